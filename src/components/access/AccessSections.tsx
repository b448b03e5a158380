import type { ReactNode } from "react";
import { accessPage } from "../../content/access.ts";
import { Container, SectionHeading, SplitHero, cardClass } from "../ui/Section.tsx";
import { cn } from "../ui/cn.ts";
import { HeroVideo } from "./HeroVideo.tsx";

/** /access-compute hero: the page's h1, actions, the key numbers and the hero video. */
export function AccessHero() {
  const { title, actions } = accessPage;
  const stats = (
    <dl className="grid grid-cols-3 gap-4 border-t border-border/70 pt-6">
      {accessPage.stats.map((s) => (
        <div key={s.label} className="row-span-2 grid grid-rows-subgrid gap-1" data-stat>
          <dt className="row-start-2 text-xs text-muted sm:text-sm">{s.label}</dt>
          <dd className="row-start-1 self-end font-display text-2xl font-bold text-fg sm:text-3xl">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
  return (
    <SplitHero
      eyebrow={accessPage.eyebrow}
      title={title}
      lead={accessPage.lead}
      primary={actions.primary}
      secondary={actions.secondary}
      footer={stats}
      columnsClass="lg:grid-cols-[1fr_1.1fr]"
      glowClass="-top-48 right-0 h-[30rem] w-[44rem] bg-accent-2/10"
    >
      <HeroVideo />
    </SplitHero>
  );
}

/** The request section; its children are the two steps (wallet panel, request form). */
export function AccessRequest({ children }: { children?: ReactNode }) {
  const { request } = accessPage;
  return (
    <section id={request.id} aria-labelledby="request-title" className="py-16 sm:py-24">
      <Container className="space-y-10">
        <SectionHeading id="request-title" eyebrow={request.eyebrow} title={request.heading} lead={request.lead} />
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[2fr_3fr] [&>astro-static-slot]:contents">{children}</div>
      </Container>
    </section>
  );
}

/** One step card with its island: `wallet` (the wallet panel) or `form` (the request form). */
export function RequestStep({ step, children }: { step: "wallet" | "form"; children?: ReactNode }) {
  const s = accessPage.request[step];
  return (
    <div id={s.id} className={cn(cardClass(), "p-6 sm:p-8")}>
      <div className="flex items-start gap-4">
        <span className="font-mono text-sm font-semibold text-accent">{s.step}</span>
        <div className="space-y-1">
          <h3 className="font-display text-xl font-semibold text-fg">{s.heading}</h3>
          <p className="text-sm text-muted">{s.text}</p>
        </div>
      </div>
      <div
        className={cn(
          "mt-6 empty:rounded-xl empty:border empty:border-border/70 empty:bg-bg/50",
          step === "wallet" ? "empty:min-h-56" : "empty:min-h-[28rem]",
        )}
      >
        {children}
      </div>
    </div>
  );
}

/**
 * The column beside the form: the wallet step, then what happens after submitting. On wide layouts
 * it stays in view below the sticky header (--header-height) while the long form scrolls. On narrow
 * layouts the column dissolves into the grid and "After you submit" follows the form.
 */
export function RequestAside({ children }: { children?: ReactNode }) {
  return (
    <div
      data-request-aside=""
      className="max-lg:contents lg:sticky lg:space-y-6 lg:top-[calc(var(--header-height)+1.5rem)] [&>astro-static-slot]:contents"
    >
      {children}
      <AfterSubmit />
    </div>
  );
}

function AfterSubmit() {
  const { after } = accessPage.request;
  return (
    <div className="order-last px-2 sm:px-4 lg:order-none" data-after-submit="">
      <h3 className="font-display text-lg font-semibold text-fg">{after.heading}</h3>
      <ol className="mt-4 space-y-4 border-l border-border pl-5">
        {after.steps.map((s) => (
          <li key={s.title} className="relative">
            <span aria-hidden="true" className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full bg-accent ring-4 ring-bg" />
            <p className="font-medium text-fg">{s.title}</p>
            <p className="text-sm leading-relaxed text-muted">{s.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
