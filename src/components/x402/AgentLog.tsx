import { x402Page } from "../../content/x402.ts";
import { paymentSequence } from "../../content/x402-sequence.ts";
import { cn } from "../ui/cn.ts";

const tone = { fg: "text-fg", accent: "text-accent", "accent-2": "text-accent-2" } as const;

/**
 * /x402-integration's hero: one payment as the agent sees it, a terminal log on a timeline
 * (request → 402 → pay → retry → 200), each step tagged by its phase. The same exchange as the
 * documentation's sequence diagram (`paymentSequence`, built from the sandbox's configuration:
 * its real price, network and payTo), drawn from the agent's side instead of between two lifelines.
 * HTML and CSS, no script; an ordered list for screen readers.
 */
export function AgentLog({ className }: { className?: string }) {
  const { agentLog } = x402Page;
  const s = paymentSequence;
  return (
    <figure
      data-x402-agent-log=""
      className={cn("overflow-hidden rounded-card border border-border bg-bg shadow-2xl shadow-black/60", className)}
    >
      <figcaption className="flex items-center justify-between gap-3 border-b border-border bg-surface px-5 py-3 font-mono text-xs text-muted">
        <span className="flex gap-1.5" aria-hidden="true">
          <span className="size-2 rounded-full bg-border" />
          <span className="size-2 rounded-full bg-border" />
          <span className="size-2 rounded-full bg-accent/70" />
        </span>
        <span className="min-w-0 text-right">{agentLog.caption}</span>
      </figcaption>
      <div className="space-y-4 p-5 font-mono text-[13px] leading-relaxed sm:p-6">
        <p className="text-fg">
          <span aria-hidden="true" className="text-accent">
            ${" "}
          </span>
          {agentLog.command}
        </p>
        <div className="relative">
          <span aria-hidden="true" className="absolute top-2 bottom-2 left-[5px] border-l border-dashed border-border" />
          <ol className="relative space-y-4">
            {/* On a phone each phase sits over its lines (one column of text); from `sm` in a column of its own. */}
            {s.messages.map((m, i) => {
              const last = i === s.messages.length - 1;
              return (
                <li
                  key={agentLog.phases[i]}
                  data-log-step={agentLog.phases[i]}
                  className="relative grid grid-cols-[0.75rem_minmax(0,1fr)] gap-x-3 sm:grid-cols-[0.75rem_4.5rem_minmax(0,1fr)]"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      "relative mt-[7px] size-[11px] rounded-full border",
                      last ? "border-accent bg-accent" : "border-muted bg-bg",
                    )}
                  />
                  <span className="pt-px text-xs tracking-[0.12em] text-muted uppercase">{agentLog.phases[i]}</span>
                  <div className="col-start-2 min-w-0 sm:col-start-3">
                    <p className={cn("font-semibold [overflow-wrap:anywhere]", tone[m.tone])}>{m.head}</p>
                    {m.lines.map((line) => (
                      <p key={line} className="text-xs text-muted [overflow-wrap:anywhere]">
                        {line}
                      </p>
                    ))}
                  </div>
                </li>
              );
            })}
          </ol>
        </div>
      </div>
    </figure>
  );
}
