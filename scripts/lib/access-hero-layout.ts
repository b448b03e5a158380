// The /access-compute hero video's two compositions (scripts/make-access-hero.ts draws them), apart from the drawing so
// a unit test checks them without a browser: the map centred on its land, clear of the job card under it.
import { worldMap, type WorldMap } from "../../src/components/home/world-map.ts";
import { accessPage } from "../../src/content/access.ts";

/**
 * Two compositions of one scene; in both the whole map is in the picture and the job card lies under
 * it, never over it (the card used to cover South America):
 * - `wide` (1280 × 720, the page's 16:9 box from 481 px): the map across the top, the card a bar
 *   across the bottom (the request and its route, the GPU cells, the price);
 * - `narrow` (a phone's box, up to 480 px): the map across the top, the card stacked under it, so
 *   its words are 12 px or more on a 343-px box and every job's arc is in the picture (no crop).
 */
export type Layout = {
  name: "wide" | "narrow";
  W: number;
  H: number;
  map: { x: number; y: number; w: number };
  card: { x: number; y: number; w: number; h: number };
  /**
   * `dock`: the card is the frame's lower panel, edge to edge under one rule (the phone's composition, review round 21:
   * a card floating in the same picture, just under South America, read as lying over the map's south); without it the
   * card is a rounded box inside the frame (the wide composition's bar).
   */
  dock: boolean;
};

/** Room left clear between the map's southernmost land (Tierra del Fuego) and the card's top, in frame units. */
export const MAP_CARD_GAP = 32;

/**
 * The land's extent in the map's units, without the specks at its far edges (Hawaii, and Fiji cut in two at the
 * antimeridian: one piece at x = 0, one at the right edge): the Americas to New Zealand. The map's own box runs edge
 * to edge on those specks, so a map centred on its box drew the continents about 45 units right of the frame's middle
 * (round 17: "the map is pushed right").
 */
export function landExtent(map: WorldMap): { x0: number; x1: number; y0: number; y1: number } {
  const polygons: { area: number; xs: number[]; ys: number[] }[] = [];
  let [x, y, sx, sy] = [0, 0, 0, 0];
  let cmd = "";
  let xs: number[] = [];
  let ys: number[] = [];
  let area = 0;
  const tokens = map.land.match(/[Mmlz]|-?\d+(?:\.\d+)?/g) ?? [];
  for (let i = 0; i < tokens.length; ) {
    const t = tokens[i]!;
    if (/[Mmlz]/.test(t)) {
      cmd = t;
      i++;
      if (t === "z") {
        area += x * sy - sx * y;
        polygons.push({ area: Math.abs(area / 2), xs, ys });
        [x, y] = [sx, sy];
      }
      continue;
    }
    const [a, b] = [Number(tokens[i]), Number(tokens[i + 1])];
    i += 2;
    if (cmd === "M" || cmd === "m") {
      [x, y] = cmd === "M" ? [a, b] : [x + a, y + b];
      [sx, sy] = [x, y];
      [xs, ys, area] = [[x], [y], 0];
      cmd = "l";
    } else {
      area += x * (y + b) - (x + a) * y;
      x += a;
      y += b;
      xs.push(x);
      ys.push(y);
    }
  }
  // Land worth centring on: anything over 20 square units (Hawaii's largest island is 7, Fiji's pieces 1 and 5).
  const kept = polygons.filter((p) => p.area > 20);
  return {
    x0: Math.min(...kept.flatMap((p) => p.xs)),
    x1: Math.max(...kept.flatMap((p) => p.xs)),
    y0: Math.min(...kept.flatMap((p) => p.ys)),
    y1: Math.max(...kept.flatMap((p) => p.ys)),
  };
}

const { video } = accessPage;

/** The map `w` units wide, its land's middle on the frame's middle. */
function centred(map: WorldMap, W: number, w: number, y: number): Layout["map"] {
  const land = landExtent(map);
  const x = W / 2 - ((land.x0 + land.x1) / 2) * (w / map.width);
  return { x: Math.round(x * 10) / 10, y, w };
}

export function heroLayouts(map: WorldMap = worldMap()): Layout[] {
  const wideCard = { x: 40, y: video.height - 170 - 20, w: 1200, h: 170 };
  // The phone's card: the content box of the lower panel (the panel itself runs from x 0 to W and from y to H).
  const narrowCard = { x: 28, y: video.narrow.height - 284, w: 584, h: 284 };
  return [
    {
      name: "wide",
      W: video.width,
      H: video.height,
      // Round 17: centred on its land, so Tierra del Fuego ends well above the card (it came within 25 units of it, and
      // the bar read as covering the map's south). Round 19: 860 units (not 980) and 72 units down (not 20): Europe's
      // north touched the frame's top and Alaska came up to the page's "93 countries" label in the top-left corner;
      // now the label has open sea around it (the land starts right of it and below it, down to the 1024-px box where
      // the label is largest against the picture) and the land a margin on every side.
      // Review round 23: the map did not fill its panel at 1440 (the land ~55 % of the frame's width): the bar is 170
      // units tall (was 190, its lines closer), so the map is 956 units (was 860), still 72 down, under the label.
      map: centred(map, video.width, 956, 72),
      card: wideCard,
      dock: false,
    },
    {
      name: "narrow",
      W: video.narrow.width,
      H: video.narrow.height,
      // The page sets the "93 countries" label over the picture's top-left corner (HTML, 12 px at every width): the map
      // starts under it. Round 17: the map centred on its land, clear of the card (South America's tip touched the
      // card). Round 19: 520 units wide (not 576) and 70 units down (not 46): on a phone the label sat over Alaska and
      // Canada; now it is over the sea, the land ~30 units under it and 36 units clear of the card. Round 15: the card
      // stands 28 units inside the frame, not 20.
      // Round 21: 500 units (not 520), and the card a docked panel from y 352 (not a card from 336): the land ends ~60
      // units above the panel's rule, so the map and the job read as two parts of one screen, one over the other.
      // Review round 23: on a phone the map read small (~64 % of the frame's width): 600 units (was 500) and 50 down (was
      // 70: the label still clear over the sea), the docked panel 284 units (was 304, its lines closer), from y 372;
      // the land ~57 units above its rule.
      map: centred(map, video.narrow.width, 600, 50),
      card: narrowCard,
      dock: true,
    },
  ];
}

/** The smallest box each composition is shown in, in CSS px: the phone's at a 320-px screen (16-px gutters), the wide one at 481 px. */
export const SMALLEST_BOX = { narrow: 288, wide: 449 } as const;
/** The least room, in CSS px at the smallest box, between a city's name on the map and the picture's edges (review round 20). */
export const LABEL_EDGE_PX = 12;

/**
 * Where a city's name stands on the map (scripts/make-access-hero.ts draws it): beside its point, on the side away from
 * the route's other end; a name that does not fit there stands over its point, never on the route's side (round 15:
 * "Tokyo", flipped to its left on a phone, sat on the route to Singapore). Either way it keeps inside the card's margins
 * and (review round 20: "Tokyo" read as crowding the picture's right edge on a phone) at least LABEL_EDGE_PX from the
 * picture's edges at the composition's smallest box, its halo included. `box` is the name's extent in frame units
 * (JetBrains Mono: 0.6 em a character), halo included.
 */
export function cityLabel(
  L: Layout,
  xy: [number, number],
  name: string,
  other: [number, number],
): { x: number; y: number; anchor: "start" | "end" | "middle"; size: number; box: { x0: number; x1: number; y0: number; y1: number } } {
  const size = L.name === "wide" ? 26 : 24;
  const halo = 3;
  const w = name.length * size * 0.6;
  const edge = Math.max(L.card.x, Math.ceil((LABEL_EDGE_PX * L.W) / SMALLEST_BOX[L.name]) + halo);
  const [lo, hi] = [edge, L.W - edge];
  const left = xy[0] <= other[0];
  const fits = left ? xy[0] - 18 - w >= lo : xy[0] + 18 + w <= hi;
  const box = (x0: number, baseline: number) => ({
    x0: x0 - halo,
    x1: x0 + w + halo,
    y0: baseline - size * 0.75 - halo,
    y1: baseline + size * 0.25 + halo,
  });
  if (!fits) {
    const cx = Math.min(Math.max(xy[0], lo + w / 2), hi - w / 2);
    const y = xy[1] - 22;
    return { x: cx, y, anchor: "middle", size, box: box(cx - w / 2, y) };
  }
  const x = left ? xy[0] - 18 : xy[0] + 18;
  const y = xy[1] + size * 0.35;
  return { x, y, anchor: left ? "end" : "start", size, box: box(left ? x - w : x, y) };
}
