/**
 * The Home hero's network map, computed at build time (Astro renders the hero to static HTML; no
 * island imports this file, so world-atlas, topojson-client and d3-geo never reach a browser).
 * Land is Natural Earth's 1:110m land (world-atlas), Antarctica left out, projected with Equal
 * Earth, written as one path with whole-pixel coordinates; the points and arcs come from
 * src/content/network.ts.
 */
import { geoBounds, geoEqualEarth, geoPath } from "d3-geo";
import type { Feature, MultiPolygon, Polygon } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import land110m from "world-atlas/land-110m.json" with { type: "json" };
import { networkArcs, pointsOfPresence } from "../../content/network.ts";

export type MapPoint = { iso2: string; country: string; city: string; x: number; y: number };
export type WorldMap = {
  width: number;
  height: number;
  land: string;
  points: MapPoint[];
  arcs: { from: string; to: string; d: string }[];
  /**
   * Review round 26: the left and right ends of the land that shows. fitWidth spans the land's whole box, 0 to the width,
   * but both ends are specks the dot pattern does not draw (an Aleutian islet, the part of Fiji past the antimeridian):
   * the visible land runs from ~104 to ~765, so a frame that centres the box shows the map ~34 units right of centre.
   */
  shown: [number, number];
};

/** The map's width in SVG units; the height follows from the projection. */
const WIDTH = 800;

function landWithoutAntarctica(): Feature<MultiPolygon> {
  const topology = land110m as unknown as Topology<{ land: GeometryCollection }>;
  const collection = feature(topology, topology.objects.land);
  const polygons = collection.features.flatMap((f) => {
    const g = f.geometry as Polygon | MultiPolygon;
    return g.type === "Polygon" ? [g.coordinates] : g.coordinates;
  });
  const kept = polygons.filter((rings) => {
    const [, [, north]] = geoBounds({ type: "Polygon", coordinates: rings });
    return north > -60; // every polygon but Antarctica's
  });
  return { type: "Feature", properties: {}, geometry: { type: "MultiPolygon", coordinates: kept } };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * d3's whole-pixel path ("M243,84L245,83…Z") rewritten with relative moves and lines
 * ("M243 84l2-1…z"), dropping the points that rounding made repeat: about half the bytes.
 */
export function compactPath(d: string): string {
  let out = "";
  let x = 0;
  let y = 0;
  let start: [number, number] = [0, 0];
  let inLine = false;
  /** Appends a number, with a space only where the previous character is a digit. */
  const put = (n: number) => {
    out += n < 0 || /[lmM]$/.test(out) ? `${n}` : ` ${n}`;
  };
  for (const [, cmd, a, b] of d.matchAll(/([MLZ])(?:(-?\d+),(-?\d+))?/g)) {
    if (cmd === "Z") {
      out += "z";
      [x, y] = start;
      inLine = false;
      continue;
    }
    const nx = Number(a);
    const ny = Number(b);
    if (cmd === "M") {
      out += out === "" ? "M" : "m";
      const [dx, dy] = out === "M" ? [nx, ny] : [nx - x, ny - y];
      put(dx);
      put(dy);
      start = [nx, ny];
      inLine = false;
    } else {
      if (nx === x && ny === y) continue;
      if (!inLine) out += "l";
      inLine = true;
      put(nx - x);
      put(ny - y);
    }
    x = nx;
    y = ny;
  }
  return out;
}

/** A gentle arc from a to b: the control point sits off the middle, square to the line, on its upper side. */
function arcPath(a: [number, number], b: [number, number]): string {
  const [x1, y1] = a;
  const [x2, y2] = b;
  const length = Math.hypot(x2 - x1, y2 - y1);
  let [nx, ny] = [(y2 - y1) / length, (x1 - x2) / length];
  if (ny > 0) [nx, ny] = [-nx, -ny];
  const lift = Math.min(length / 6, 50);
  const cx = (x1 + x2) / 2 + nx * lift;
  const cy = (y1 + y2) / 2 + ny * lift;
  return `M${round1(x1)} ${round1(y1)}Q${round1(cx)} ${round1(cy)} ${round1(x2)} ${round1(y2)}`;
}

/**
 * The left and right ends of the land's drawn shapes (the path's subpaths, so a shape the antimeridian splits counts as
 * its two parts) whose box is 20 square units or more: the ones the dot pattern shows.
 */
function visibleExtent(d: string): [number, number] {
  let left = Number.POSITIVE_INFINITY;
  let right = Number.NEGATIVE_INFINITY;
  for (const shape of d.split("Z")) {
    const xy = [...shape.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map(([, x, y]) => [Number(x), Number(y)] as const);
    if (xy.length === 0) continue;
    const xs = xy.map(([x]) => x);
    const ys = xy.map(([, y]) => y);
    const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
    if ((x1 - x0) * (Math.max(...ys) - Math.min(...ys)) < 20) continue;
    left = Math.min(left, x0);
    right = Math.max(right, x1);
  }
  return [left, right];
}

let cached: WorldMap | undefined;

/** The map for the hero: computed once per build. */
export function worldMap(): WorldMap {
  if (cached) return cached;
  const land = landWithoutAntarctica();
  const projection = geoEqualEarth().fitWidth(WIDTH, land);
  const path = geoPath(projection).digits(0);
  const [[, top], [, bottom]] = path.bounds(land);
  projection.translate([projection.translate()[0], projection.translate()[1] - top + 2]);
  const height = Math.ceil(bottom - top) + 4;
  const project = (lon: number, lat: number): [number, number] => projection([lon, lat])!;
  const points = pointsOfPresence.map(({ iso2, country, city, lon, lat }) => {
    const [x, y] = project(lon, lat);
    return { iso2, country, city, x: Math.round(x), y: Math.round(y) };
  });
  const byIso = new Map(points.map((p) => [p.iso2, p]));
  const arcs = networkArcs.map(([from, to]) => {
    const a = byIso.get(from);
    const b = byIso.get(to);
    if (!a || !b) throw new Error(`networkArcs: no point of presence for ${a ? to : from}`);
    return { from, to, d: arcPath([a.x, a.y], [b.x, b.y]) };
  });
  const d = path(land) ?? "";
  cached = { width: WIDTH, height, land: compactPath(d), points, arcs, shown: visibleExtent(d) };
  return cached;
}
