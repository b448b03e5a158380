import { BookOpen } from "lucide-react";
import { x402Page } from "../../content/x402.ts";
import { SplitHero } from "../ui/Section.tsx";
import { cn } from "../ui/cn.ts";

const lineStyle = {
  req: "text-muted",
  res: "text-accent-2",
  ok: "text-accent",
} as const;

/** /x402-integration hero: h1, actions and an illustrative 402 exchange. */
export function X402Hero() {
  const { title, actions } = x402Page;
  return (
    <SplitHero
      eyebrow={x402Page.eyebrow}
      title={title}
      lead={x402Page.lead}
      primary={actions.primary}
      secondary={actions.secondary}
      secondaryIcon={<BookOpen className="size-4" aria-hidden="true" />}
      columnsClass="lg:grid-cols-[1.15fr_1fr]"
      glowClass="-top-40 left-1/3 h-[28rem] w-[48rem] bg-accent/10"
    >
        <figure className="overflow-hidden rounded-card border border-border bg-surface shadow-2xl shadow-black/60">
          <div className="flex items-center gap-1.5 border-b border-border px-4 py-3" aria-hidden="true">
            <span className="size-2.5 rounded-full bg-border" />
            <span className="size-2.5 rounded-full bg-border" />
            <span className="size-2.5 rounded-full bg-accent/70" />
          </div>
          <ol className="space-y-3 p-5 font-mono text-xs leading-relaxed sm:p-6 sm:text-sm">
            {x402Page.exchange.map((line, i) => (
              <li key={i} className={cn("flex gap-3", lineStyle[line.kind])}>
                <span aria-hidden="true" className="shrink-0 text-muted">{line.kind === "req" ? "→" : "←"}</span>
                <span className="[overflow-wrap:anywhere]">{line.text}</span>
              </li>
            ))}
          </ol>
          <figcaption className="border-t border-border px-5 py-3 text-xs text-muted sm:px-6">{x402Page.exchangeLabel}</figcaption>
        </figure>
    </SplitHero>
  );
}
