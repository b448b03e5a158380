import { ArrowLeft, ArrowLeftRight, ArrowRight, PenLine } from "lucide-react";
import { paymentSequence, type SequenceMessage } from "../../content/x402-sequence.ts";
import { cn } from "../ui/cn.ts";

const TONE = { fg: "text-fg", accent: "text-accent" } as const;

/**
 * The x402 payment exchange, the one drawing of it on the site (Home's x402 section,
 * /x402-documentation's payments): the sandbox's real messages on one numbered rail, each step headed
 * by who sends it to whom (an arrow icon, not a text glyph), then the message in code type and what it
 * carries. The last step, the 200 with the (simulated) settlement, is the one lit point. HTML and CSS, no
 * script; an ordered list for screen readers, each step prefixed with its sender and receiver. The
 * figures come from src/content/x402-sequence.ts, itself built from the sandbox's configuration.
 *
 * `lanes` (opt-in, the documentation's wide column): from `lg` the same list is drawn as a sequence
 * diagram, the agent's and the sandbox's lifelines at either side, each message an arrow across the
 * figure from sender to receiver, the signing a box on the agent's own line; below `lg` it is the rail.
 * Home's figure (a narrow column) keeps the rail at every width.
 */
export function PaymentExchange({
  className,
  elevated = false,
  lanes = false,
}: {
  className?: string;
  elevated?: boolean;
  lanes?: boolean;
}) {
  const s = paymentSequence;
  return (
    <figure
      data-x402-exchange=""
      data-lanes={lanes ? "" : undefined}
      className={cn(
        "flex flex-col overflow-hidden rounded-card border border-border bg-surface",
        elevated && "shadow-2xl shadow-black/60",
        className,
      )}
    >
      <div className="flex items-center gap-3 border-b border-border px-4 py-3 font-mono text-xs text-muted sm:px-6">
        {/* A diagram, not a window: one live dot (the sandbox answers now), no title-bar dots. */}
        <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-accent" />
        {/* Review round 22: with lanes, from lg, the lifelines' heads name the parties 50 px below: the bar says only where
            the exchange runs there (the parties stay for screen readers). Home (no lanes) keeps both. */}
        <span
          className={cn("flex min-w-0 flex-1 items-center gap-2 text-fg", lanes && "lg:sr-only")}
          data-exchange-parties={lanes ? "" : undefined}
        >
          {s.actors.agent}
          <ArrowLeftRight className="size-3.5 shrink-0 text-muted" aria-hidden="true" />
          <span className="sr-only">and</span>
          {s.actors.server}
        </span>
        <span className={cn("hidden shrink-0 sm:inline", lanes && "lg:flex-1")} data-exchange-network={lanes ? "" : undefined}>
          {s.network}
        </span>
      </div>
      {lanes && (
        // The lifelines' heads (the title bar names the parties for screen readers).
        <div aria-hidden="true" className="hidden grid-cols-[10rem_minmax(0,1fr)_10rem] px-6 pt-6 font-mono text-xs lg:grid">
          <span className="justify-self-center rounded-md border border-border bg-bg px-2.5 py-1.5 text-[11px] whitespace-nowrap text-fg">
            {s.actors.agent}
          </span>
          <span />
          <span className="justify-self-center rounded-md border border-border bg-bg px-2.5 py-1.5 text-[11px] whitespace-nowrap text-fg">
            {s.actors.server}
          </span>
        </div>
      )}
      {/* The rail the numbered steps sit on (a pseudo-element: an ol holds only its items), from the first ring to the last;
          with lanes, from lg, the two lifelines (before: the agent's, after: the sandbox's) under their heads. */}
      <ol
        className={cn(
          "relative flex flex-1 flex-col justify-between gap-5 px-4 py-5 before:absolute before:top-8 before:bottom-8 before:left-[calc(1rem+0.8125rem)] before:border-l before:border-dashed before:border-border sm:px-6 sm:py-6 sm:before:left-[calc(1.5rem+0.8125rem)]",
          lanes &&
            "lg:gap-7 lg:pt-7 lg:pb-8 lg:before:top-0 lg:before:bottom-0 lg:before:left-[calc(1.5rem+5rem)] lg:after:absolute lg:after:top-0 lg:after:right-[calc(1.5rem+5rem)] lg:after:bottom-0 lg:after:border-l lg:after:border-dashed lg:after:border-border",
        )}
      >
        {s.messages.map((m, i) => (
          <Step key={m.phase} message={m} step={i + 1} last={i === s.messages.length - 1} lanes={lanes} />
        ))}
      </ol>
      {/* 13 px (review round 18: at 12 px the caption read as fine print under the diagram). */}
      <figcaption className="border-t border-border px-4 py-3 text-[13px] leading-relaxed text-muted sm:px-6">{s.caption}</figcaption>
    </figure>
  );
}

function Step({ message: m, step, last, lanes }: { message: SequenceMessage; step: number; last: boolean; lanes: boolean }) {
  const { actors, parties } = paymentSequence;
  const who =
    m.dir === "request"
      ? `${actors.agent} to ${actors.server}`
      : m.dir === "response"
        ? `${actors.server} to ${actors.agent}`
        : actors.agent;
  const self = m.dir === "self";
  return (
    <li
      data-exchange-step={m.phase}
      data-direction={m.dir}
      className={cn(
        "relative grid grid-cols-[1.625rem_minmax(0,1fr)] gap-x-3 last:after:absolute last:after:top-[1.625rem] last:after:bottom-0 last:after:left-[calc(0.8125rem-2px)] last:after:w-[5px] last:after:bg-surface sm:gap-x-4",
        lanes && "lg:grid-cols-[10rem_minmax(0,1fr)_10rem] lg:gap-x-0 lg:last:after:hidden",
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "relative grid size-[1.625rem] place-items-center rounded-full border font-mono text-[11px]",
          last ? "border-accent bg-accent text-accent-fg" : "border-border bg-surface text-muted",
        )}
      >
        {String(step).padStart(2, "0")}
      </span>
      <div
        className={cn(
          "min-w-0 space-y-1 pt-0.5 font-mono",
          // The signing happens on the agent's own line: a box that sits on its lifeline.
          // Each message's text starts (a request) or ends (an answer) 1.5 rem from its sender's lifeline, over its arrow
          // (review round 14: inset 6.5 rem, the labels floated in the middle, away from the lines they name).
          lanes && !self && "lg:-mx-16 lg:px-2",
          lanes && self && "relative lg:-ml-20 lg:w-fit lg:rounded-lg lg:border lg:border-border lg:bg-bg lg:px-4 lg:py-3",
        )}
      >
        <p
          className={cn("flex items-center gap-1.5 text-[11px] tracking-[0.14em] text-muted uppercase", lanes && !self && "lg:hidden")}
          aria-hidden="true"
        >
          {self ? (
            <>
              <PenLine className="size-3" />
              {parties.self}
            </>
          ) : m.dir === "request" ? (
            <>
              {parties.agent}
              <ArrowRight className="size-3" />
              {parties.server}
            </>
          ) : (
            <>
              {parties.agent}
              <ArrowLeft className="size-3" />
              {parties.server}
            </>
          )}
        </p>
        <p className={cn("text-sm font-semibold [overflow-wrap:anywhere]", TONE[m.tone], lanes && m.dir === "response" && "lg:text-right")}>
          <span className="sr-only">{who}: </span>
          {m.head}
        </p>
        {lanes && !self && <MessageArrow dir={m.dir} lit={last} />}
        {m.lines.map((line) => (
          <p
            key={line}
            className={cn("text-xs leading-relaxed text-muted [overflow-wrap:anywhere]", lanes && m.dir === "response" && "lg:text-right")}
          >
            {line}
          </p>
        ))}
      </div>
    </li>
  );
}

/** From lg, in the lanes drawing: the message as an arrow from the sender's lifeline to the receiver's (1.5 rem out each side: the text's inset from the lifeline). */
function MessageArrow({ dir, lit }: { dir: SequenceMessage["dir"]; lit: boolean }) {
  const Head = dir === "request" ? ArrowRight : ArrowLeft;
  return (
    <span aria-hidden="true" className="relative -mx-6 my-2.5 hidden h-4 lg:block" data-message-arrow="">
      <span className={cn("absolute inset-x-0 top-1/2 h-px", lit ? "bg-accent" : "bg-fg/40")} />
      <span
        className={cn(
          "absolute top-1/2 size-1.5 -translate-y-1/2 rounded-full",
          lit ? "bg-accent" : "bg-fg/60",
          dir === "request" ? "-left-[3px]" : "-right-[3px]",
        )}
      />
      <Head className={cn("absolute top-0 size-4", lit ? "text-accent" : "text-fg/70", dir === "request" ? "-right-1" : "-left-1")} />
    </span>
  );
}
