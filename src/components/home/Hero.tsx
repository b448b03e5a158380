import { ArrowRight, Server } from "lucide-react";
import { hero } from "../../content/home.ts";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { networkMap } from "../../content/network.ts";
import { WindowDots } from "../ui/WindowDots.tsx";
import { Container } from "../ui/Container.tsx";
import { Legend } from "../art/Legend.tsx";
import { NetworkMap } from "./NetworkMap.tsx";

export function Hero() {
  return (
    <section aria-labelledby="hero-title" data-home-section="hero" className="relative isolate overflow-hidden border-b border-border/60">
      <div aria-hidden="true" className="bg-grid absolute inset-0 -z-10" />
      {/* On a phone the hero is set tighter (smaller lead, closer spacing, the console's bar one short row) so the
          network map is whole on the first screen (375 × 812), under the two actions (review round 26: 16 px between
          the blocks, 24 px above the chip, to make room for the bar's "Example" tag). */}
      <Container className="grid grid-cols-1 items-center gap-4 pt-6 pb-12 sm:gap-14 sm:py-24 lg:grid-cols-[1.05fr_1fr] lg:py-32">
        <div className="space-y-4 sm:space-y-8">
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-surface/80 px-3 py-1 font-mono text-xs text-muted">
            <span aria-hidden="true" className="size-2 rounded-full bg-success" />
            {hero.eyebrow}
          </p>
          <h1 id="hero-title" className="font-display text-4xl leading-[1.05] font-bold text-fg sm:text-6xl lg:text-7xl">
            {hero.titleLead} <span className="text-muted">{hero.titleAccent}</span>
          </h1>
          <p className="max-w-xl text-base leading-relaxed text-pretty text-muted sm:text-lg">{hero.lead}</p>
          <div className="flex flex-col gap-3 pt-1 sm:flex-row sm:pt-0">
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

/**
 * The "network status" console: the network map (built from src/content/network.ts, an image with
 * its own name) above a decorative job readout (hidden from screen readers), an example its bar labels as one.
 */
function HeroConsole() {
  const { console: c } = hero;
  return (
    <div className="relative mx-auto w-full max-w-xl lg:max-w-none">
      <div className="relative rounded-card border border-border bg-surface p-4 shadow-2xl shadow-black/60 sm:p-6">
        {/* Review round 26: the bar says the readout is an example ("Example", a plain outlined tag before the path), at every
            width: on a phone the bar is one short row (no window dots), the map still whole on the first screen. */}
        <div aria-hidden="true" className="flex items-center justify-between gap-3 border-b border-border pb-2 sm:pb-4" data-console-bar="">
          <span className="max-sm:hidden">
            <WindowDots />
          </span>
          <span className="flex items-center gap-3 font-mono text-xs text-muted max-sm:w-full max-sm:justify-between">
            <span className="rounded-sm border border-border px-1.5 py-px tracking-[0.12em] uppercase" data-console-example="">
              {c.exampleLabel}
            </span>
            {c.title}
          </span>
        </div>
        <NetworkMap className="mt-2.5 mb-4 sm:mt-4" />
        <Legend
          className="mb-4"
          items={[
            { swatch: "size-2 rounded-full bg-accent", label: networkMap.legend.point },
            { swatch: "h-0 w-4 border-t-2 border-dashed border-accent-2", label: networkMap.legend.arc },
          ]}
        />
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a decorative job readout holding only text: nothing in it can take focus */}
        <dl aria-hidden="true" className="space-y-2 font-mono text-xs sm:text-sm">
          {c.rows.map(([k, v]) => (
            <div key={k} className="flex justify-between gap-4 border-b border-dashed border-border/70 pb-2">
              <dt className="text-muted">{k}</dt>
              <dd className="text-fg">{v}</dd>
            </div>
          ))}
        </dl>
        <p aria-hidden="true" className="mt-4 rounded-lg bg-surface-2 px-3 py-2 font-mono text-xs text-accent">
          {/* Each phrase kept whole: on a phone the line breaks at a "·", never inside a phrase. */}▸{" "}
          {c.footer.split(" · ").flatMap((phrase, i) => [
            i > 0 ? " · " : null,
            <span key={phrase} className="whitespace-nowrap">
              {phrase}
            </span>,
          ])}
        </p>
      </div>
    </div>
  );
}
