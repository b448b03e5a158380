import { contactPage } from "../../content/contact.ts";
import { Tile } from "../art/Art.tsx";
import { BG, FG, LIVE, MUTED, STROKE } from "../art/palette.ts";

/** The words' size, in drawing units drawn 1:1 (the SVG is never scaled up): 12.5 px, the site's mono labels. */
const LABEL = 12.5;
const H = 122;

/**
 * The drawing's two widths: a narrow one that fits a phone's panel (about 310 px at 375) and a wide one for the
 * panel's drawing column from xl. Only the spacing changes; the words stay 12.5 px (review round 18: one drawing
 * scaled to its column set them at 9-10 px at 375 and 17 px at 1440).
 */
const GEOMETRY = {
  narrow: { w: 300, envW: 44, storeCx: 112, fork: 178, deskX: 198, deskW: 88 },
  wide: { w: 480, envW: 56, storeCx: 176, fork: 298, deskX: 330, deskW: 128 },
} as const;

/**
 * /contact's drawing of "After you send" (review round 18: it told the steps' story again in the same words; now it
 * is their illustration, inside ContactRoute's panel): your message (an envelope) on a lit line into a store, 01; the
 * line forks, lit, to Sales and Support (LEDs lit: alerted), 02; a dashed line back to you from either, 03. Its only
 * words are the names of what it draws and the markers 01-03, keyed to the steps beside it, which say when (no
 * response time is drawn: none is promised). Decorative (aria-hidden): the steps are the text. Inline SVG at build
 * time, no script, one 1.5 stroke, drawn 1:1 (`max-w-full` only ever shrinks it, below a 332 px screen).
 */
export function ContactPicture({ size, className }: { size: keyof typeof GEOMETRY; className?: string }) {
  const { picture, answers } = contactPage;
  const [sales, support] = answers.teams;
  const g = GEOMETRY[size];
  const W = g.w;
  const env = { x: 2, y: 34, w: g.envW, h: 34 };
  const mid = env.y + env.h / 2;
  const store = { cx: g.storeCx, rx: 20, ry: 5, top: mid - 12, h: 24 };
  const desk = { x: g.deskX, w: g.deskW, h: 30 };
  const desks = [
    { y: mid - 8 - desk.h, title: sales.title.split(" ")[0]!, id: sales.id },
    { y: mid + 8, title: support.title, id: support.id },
  ];
  const right = W - 4;
  const reply = H - 14;
  const stroke = { strokeWidth: 1.5, fill: "none" } as const;
  const label = { fontSize: LABEL, fontFamily: "var(--font-mono)", textAnchor: "middle" } as const;
  /** A step's marker: its number in a ring, as the steps beside it number it. */
  const marker = (n: number, x: number, y: number) => (
    <g data-marker={n}>
      <circle cx={x} cy={y} r="11" fill={BG} stroke={STROKE} strokeWidth="1.5" />
      <text x={x} y={y + 4.5} fill={FG} {...label}>
        {String(n).padStart(2, "0")}
      </text>
    </g>
  );
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      width={W}
      height={H}
      aria-hidden="true"
      data-contact-picture={size}
      className={className}
      style={{ maxWidth: "100%", height: "auto" }}
    >
      {/* You: the message, an envelope. */}
      <Tile x={env.x} y={env.y} w={env.w} h={env.h} />
      <path
        d={`M${env.x + 5} ${env.y + 5} L${env.x + env.w / 2} ${env.y + 20} L${env.x + env.w - 5} ${env.y + 5}`}
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
      <path
        d={`M${store.cx + store.rx} ${mid} H${g.fork} M${g.fork} ${desks[0]!.y + desk.h / 2} V${desks[1]!.y + desk.h / 2}`}
        stroke={LIVE}
        {...stroke}
      />
      <circle cx={g.fork} cy={mid} r="3" fill={LIVE} />
      {desks.map((d) => {
        const cy = d.y + desk.h / 2;
        return (
          <g key={d.id} data-desk={d.id}>
            <path d={`M${g.fork} ${cy} H${desk.x - 5}`} stroke={LIVE} {...stroke} />
            <path d={`M${desk.x - 11} ${cy - 5} l6 5 -6 5`} stroke={LIVE} {...stroke} />
            <Tile x={desk.x} y={d.y} w={desk.w} h={desk.h} />
            <text x={desk.x + 10} y={cy + 4.5} fill={FG} fontSize={LABEL} fontFamily="var(--font-display)" fontWeight="600">
              {d.title}
            </text>
            {/* Its LED, lit: alerted as the message arrives. */}
            <circle cx={desk.x + desk.w - 11} cy={cy} r="3" fill={LIVE} />
          </g>
        );
      })}
      {/* 03, answered: a person from either team writes back to you, a dashed line. */}
      <path
        d={`M${desk.x + desk.w} ${desks[0]!.y + desk.h / 2} H${right} M${desk.x + desk.w} ${desks[1]!.y + desk.h / 2} H${right} M${right} ${desks[0]!.y + desk.h / 2} V${reply} H${env.x + env.w / 2} V${env.y + env.h + 5}`}
        stroke={FG}
        strokeOpacity="0.6"
        strokeDasharray="5 4"
        {...stroke}
      />
      <path d={`M${env.x + env.w / 2 - 5} ${env.y + env.h + 11} l5 -6 5 6`} stroke={FG} strokeOpacity="0.6" {...stroke} />
      {/* The names: "you" over the envelope, "stored" under the store. */}
      <text x={env.x + env.w / 2} y={env.y - 9} fill={MUTED} {...label}>
        {picture.you}
      </text>
      <text x={store.cx} y={store.top + store.h + store.ry + 16} fill={MUTED} {...label}>
        {picture.stored}
      </text>
      {/* The markers, keyed to the steps: on the way in, on the way to the teams, on the way back. */}
      {marker(1, (env.x + env.w + store.cx - store.rx) / 2, mid - 19)}
      {marker(2, (store.cx + store.rx + g.fork) / 2, mid - 19)}
      {marker(3, (env.x + env.w / 2 + right) / 2, reply)}
    </svg>
  );
}
