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
          <dt className="row-start-2 text-sm text-muted">{s.label}</dt>
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
    <div id={s.id} className={cn(cardClass(), "p-6 sm:p-8", step === "wallet" && "lg:sticky lg:top-24")}>
      <div className="flex items-start gap-4">
        <span className="text-gradient font-mono text-sm font-semibold">{s.step}</span>
        <div className="space-y-1">
          <h3 className="font-display text-xl font-semibold text-fg">{s.heading}</h3>
          <p className="text-sm text-muted">{s.text}</p>
        </div>
      </div>
      <div
        className={cn("mt-6 empty:rounded-xl empty:border empty:border-border/70 empty:bg-bg/50", step === "wallet" ? "empty:min-h-56" : "empty:min-h-[28rem]")}
      >
        {children}
      </div>
    </div>
  );
}
