import { paymentSequence, type SequenceMessage } from "../../content/x402-sequence.ts";
import { cn } from "../ui/cn.ts";

const tone = { fg: "text-fg", accent: "text-accent", "accent-2": "text-accent-2" } as const;
const stroke = { fg: "border-muted", accent: "border-accent", "accent-2": "border-accent-2" } as const;

/**
 * The x402 payment as a sequence diagram in HTML/CSS (no script): two lifelines, the agent's
 * requests as arrows to the right, the sandbox's answers as arrows to the left. The figures come
 * from src/content/x402-sequence.ts, itself built from the sandbox's configuration. Screen readers
 * read an ordered list, each step prefixed with who sends it to whom.
 */
export function PaymentSequence({ className }: { className?: string }) {
  const s = paymentSequence;
  return (
    <figure
      data-x402-sequence=""
      className={cn("overflow-hidden rounded-card border border-border bg-surface shadow-2xl shadow-black/60", className)}
    >
      <div className="flex items-start justify-between gap-4 border-b border-border px-4 pt-4 pb-3 sm:px-6" aria-hidden="true">
        <Actor>{s.actors.agent}</Actor>
        <Actor>{s.actors.server}</Actor>
      </div>
      <div className="relative px-4 py-5 sm:px-6">
        <span
          aria-hidden="true"
          className="absolute inset-y-0 left-[calc(1rem+3.5rem)] border-l border-dashed border-border sm:left-[calc(1.5rem+5rem)]"
        />
        <span
          aria-hidden="true"
          className="absolute inset-y-0 right-[calc(1rem+3.5rem)] border-l border-dashed border-border sm:right-[calc(1.5rem+5rem)]"
        />
        <ol className="relative space-y-5">
          {s.messages.map((m, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed sequence: the position is the step number
            <Message key={i} message={m} step={i + 1} />
          ))}
        </ol>
      </div>
      <figcaption className="border-t border-border px-4 py-3 text-xs text-muted sm:px-6">{s.caption}</figcaption>
    </figure>
  );
}

function Actor({ children }: { children: string }) {
  return (
    <span className="grid min-h-10 w-28 place-items-center sm:w-40 rounded-lg border border-border bg-surface-2 px-2 py-1.5 text-center font-mono text-xs leading-tight text-fg">
      {children}
    </span>
  );
}

function Message({ message: m, step }: { message: SequenceMessage; step: number }) {
  const { agent, server } = paymentSequence.actors;
  const who = m.dir === "request" ? `${agent} to ${server}` : m.dir === "response" ? `${server} to ${agent}` : agent;
  return (
    <li data-sequence-step={m.dir} className="relative mx-14 sm:mx-20">
      <div
        className={cn(
          "relative z-10 space-y-0.5 font-mono text-xs leading-snug",
          m.dir === "self" ? "ml-3 w-fit rounded-md border border-border bg-surface-2 px-3 py-2" : "px-2",
        )}
      >
        <p className={cn("font-semibold [overflow-wrap:anywhere]", tone[m.tone])}>
          <span aria-hidden="true" className="mr-2 text-muted">
            {String(step).padStart(2, "0")}
          </span>
          <span className="sr-only">{who}: </span>
          {m.head}
        </p>
        {m.lines.map((line) => (
          <p key={line} className="text-muted [overflow-wrap:anywhere]">
            {line}
          </p>
        ))}
      </div>
      {m.dir !== "self" && <Arrow dir={m.dir} className={stroke[m.tone]} />}
    </li>
  );
}

function Arrow({ dir, className }: { dir: "request" | "response"; className: string }) {
  return (
    <div aria-hidden="true" className={cn("relative mt-2 h-0 border-t-2", className)}>
      <span
        className={cn(
          "absolute -top-[5px] size-2 rotate-45",
          className,
          dir === "request" ? "right-0 border-t-2 border-r-2" : "left-0 border-b-2 border-l-2",
        )}
      />
    </div>
  );
}
