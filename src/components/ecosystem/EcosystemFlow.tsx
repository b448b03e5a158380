import { ecosystem } from "../../content/ecosystem.ts";
import { PingMark } from "../brand/PingMark.tsx";
import { LogoMark } from "../chrome/Logo.tsx";
import type { ReactNode } from "react";
import { cn } from "../ui/cn.ts";

/**
 * The payment's lines (dashed, as money moves on the site's drawings); compute and GPUs are solid. Neutral (review round
 * 19: every line, head, label and the network's border were the accent): the drawing's one highlight is the PING coin.
 * Review round 20: the coin marks the payment ("paid in PING over x402"), and the network is the Nirvana N mark (the
 * logo's, in the text's colour): the coin stood for the network here and for the contract and the fund elsewhere.
 */
const PAID = "border-dashed border-fg/35";
const SOLID = "border-fg/35";
/**
 * Review round 23: on a phone the payment's 1 px dashes at 35 % read faint (the return line up the gutter most), so the
 * phone's payment lines are a step brighter (65 %: well over 3:1 against the page, WCAG's mark for a drawing's lines) and its
 * return arrowhead too; still dashed, still grey: the coin stays the drawing's one highlight.
 */
const PAID_PHONE = "border-dashed border-fg/65";
const HEAD_PHONE = "text-fg/75";

/**
 * /ecosystem's first-screen drawing, under the heading and across the page (no window frame: it is a diagram, not an app):
 * the parts the partner categories play, by role only (the directory below names the categories and their partners).
 * Supply brings GPUs to the network, whose compute Demand uses; Demand pays in PING over x402 to Settlement, which passes
 * the payment on to Supply; Liquidity funds the payments, into Settlement. HTML and CSS, no script; one named image (its
 * label says the categories' parts in words). `caption`: under it.
 *
 * Review round 15: every line runs from one part to another and ends in an arrowhead on its target's edge (`Head`), none
 * in the middle of a line, and no line branches off another (the fork to Settlement and Liquidity hung from the middle of
 * the payment's return line). From md a five-column grid: Supply, GPUs, the network, compute, Demand across; the network's
 * column goes on down with Settlement and Liquidity under it, so the payment comes down from Demand, left into
 * Settlement (its label on that stretch, under the compute arrow), on out of Settlement's other side and up into Supply.
 * On a phone one column (`PhoneFlow`).
 *
 * Review round 24: the parts were plain labelled boxes joined by long bare lines (~310 px of line from Supply to the
 * network at 1440). Each part now leads with its glyph in the site's line art (`PartGlyph`), the PING coin is Settlement's
 * (the payment's label is words only: still one coin, the one accent), and from lg the links between the parts are at most
 * 11 rem, the grid centred in the page, so the drawing is dense and balanced. On a phone the whole drawing, the return's
 * loop included, is centred: 20 px of room left of the boxes, as right of the loop's line (the boxes ended at x≈310 and the
 * loop at x≈338, so it sat right of the page's middle).
 */
export function EcosystemFlow({ caption }: { caption?: ReactNode }) {
  const { flow } = ecosystem;
  /** The height of the payment line in the second row: Settlement's middle (the row is 2.5 rem of gap, then the box). */
  const mid = "top-[calc(50%+1.25rem)]";
  return (
    <figure className="space-y-12">
      <div role="img" aria-label={flow.label} data-ecosystem-flow="">
        <PhoneFlow />
        <div
          aria-hidden="true"
          className="hidden md:grid md:grid-cols-[auto_minmax(5rem,1fr)_auto_minmax(5rem,1fr)_auto] lg:grid-cols-[auto_minmax(5rem,11rem)_auto_minmax(5rem,11rem)_auto] lg:justify-center"
          data-flow-wide=""
        >
          {/* Row 1: Supply, GPUs, the network, compute, Demand. */}
          <RoleBox part="Supply" end className="h-full" />
          <WideLink label={flow.gpus} to="network" />
          <NetworkBox />
          <WideLink label={flow.compute} to="demand" />
          <RoleBox part="Demand" end className="h-full" />

          {/* Row 2: up into Supply's middle from the payment's line; Settlement under the network; the payment down from
              Demand's middle and left into Settlement, its label over that stretch. */}
          <div className="relative">
            <span className={cn("absolute top-0 right-0 left-1/2 h-[calc(50%+1.25rem+1px)] rounded-bl-lg border-b border-l", PAID)} />
            <Head dir="up" to="supply" className="absolute top-0 left-1/2 -translate-x-1/2" />
          </div>
          <div className="relative">
            <span className={cn("absolute inset-x-0 border-t", mid, PAID)} />
          </div>
          <RoleBox part="Settlement" wide className="mt-10" />
          <div className="relative">
            <span className={cn("absolute inset-x-0 border-t", mid, PAID)} />
            <Head dir="left" to="settlement" className={cn("absolute left-0 -translate-y-1/2", mid)} />
            {/* Review round 20: one line (at 768 it wrapped to three and crowded the line), 8 px under the line; it may run
                on under the turn up into Demand (nothing is drawn there). Review round 23: at 1440 its coin sat right
                against the arrowhead's back (12 px from Settlement, the head 12 px wide): from 24 px at md (12 px clear
                of the head) and from 40 px at lg (28 px clear). */}
            <span
              className="absolute top-[calc(50%+1.25rem+0.5rem)] left-6 z-10 lg:left-10 inline-flex items-center gap-1.5 font-mono text-sm leading-5 whitespace-nowrap text-fg/85 lg:text-[0.9375rem]"
              data-flow-payment=""
            >
              {flow.payment}
            </span>
          </div>
          <div className="relative">
            <span className={cn("absolute top-0 right-1/2 left-0 h-[calc(50%+1.25rem+1px)] rounded-br-lg border-r border-b", PAID)} />
          </div>

          {/* Row 3: Liquidity under Settlement, funding the payments: up into Settlement. */}
          <div className="col-start-3 flex flex-col items-center">
            <span className={cn("relative h-10 border-l", PAID)}>
              <Head dir="up" to="settlement" className="absolute top-0 left-1/2 -translate-x-1/2" />
            </span>
            <RoleBox part="Liquidity" wide />
          </div>
        </div>
      </div>
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}

/**
 * The flow on a phone: one column, the parts the column's width less a 3 rem gutter on the right, where the payment goes
 * back up (review round 21: its line 20 px in from the flow's right edge, the content's edge, and 28 px clear of the
 * boxes; it was 16 px in, in a 2.5 rem gutter, and its arrowhead ran into the line's turn); each part one line (its role, then what it does). Down the column: Supply, GPUs, the network, compute, Demand,
 * the payment (its label on its own stretch of line, between Demand and Settlement: review round 15, it sat on the
 * junction of four lines), Settlement, and Liquidity under it, up into Settlement. From Settlement's right edge the
 * payment goes into the gutter, up it, and left into Supply's edge, where its arrowhead sits.
 */
function PhoneFlow() {
  const { flow } = ecosystem;
  return (
    <div aria-hidden="true" className="grid grid-cols-[minmax(0,1fr)_3rem] pl-5 md:hidden" data-flow-phone="">
      <RoleBox part="Supply" wide />
      {/* The gutter at Supply: the line comes up 20 px in from the flow's right edge and turns left (a 6 px corner), its
          arrowhead's tip 4 px short of Supply's edge (review round 16: it touched the box's border), the line ending at
          the tip; between the head and the turn 6 px of straight line (review round 21: the head sat in the turn). */}
      <div className="relative">
        <span className={cn("absolute top-1/2 right-5 bottom-0 left-1.5 rounded-tr-md border-t border-r", PAID_PHONE)} />
        <Head dir="left" to="supply" className={cn("absolute top-1/2 left-1 -translate-y-1/2", HEAD_PHONE)} />
      </div>
      <PhoneLink label={flow.gpus} to="network" />
      <Gutter />
      <NetworkBox />
      <Gutter />
      <PhoneLink label={flow.compute} to="demand" />
      <Gutter />
      <RoleBox part="Demand" wide />
      <Gutter />
      <PhoneLink label={flow.payment} to="settlement" paid />
      <Gutter />
      <RoleBox part="Settlement" wide />
      {/* From Settlement's right edge into the gutter and up. */}
      <div className="relative">
        <span className={cn("absolute top-0 right-5 left-0 h-[calc(50%+1px)] rounded-br-md border-r border-b", PAID_PHONE)} />
      </div>
      <div className="flex justify-center">
        <span className={cn("relative h-8 border-l", PAID_PHONE)}>
          <Head dir="up" to="settlement" className={cn("absolute top-0 left-1/2 -translate-x-1/2", HEAD_PHONE)} />
        </span>
      </div>
      <span />
      <RoleBox part="Liquidity" wide />
    </div>
  );
}

/** The gutter beside a row of the phone's flow: the payment's line going up. */
function Gutter() {
  return (
    <div className="relative">
      <span className={cn("absolute inset-y-0 right-5 left-0 border-r", PAID_PHONE)} />
    </div>
  );
}

/**
 * An arrowhead, 12 px, its tip on the edge it points to (so a head placed on a part's edge touches it): an open chevron,
 * a step brighter than the lines. `to`: the part it points at (for the tests).
 */
function Head({ dir, to, className }: { dir: "up" | "down" | "left" | "right"; to: string; className?: string }) {
  const turn = { right: "", down: "rotate-90", left: "rotate-180", up: "-rotate-90" }[dir];
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 12 12"
      width="12"
      height="12"
      fill="none"
      className={cn("block shrink-0 overflow-visible text-fg/55", turn, className)}
      data-flow-head={dir}
      data-to={to}
    >
      <path d="M4 1.5 11.25 6 4 10.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The network, the middle part: the Nirvana mark (review round 20: it was the PING coin, the payment's) and its name. */
function NetworkBox() {
  return (
    <div
      className="flex w-full items-center justify-center gap-3 rounded-xl border border-fg/30 bg-surface px-4 py-2.5 md:h-full md:gap-4 md:px-5 md:py-4 lg:px-6 lg:py-5"
      data-flow-node="network"
    >
      <LogoMark tone="mono" className="size-8 shrink-0 text-fg md:size-14" />
      <span className="font-mono text-sm leading-snug text-fg md:max-w-[6rem] md:text-[0.9375rem]">{ecosystem.flow.network}</span>
    </div>
  );
}

/**
 * One part: its glyph, its role and what it does, in a box as wide as its words (`wide`: as wide as its cell). Review round
 * 24: the parts were bare labelled boxes while every other page draws racks, consoles and coins; each now leads with its
 * glyph in the site's line art (`PartGlyph`). On a phone and from lg the glyph stands left of the words (the role over what
 * it does); at md, where the row is tight, over them.
 */
function RoleBox({ part, wide, end, className }: { part: string; wide?: boolean; end?: boolean; className?: string }) {
  return (
    <div
      className={cn(
        wide ? "w-full" : "w-fit",
        // The row's two ends, Supply and Demand, one width (review round 16: Supply was 9 px narrower): at least Demand's,
        // the wider of the two, with its glyph. From lg: at md the room goes to the links between the parts.
        end && "lg:min-w-[16rem]",
        "relative flex min-w-0 items-center gap-3 rounded-lg border border-border bg-surface px-4 py-3 md:flex-col md:items-start md:justify-center md:gap-2 md:px-5 md:py-4 lg:flex-row lg:items-center lg:justify-start lg:gap-4 lg:px-6 lg:py-5",
        className,
      )}
      data-flow-node={part.toLowerCase()}
    >
      <PartGlyph part={part} />
      <div className="min-w-0 space-y-0.5">
        <p className="font-display text-lg leading-tight font-semibold text-fg md:text-xl lg:text-2xl">{part}</p>
        <p className="text-sm text-pretty text-muted md:text-[0.9375rem] md:whitespace-nowrap lg:text-base">{ecosystem.flow.roles[part]}</p>
      </div>
    </div>
  );
}

/**
 * Review round 24: each part's glyph, in the line language of the site's drawings (docs/design.md, "Illustration language":
 * 1.5 px strokes, neutral, no fill but the page's): Supply a rack of GPU servers (Art's `Rack`, small), Demand a terminal
 * with its prompt (an agent or an app calling the network), Settlement the PING coin (the mark itself: payments settle in
 * PING; the drawing's one accent, review round 19), Liquidity a stack of coins in line (the tokens it funds them with).
 */
function PartGlyph({ part }: { part: string }) {
  // The coin in a slot of the other glyphs' width (48 × 40 drawn at their height), so every part's words start on one line.
  if (part === "Settlement")
    return (
      <span className="flex w-[2.4rem] shrink-0 justify-center md:w-[2.7rem] lg:w-12" data-flow-glyph="settlement">
        <PingMark size={40} className="size-8 md:size-9 lg:size-10" />
      </span>
    );
  const body: Record<string, ReactNode> = {
    Supply: (
      <>
        <rect x="8.75" y="2.75" width="30.5" height="34.5" rx="3" />
        {[0, 1, 2].map((u) => (
          <g key={u}>
            <rect x="12.75" y={7.75 + u * 9.5} width="22.5" height="6" rx="1" />
            <path d={`M16 ${10.75 + u * 9.5} h4 M22 ${10.75 + u * 9.5} h4`} strokeOpacity="0.55" />
            <circle cx="31.5" cy={10.75 + u * 9.5} r="1.1" fill="currentColor" stroke="none" />
          </g>
        ))}
      </>
    ),
    Demand: (
      <>
        <rect x="3.75" y="4.75" width="40.5" height="30.5" rx="3" />
        <path d="M3.75 11.75 h40.5" strokeOpacity="0.55" />
        <path d="M10.5 18 l5 4 -5 4" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M19 27 h9" strokeLinecap="round" />
      </>
    ),
    Liquidity: (
      <>
        {[28, 21, 14].map((y) => (
          <g key={y}>
            <path d={`M10 ${y} v5 a14 4.5 0 0 0 28 0 v-5`} fill="var(--color-surface)" />
            <ellipse cx="24" cy={y} rx="14" ry="4.5" fill="var(--color-surface)" />
          </g>
        ))}
        <ellipse cx="24" cy="14" rx="7" ry="2" strokeOpacity="0.55" />
      </>
    ),
  };
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 48 40"
      width="48"
      height="40"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      className="h-8 w-auto shrink-0 text-fg/70 md:h-9 lg:h-10"
      data-flow-glyph={part.toLowerCase()}
    >
      {body[part]}
    </svg>
  );
}

/** From md, the link between two parts of the first row: its label over a line from one part's edge to the next's. */
function WideLink({ label, to }: { label: string; to: string }) {
  return (
    <div className="flex flex-col justify-center gap-1.5 font-mono text-sm text-muted lg:text-[0.9375rem]">
      <span className="px-3 text-center">{label}</span>
      <span className="relative h-3">
        <span className={cn("absolute inset-x-0 top-1/2 border-t", SOLID)} />
        <Head dir="right" to={to} className="absolute top-0 right-0" />
      </span>
    </div>
  );
}

/** On a phone, the link between two parts: a line down the column's middle, its label on it, its head on the next part. */
function PhoneLink({ label, to, paid }: { label: string; to: string; paid?: boolean }) {
  const line = paid ? PAID_PHONE : SOLID;
  return (
    <div className={cn("flex flex-col items-center font-mono text-sm", paid ? "text-fg/85" : "text-muted")}>
      <span className={cn("h-2 border-l", line)} />
      <span className="inline-flex items-center gap-1.5 px-2 leading-5 whitespace-nowrap" data-flow-payment={paid ? "" : undefined}>
        {label}
      </span>
      <span className={cn("relative h-3.5 border-l", line)}>
        <Head dir="down" to={to} className={cn("absolute bottom-0 left-1/2 -translate-x-1/2", paid && HEAD_PHONE)} />
      </span>
    </div>
  );
}
