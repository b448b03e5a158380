import { ArrowLeft, ArrowLeftRight, ArrowRight, PenLine } from "lucide-react";
import { paymentSequence, type SequenceMessage } from "../../content/x402-sequence.ts";
import { cn } from "../ui/cn.ts";

const TONE = { fg: "text-fg", accent: "text-accent", "accent-2": "text-accent-2" } as const;

/**
 * The x402 payment exchange, the one drawing of it on the site (Home's x402 section, the
 * /x402-integration hero, /x402-documentation's payments): the sandbox's real messages on one
 * numbered rail, each step headed by who sends it to whom (an arrow icon, not a text glyph), then
 * the message in code type and what it carries. The last step, the 200 with the settled payment,
 * is the one lit point. HTML and CSS, no script; an ordered list for screen readers, each step
 * prefixed with its sender and receiver. The figures come from src/content/x402-sequence.ts,
 * itself built from the sandbox's configuration.
 */
export function PaymentExchange({ className, elevated = false }: { className?: string; elevated?: boolean }) {
  const s = paymentSequence;
  return (
    <figure
      data-x402-exchange=""
      className={cn(
        "flex flex-col overflow-hidden rounded-card border border-border bg-surface",
        elevated && "shadow-2xl shadow-black/60",
        className,
      )}
    >
      <div className="flex items-center gap-3 border-b border-border px-4 py-3 font-mono text-xs text-muted sm:px-6">
        {/* A diagram, not a window: one live dot (the sandbox answers now), no title-bar dots. */}
        <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-accent" />
        <span className="flex min-w-0 flex-1 items-center gap-2 text-fg">
          {s.actors.agent}
          <ArrowLeftRight className="size-3.5 shrink-0 text-muted" aria-hidden="true" />
          <span className="sr-only">and</span>
          {s.actors.server}
        </span>
        <span className="hidden shrink-0 sm:inline">{s.network}</span>
      </div>
      {/* The rail the numbered steps sit on (a pseudo-element: an ol holds only its items), from the first ring to the last. */}
      <ol className="relative flex flex-1 flex-col justify-between gap-5 px-4 py-5 before:absolute before:top-8 before:bottom-8 before:left-[calc(1rem+0.8125rem)] before:border-l before:border-dashed before:border-border sm:px-6 sm:py-6 sm:before:left-[calc(1.5rem+0.8125rem)]">
        {s.messages.map((m, i) => (
          <Step key={m.phase} message={m} step={i + 1} last={i === s.messages.length - 1} />
        ))}
      </ol>
      <figcaption className="border-t border-border px-4 py-3 text-xs leading-relaxed text-muted sm:px-6">{s.caption}</figcaption>
    </figure>
  );
}

function Step({ message: m, step, last }: { message: SequenceMessage; step: number; last: boolean }) {
  const { actors, parties } = paymentSequence;
  const who =
    m.dir === "request"
      ? `${actors.agent} to ${actors.server}`
      : m.dir === "response"
        ? `${actors.server} to ${actors.agent}`
        : actors.agent;
  return (
    <li
      data-exchange-step={m.phase}
      data-direction={m.dir}
      className="relative grid grid-cols-[1.625rem_minmax(0,1fr)] gap-x-3 last:after:absolute last:after:top-[1.625rem] last:after:bottom-0 last:after:left-[calc(0.8125rem-2px)] last:after:w-[5px] last:after:bg-surface sm:gap-x-4"
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
      <div className="min-w-0 space-y-1 pt-0.5 font-mono">
        <p className="flex items-center gap-1.5 text-[11px] tracking-[0.14em] text-muted uppercase" aria-hidden="true">
          {m.dir === "self" ? (
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
        <p className={cn("text-sm font-semibold [overflow-wrap:anywhere]", TONE[m.tone])}>
          <span className="sr-only">{who}: </span>
          {m.head}
        </p>
        {m.lines.map((line) => (
          <p key={line} className="text-xs leading-relaxed text-muted [overflow-wrap:anywhere]">
            {line}
          </p>
        ))}
      </div>
    </li>
  );
}
