import type { ReactNode } from "react";
import { providePage } from "../../content/provide.ts";
import { LIVE, MUTED, PAY } from "../art/palette.ts";
import { Container } from "../ui/Container.tsx";
import { cn } from "../ui/cn.ts";
import { SectionHeading } from "../ui/SectionHeading.tsx";

/** A stage's drawing: 40 × 40 units at 44 px, one 1.5-unit stroke (docs/design.md, "Illustration language"). */
function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 40 40"
      width="40"
      height="40"
      aria-hidden="true"
      fill="none"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** The four stages' drawings, one line style, in the flow's order: the GPU serving (its LED lit), the meter, the PING coin, the Sui transaction. */
const glyphs: ReactNode[] = [
  // A GPU board, its two fans and its edge connector; the LED is lit: the GPU is serving an hour.
  <Glyph key="gpu">
    <rect x="4" y="11" width="32" height="16" rx="2.5" stroke={MUTED} />
    <circle cx="14" cy="19" r="4.5" stroke={MUTED} strokeOpacity=".45" />
    <circle cx="26" cy="19" r="4.5" stroke={MUTED} strokeOpacity=".45" />
    <path d="M9 27v3M13 27v3M17 27v3M21 27v3" stroke={MUTED} strokeOpacity=".45" />
    <circle cx="32.5" cy="14.5" r="1.4" fill={LIVE} stroke="none" />
  </Glyph>,
  // A meter's dial: the scale's ticks and the needle, counting the hour.
  <Glyph key="meter">
    <path d="M7 28a13 13 0 1 1 26 0" stroke={MUTED} />
    <path d="M9.6 20.5l2.3 1M14.5 14.6l1.4 2.1M20 12.7v2.5M25.5 14.6l-1.4 2.1M30.4 20.5l-2.3 1" stroke={MUTED} strokeOpacity=".45" />
    <path d="M20 28l6-8" stroke={LIVE} />
    <circle cx="20" cy="28" r="1.8" fill={MUTED} stroke="none" />
  </Glyph>,
  // The PING coin as an outline mark in the same line style (review round 19: the gradient coin was a third style among
  // the line drawings): the coin's rim and its edge, the ping's outer echo faint, its ring and dot in the payment colour.
  <Glyph key="ping">
    <circle cx="20" cy="19" r="14" stroke={MUTED} />
    <path d="M6 19v2.5a14 14 0 0 0 28 0V19" stroke={MUTED} strokeOpacity=".45" />
    <circle cx="20" cy="19" r="9" stroke={MUTED} strokeOpacity=".45" />
    <circle cx="20" cy="19" r="5" stroke={PAY} />
    <circle cx="20" cy="19" r="1.6" fill={PAY} stroke="none" />
  </Glyph>,
  // A transaction on Sui: a block of the chain over the one before it (its hash lines), and the payout's check, confirmed.
  <Glyph key="tx">
    <rect x="7" y="11" width="20" height="24" rx="2.5" stroke={MUTED} strokeOpacity=".45" />
    <rect x="13" y="5" width="20" height="24" rx="2.5" fill="var(--color-bg)" stroke={MUTED} />
    <path d="M17.5 11.5h11M17.5 16h11M17.5 20.5h6" stroke={MUTED} strokeOpacity=".45" />
    <circle cx="30" cy="29" r="5" fill="var(--color-bg)" stroke={PAY} />
    <path d="M27.8 29.1l1.5 1.5 2.9-3" stroke={PAY} />
  </Glyph>,
];

/**
 * How a payout comes about, as a band of its own under the site's section heading (eyebrow, h2): a flow diagram, not a
 * numbered list (round 17: the page had two step lists, this and "What happens next"). Four stations, each a drawing in
 * the illustration language over its name and what happens there, joined by arrows: GPU-hour → meter → PING → Sui
 * transaction, across the page from lg, down the left on a phone. The three arrows have one look, the neutral stroke
 * (round 18: a grey first arrow and two violet ones read as a mistake); the payment's colour is in the drawings, the
 * PING coin and the transaction's check. Static HTML and SVG, no script. The last stage links to a public Sui explorer.
 */
export function PayoutFlow() {
  const { earnings } = providePage;
  return (
    <section aria-labelledby="earnings-title" className="border-b border-border/60 bg-surface/40 py-16 sm:py-24">
      <Container className="space-y-10 sm:space-y-12">
        <SectionHeading id="earnings-title" eyebrow={earnings.eyebrow} title={earnings.heading} />
        <ol className="grid grid-cols-1 gap-y-10 lg:grid-cols-4 lg:gap-x-12" data-payout-flow="">
          {earnings.flow.map((f, i) => (
            <li
              key={f.label}
              className="relative grid grid-cols-[4rem_minmax(0,1fr)] content-start gap-x-5 lg:grid-cols-1 lg:gap-y-5"
              data-flow-node=""
            >
              <span className="grid size-16 place-items-center rounded-xl border border-border bg-bg" data-flow-glyph="">
                {glyphs[i]}
              </span>
              <div className="space-y-1.5 pt-1 lg:pt-0">
                <h3 className="font-display text-xl font-semibold text-fg">{f.label}</h3>
                <p className="max-w-sm leading-relaxed text-pretty text-muted">
                  {"link" in f ? <LinkedText text={f.text} link={f.link} /> : f.text}
                </p>
              </div>
              {i < earnings.flow.length - 1 && <Arrow />}
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

/**
 * The arrow to the next station: down from the drawing's tile to the next tile on a phone (through the 40-px gap
 * between the stations), across from the tile to the next one from lg, 8 px clear of both tiles; the neutral stroke.
 */
function Arrow() {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "pointer-events-none absolute flex flex-col items-center",
        // Phone: from under the tile (64 px + 8) to 8 px above the next tile (the 40-px gap ends there).
        "top-[4.5rem] -bottom-8 left-8 w-0",
        // From lg: beside the tile, at its middle, across the 48-px gap to 8 px short of the next tile.
        "lg:top-8 lg:right-[-2.5rem] lg:bottom-auto lg:left-[4.5rem] lg:h-0 lg:w-auto lg:flex-row text-muted",
      )}
      data-flow-arrow=""
    >
      <span className="min-h-0 min-w-0 flex-1 border-l border-border lg:border-t lg:border-l-0" />
      <svg
        viewBox="0 0 10 10"
        width="10"
        height="10"
        aria-hidden="true"
        className="shrink-0 rotate-90 lg:rotate-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M3 1.5L7 5L3 8.5" />
      </svg>
    </span>
  );
}

/** `text` with the words `link.text` as a link (an ordinary link to another site: same tab, `rel="noopener"`). */
function LinkedText({ text, link }: { text: string; link: { text: string; href: string } }) {
  const at = text.indexOf(link.text);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <a
        href={link.href}
        rel="noopener"
        className="font-medium text-fg underline underline-offset-4 hover:text-accent"
        data-explorer-link=""
      >
        {link.text}
      </a>
      {text.slice(at + link.text.length)}
    </>
  );
}
