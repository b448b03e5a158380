import { ArrowRight, BookOpen } from "lucide-react";
import { paymentMethods, x402Page, type X402Item } from "../../content/x402.ts";
import { Container, SectionHeading, cardClass } from "../ui/Section.tsx";
import { ButtonLink } from "../ui/Button.tsx";
import { cn } from "../ui/cn.ts";
import { TokenMark } from "../brand/BrandLogo.tsx";
import { iconTileClass } from "../ui/IconTile.tsx";

/** Connect wallet, select resources, instant access. */
export function X402Steps() {
  const { steps } = x402Page;
  return (
    <section id={steps.id} aria-labelledby="steps-title" className="py-16 sm:py-24">
      <Container className="space-y-10">
        <SectionHeading id="steps-title" eyebrow={steps.eyebrow} title={steps.heading} />
        <ol className="grid grid-cols-1 gap-5 md:grid-cols-3">
          {steps.items.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className={cn(cardClass(), "relative space-y-4 p-6 sm:p-8")}>
              <div className="flex items-center justify-between">
                <span aria-hidden="true" className={iconTileClass("lg")}>
                  <Icon className="size-6" />
                </span>
                <span className="font-mono text-sm text-muted">{steps.label(i + 1)}</span>
              </div>
              <h3 className="font-display text-xl font-semibold text-fg">{title}</h3>
              <p className="leading-relaxed text-muted">{text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

export function X402Benefits() {
  const { benefits } = x402Page;
  return (
    <section id={benefits.id} aria-labelledby="benefits-title" className="border-y border-border/60 bg-surface/40 py-16 sm:py-24">
      <Container className="space-y-10">
        <SectionHeading id="benefits-title" eyebrow={benefits.eyebrow} title={benefits.heading} />
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.items.map((item) => (
            <BenefitCard key={item.title} item={item} />
          ))}
        </ul>
      </Container>
    </section>
  );
}

function BenefitCard({ item: { icon: Icon, title, text } }: { item: X402Item }) {
  return (
    <li className={cn(cardClass(), "flex gap-4 p-5 sm:flex-col sm:gap-3 sm:p-6")}>
      <span aria-hidden="true" className={iconTileClass("md")}>
        <Icon className="size-5" />
      </span>
      <div className="space-y-1 sm:space-y-3">
        <h3 className="font-display text-lg font-semibold text-fg">{title}</h3>
        <p className="text-sm leading-relaxed text-muted">{text}</p>
      </div>
    </li>
  );
}

/** PING token, SUI, ETH, USDC. */
export function PaymentMethods() {
  const { payments } = x402Page;
  return (
    <section id={payments.id} aria-labelledby="payments-title" className="py-16 sm:py-24">
      <Container className="space-y-10">
        <SectionHeading id="payments-title" eyebrow={payments.eyebrow} title={payments.heading} />
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {paymentMethods.map((m) => (
            <li
              key={m.symbol}
              className={cn(cardClass(), "flex flex-col gap-4 p-5 sm:p-6", m.featured && "border-accent/60 bg-surface-2")}
              data-payment-method={m.symbol}
            >
              {m.featured ? (
                <TokenMark symbol={m.symbol} size={48} />
              ) : (
                <span className="grid size-12 place-items-center rounded-full border border-border bg-bg">
                  <TokenMark symbol={m.symbol} size={28} />
                </span>
              )}
              <div>
                <h3 className="font-display text-lg font-semibold text-fg">{m.name}</h3>
                <p className="text-sm text-muted">{m.note}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

export function X402Cta() {
  const { cta, actions } = x402Page;
  return (
    <section aria-labelledby="cta-title" className="pb-16 sm:pb-24">
      <Container>
        <div className="relative isolate overflow-hidden rounded-card border border-border bg-surface px-6 py-12 text-center sm:px-12 sm:py-16">
          <div aria-hidden="true" className="bg-grid absolute inset-0 -z-10 opacity-60" />
          <div
            aria-hidden="true"
            className="absolute -bottom-40 left-1/2 -z-10 h-72 w-[44rem] -translate-x-1/2 rounded-full bg-accent-2/15 blur-3xl"
          />
          <h2 id="cta-title" className="font-display text-3xl font-semibold text-fg sm:text-4xl">
            {cta.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{cta.text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href={actions.primary.href} size="lg">
              {actions.primary.label}
              <ArrowRight className="size-4" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink href={actions.secondary.href} size="lg" variant="secondary">
              <BookOpen className="size-4" aria-hidden="true" />
              {actions.secondary.label}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
