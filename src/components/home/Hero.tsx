import { ArrowRight, Server } from "lucide-react";
import { hero } from "../../content/home.ts";
import { ButtonLink } from "../ui/Button.tsx";
import { cn } from "../ui/cn.ts";
import { Container } from "../ui/Section.tsx";

/** Lit cells of the decorative GPU rack (a fixed pattern, so every build renders the same). */
const LIT = new Set([1, 4, 5, 9, 12, 14, 18, 19, 22, 27, 29, 30, 33, 36, 38, 41, 43, 46]);
const PULSE = new Set([5, 19, 30, 41]);

export function Hero() {
  return (
    <section aria-labelledby="hero-title" data-home-section="hero" className="relative isolate overflow-hidden border-b border-border/60">
      <div aria-hidden="true" className="bg-grid absolute inset-0 -z-10" />
      <div aria-hidden="true" className="absolute -top-40 left-1/2 -z-10 h-[32rem] w-[60rem] -translate-x-1/2 rounded-full bg-accent/10 blur-3xl" />
      <div aria-hidden="true" className="absolute right-[-10rem] bottom-[-12rem] -z-10 h-[26rem] w-[26rem] rounded-full bg-accent-2/15 blur-3xl" />
      <Container className="grid grid-cols-1 items-center gap-14 py-16 sm:py-24 lg:grid-cols-[1.15fr_0.85fr] lg:py-32">
        <div className="space-y-8">
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-surface/80 px-3 py-1 font-mono text-xs text-muted">
            <span aria-hidden="true" className="size-2 rounded-full bg-success" />
            {hero.eyebrow}
          </p>
          <h1 id="hero-title" className="font-display text-4xl leading-[1.05] font-bold text-fg sm:text-6xl lg:text-7xl">
            {hero.titleLead} <span className="text-gradient">{hero.titleAccent}</span>
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-muted">{hero.lead}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <ButtonLink href={hero.primary.href} size="lg">
              {hero.primary.label}
              <ArrowRight className="size-4" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink href={hero.secondary.href} size="lg" variant="secondary">
              <Server className="size-4" aria-hidden="true" />
              {hero.secondary.label}
            </ButtonLink>
          </div>
        </div>
        <HeroConsole />
      </Container>
    </section>
  );
}

/** A decorative "network status" console: a rack of GPU cells and a few readouts. */
function HeroConsole() {
  const { console: c } = hero;
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div className="bg-gradient-accent absolute -inset-px rounded-[calc(var(--radius-card)+1px)] opacity-40" />
      <div className="relative rounded-card bg-surface p-5 shadow-2xl shadow-black/60 sm:p-6">
        <div className="flex items-center justify-between border-b border-border pb-4">
          <div className="flex gap-1.5">
            <span className="size-2.5 rounded-full bg-border" />
            <span className="size-2.5 rounded-full bg-border" />
            <span className="size-2.5 rounded-full bg-border" />
          </div>
          <span className="font-mono text-xs text-muted">{c.title}</span>
        </div>
        <div className="grid grid-cols-8 gap-1.5 py-5 sm:gap-2">
          {Array.from({ length: 48 }, (_, i) => (
            <span
              key={i}
              className={cn(
                "aspect-square rounded-[3px] border",
                LIT.has(i) ? "border-accent/60 bg-accent/25" : "border-border bg-surface-2",
                i % 7 === 3 && !LIT.has(i) && "border-accent-2/50 bg-accent-2/20",
                PULSE.has(i) && "animate-pulse",
              )}
            />
          ))}
        </div>
        <dl className="space-y-2 font-mono text-xs sm:text-sm">
          {c.rows.map(([k, v]) => (
            <div key={k} className="flex justify-between gap-4 border-b border-dashed border-border/70 pb-2">
              <dt className="text-muted">{k}</dt>
              <dd className="text-fg">{v}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 truncate rounded-lg bg-surface-2 px-3 py-2 font-mono text-xs text-accent">▸ {c.footer}</p>
      </div>
    </div>
  );
}
