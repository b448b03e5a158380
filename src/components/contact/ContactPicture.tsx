import { contactPage } from "../../content/contact.ts";
import { Tile } from "../art/Art.tsx";
import { BG, FG, LIVE, MUTED, STROKE } from "../art/palette.ts";
import { cn } from "../ui/cn.ts";

/**
 * The words' size, in drawing units drawn 1:1 (the SVG is never scaled up): 12.5 px, the site's mono labels, in the wide
 * drawing. Review round 22: at 375 the lowercase mono words ("you", "stored") still read as ~10-11 px at 12.5: the narrow
 * drawing's words are 14 px (its desks 10 units wider, so "Support" clears its LED).
 */
const LABEL = { narrow: 14, wide: 13 } as const;

/**
 * The drawing's two widths: a narrow one that fits a phone's panel (about 310 px at 375) and a wide one for the
 * panel's drawing column from xl. The words stay 12.5 px (review round 18: one drawing scaled to its column set them at
 * 9-10 px at 375 and 17 px at 1440). Review round 19: the drawing was ~120 px tall beside a ~250 px legend, an empty
 * band over and under it: it is drawn taller (bigger envelope, store and desks, the two desks `spread` apart around the
 * line in, the way back under them), so at 1440 it is about the legend's height and at 375 it fills the panel's width.
 */
const GEOMETRY = {
  narrow: { w: 300, envW: 48, envH: 38, storeCx: 114, storeRx: 20, storeH: 30, fork: 170, deskX: 188, deskW: 98, deskH: 34, spread: 36 },
} as const;

/**
 * /contact's drawing of "After you send" (review round 18: it told the steps' story again in the same words; now it
 * is their illustration, inside ContactRoute's panel): your message (an envelope) on a lit line into a store, 01; the
 * line forks, lit, to Sales and Support (LEDs lit: alerted); a dashed line back to you from either. Its only
 * words are the names of what it draws (review round 22: the markers 01-03 are gone, the steps beside it number the
 * steps once), and the steps say when (no response time is drawn: none is promised). Every word in one face, the site's mono labels (review round 19: the desks'
 * names were in the display face): the SVG is `font-mono`, its texts inherit it. Decorative (aria-hidden): the steps are
 * the text. Inline SVG at build time, no script, one 1.5 stroke, drawn 1:1 (`max-w-full` only ever shrinks it, below a
 * 332 px screen).
 */
export function ContactPicture({ size, className }: { size: keyof typeof LABEL; className?: string }) {
  if (size === "wide") return <ContactFlow className={className} />;
  const { picture, answers } = contactPage;
  const [sales, support] = answers.teams;
  const g = GEOMETRY[size];
  const W = g.w;
  // The line in, as low as the upper desk needs: the drawing starts at that desk's top.
  const mid = g.spread + g.deskH / 2 + 2;
  const env = { x: 2, y: mid - g.envH / 2, w: g.envW, h: g.envH };
  const store = { cx: g.storeCx, rx: g.storeRx, ry: 5, top: mid - g.storeH / 2, h: g.storeH };
  const desk = { x: g.deskX, w: g.deskW, h: g.deskH };
  const desks = [
    { cy: mid - g.spread, title: sales.title.split(" ")[0]!, id: sales.id },
    { cy: mid + g.spread, title: support.title, id: support.id },
  ];
  const right = W - 4;
  // The way back runs 22 units under the lower desk; the drawing ends 14 units under it (the marker's ring).
  const reply = mid + g.spread + desk.h / 2 + 22;
  const H = reply + 14;
  const stroke = { strokeWidth: 1.5, fill: "none" } as const;
  const label = { fontSize: LABEL[size], textAnchor: "middle" } as const;
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      width={W}
      height={H}
      aria-hidden="true"
      data-contact-picture={size}
      className={cn("font-mono", className)}
      style={{ maxWidth: "100%", height: "auto" }}
    >
      {/* You: the message, an envelope. */}
      <Tile x={env.x} y={env.y} w={env.w} h={env.h} />
      <path
        d={`M${env.x + 6} ${env.y + 6} L${env.x + env.w / 2} ${env.y + env.h * 0.55} L${env.x + env.w - 6} ${env.y + 6}`}
        stroke={MUTED}
        strokeOpacity="0.6"
        {...stroke}
      />
      {/* 01, sent: a lit line into the store. */}
      <path d={`M${env.x + env.w + 5} ${mid} H${store.cx - store.rx - 5}`} stroke={LIVE} {...stroke} />
      <path d={`M${store.cx - store.rx - 11} ${mid - 5} l6 5 -6 5`} stroke={LIVE} {...stroke} />
      {/* Stored: a cylinder, the message kept the moment it arrives. */}
      <path
        d={`M${store.cx - store.rx} ${store.top} V${store.top + store.h} a${store.rx} ${store.ry} 0 0 0 ${store.rx * 2} 0 V${store.top}`}
        fill={BG}
        stroke={STROKE}
        strokeWidth="1.5"
      />
      <ellipse cx={store.cx} cy={store.top} rx={store.rx} ry={store.ry} fill={BG} stroke={FG} strokeOpacity="0.7" strokeWidth="1.5" />
      {/* 02, alerted: the line forks, lit, to both teams at once. */}
      <path d={`M${store.cx + store.rx} ${mid} H${g.fork} M${g.fork} ${desks[0]!.cy} V${desks[1]!.cy}`} stroke={LIVE} {...stroke} />
      <circle cx={g.fork} cy={mid} r="3" fill={LIVE} />
      {desks.map((d) => (
        <g key={d.id} data-desk={d.id}>
          <path d={`M${g.fork} ${d.cy} H${desk.x - 5}`} stroke={LIVE} {...stroke} />
          <path d={`M${desk.x - 11} ${d.cy - 5} l6 5 -6 5`} stroke={LIVE} {...stroke} />
          <Tile x={desk.x} y={d.cy - desk.h / 2} w={desk.w} h={desk.h} />
          <text x={desk.x + 12} y={d.cy + 4.5} fill={FG} fontSize={LABEL[size]}>
            {d.title}
          </text>
          {/* Its LED, lit: alerted as the message arrives. */}
          <circle cx={desk.x + desk.w - 12} cy={d.cy} r="3" fill={LIVE} />
        </g>
      ))}
      {/* 03, answered: a person from either team writes back to you, a dashed line. */}
      <path
        d={`M${desk.x + desk.w} ${desks[0]!.cy} H${right} M${desk.x + desk.w} ${desks[1]!.cy} H${right} M${right} ${desks[0]!.cy} V${reply} H${env.x + env.w / 2} V${env.y + env.h + 5}`}
        stroke={FG}
        strokeOpacity="0.6"
        strokeDasharray="5 4"
        {...stroke}
      />
      <path d={`M${env.x + env.w / 2 - 5} ${env.y + env.h + 11} l5 -6 5 6`} stroke={FG} strokeOpacity="0.6" {...stroke} />
      {/* The names: "you" over the envelope, "stored" under the store. */}
      <text x={env.x + env.w / 2} y={env.y - 10} fill={MUTED} {...label}>
        {picture.you}
      </text>
      <text x={store.cx} y={store.top + store.h + store.ry + 17} fill={MUTED} {...label}>
        {picture.stored}
      </text>
      {/* Review round 22: no markers 01-03 on the lines any more. Keyed to the steps beside the drawing, they numbered
          the same three steps a second time, so the panel said everything twice: the steps' list numbers them, once. */}
    </svg>
  );
}

/**
 * The panel's width from xl (review round 26: the loop drawing, 480 px, stood in the panel's left half beside the steps,
 * and the panel read left-heavy at 1440): the same story laid out left to right across the panel, over the three steps
 * (a row from xl), each part above the step it draws. Your message (an envelope) on a lit line into the store (01); the
 * line forks, lit, to Sales and Support, their LEDs lit (02); a dashed line from either desk to your inbox, the address
 * you gave (03). Drawn 1:1 at the panel's inner width from xl (1150 px), its words 13 px.
 */
const FLOW = {
  w: 1150,
  mid: 74,
  env: { w: 84, h: 60 },
  store: { cx: 250, rx: 32, ry: 6, h: 52 },
  fork: 440,
  desk: { x: 480, w: 150, h: 52 },
  spread: 46,
  join: 690,
  inbox: 1064,
} as const;

function ContactFlow({ className }: { className?: string }) {
  const { picture, answers } = contactPage;
  const [sales, support] = answers.teams;
  const { w: W, mid, env, store, fork, desk, spread, join, inbox } = FLOW;
  const H = mid + spread + desk.h / 2 + 4;
  const stroke = { strokeWidth: 1.5, fill: "none" } as const;
  const label = { fontSize: LABEL.wide, textAnchor: "middle" } as const;
  const top = mid - store.h / 2;
  const desks = [
    { cy: mid - spread, title: sales.title.split(" ")[0]!, id: sales.id },
    { cy: mid + spread, title: support.title, id: support.id },
  ];
  /** An envelope at x, centred on the line. */
  const envelope = (x: number) => (
    <>
      <Tile x={x} y={mid - env.h / 2} w={env.w} h={env.h} />
      <path
        d={`M${x + 7} ${mid - env.h / 2 + 7} L${x + env.w / 2} ${mid + 4} L${x + env.w - 7} ${mid - env.h / 2 + 7}`}
        stroke={MUTED}
        strokeOpacity="0.6"
        {...stroke}
      />
    </>
  );
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      width={W}
      height={H}
      aria-hidden="true"
      data-contact-picture="wide"
      className={cn("font-mono", className)}
      style={{ width: "100%", height: "auto" }}
    >
      {/* 01: you send; a lit line into the store, which keeps it. */}
      {envelope(2)}
      <path d={`M${2 + env.w + 6} ${mid} H${store.cx - store.rx - 6}`} stroke={LIVE} {...stroke} />
      <path d={`M${store.cx - store.rx - 12} ${mid - 5} l6 5 -6 5`} stroke={LIVE} {...stroke} />
      <path
        d={`M${store.cx - store.rx} ${top} V${top + store.h} a${store.rx} ${store.ry} 0 0 0 ${store.rx * 2} 0 V${top}`}
        fill={BG}
        stroke={STROKE}
        strokeWidth="1.5"
      />
      <ellipse cx={store.cx} cy={top} rx={store.rx} ry={store.ry} fill={BG} stroke={FG} strokeOpacity="0.7" strokeWidth="1.5" />
      {/* 02: the line forks, lit, to both teams at once; their LEDs lit. */}
      <path d={`M${store.cx + store.rx} ${mid} H${fork} M${fork} ${desks[0]!.cy} V${desks[1]!.cy}`} stroke={LIVE} {...stroke} />
      <circle cx={fork} cy={mid} r="3" fill={LIVE} />
      {desks.map((d) => (
        <g key={d.id} data-desk={d.id}>
          <path d={`M${fork} ${d.cy} H${desk.x - 6}`} stroke={LIVE} {...stroke} />
          <path d={`M${desk.x - 12} ${d.cy - 5} l6 5 -6 5`} stroke={LIVE} {...stroke} />
          <Tile x={desk.x} y={d.cy - desk.h / 2} w={desk.w} h={desk.h} />
          <text x={desk.x + 14} y={d.cy + 4.5} fill={FG} fontSize={LABEL.wide}>
            {d.title}
          </text>
          <circle cx={desk.x + desk.w - 14} cy={d.cy} r="3" fill={LIVE} />
        </g>
      ))}
      {/* 03: a person from either team writes back, a dashed line to your inbox. */}
      <path
        d={`M${desk.x + desk.w} ${desks[0]!.cy} H${join} M${desk.x + desk.w} ${desks[1]!.cy} H${join} M${join} ${desks[0]!.cy} V${desks[1]!.cy} M${join} ${mid} H${inbox - 6}`}
        stroke={FG}
        strokeOpacity="0.6"
        strokeDasharray="5 4"
        {...stroke}
      />
      <path d={`M${inbox - 12} ${mid - 5} l6 5 -6 5`} stroke={FG} strokeOpacity="0.6" {...stroke} />
      {envelope(inbox)}
      {/* The names: "you" over your envelope, "stored" under the store, "your inbox" over the reply's envelope. */}
      <text x={2 + env.w / 2} y={mid - env.h / 2 - 12} fill={MUTED} {...label}>
        {picture.you}
      </text>
      <text x={store.cx} y={top + store.h + store.ry + 19} fill={MUTED} {...label}>
        {picture.stored}
      </text>
      <text x={inbox + env.w / 2} y={mid - env.h / 2 - 12} fill={MUTED} {...label}>
        {picture.inbox}
      </text>
    </svg>
  );
}
