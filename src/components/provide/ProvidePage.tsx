import { ArrowDown, Building2, Server } from "lucide-react";
import type { ReactNode } from "react";
import { providePage } from "../../content/provide.ts";
import { Container } from "../ui/Container.tsx";
import { PageHero } from "../ui/PageHero.tsx";
import { cardClass } from "../ui/card.ts";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { cn } from "../ui/cn.ts";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { EarningsEstimate } from "./EarningsEstimate.tsx";
import { Steps } from "../ui/Steps.tsx";

/** /provide-compute: the Cloud Host Application page; `children` is the application form (the slot). */
export function ProvidePage({ children }: { children?: ReactNode }) {
  const { emailNote } = providePage;
  return (
    <>
      <PageHero eyebrow={providePage.eyebrow} title={providePage.title} lead={providePage.lead} aside={<EarningsEstimate />}>
        <ButtonLink href={`#${providePage.formId}`} size="lg" variant="solid" className="w-full sm:w-auto">
          {providePage.startLabel}
          <ArrowDown className="size-4" aria-hidden="true" />
        </ButtonLink>
      </PageHero>
      <PayoutFlow />
      <section id={providePage.formId} aria-labelledby="application-title" className="py-16 sm:py-24">
        <Container className="space-y-10 sm:space-y-12">
          {/* The section's heading as every other section has one (eyebrow, h2): the h1 already names the form
              "Cloud Host Application", so this one says what the form asks. */}
          <SectionHeading id="application-title" eyebrow={providePage.formEyebrow} title={providePage.formHeading} />
          {/* The form, then beside it from lg (under it on a phone) what qualifies and what happens next: two
              columns of about the same height (the GPU list is one column there), so neither ends long before the other. */}
          <div className="grid grid-cols-1 items-start gap-x-12 gap-y-12 lg:grid-cols-[1.5fr_1fr]">
            <div className={cn(cardClass(), "p-6 sm:p-8")} data-host-form="">
              {/* Neutral, like the page's other notes: the accent stays on the page's one action. */}
              <div role="note" className="flex gap-3 rounded-xl border border-border bg-surface-2/60 p-4" data-email-note>
                <Building2 className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
                <p className="text-sm text-fg">
                  <strong className="font-semibold">{emailNote.title}.</strong> {emailNote.text}
                </p>
              </div>
              <div className="mt-6 empty:min-h-[32rem] empty:rounded-xl empty:border empty:border-border/70 empty:bg-bg/50">{children}</div>
            </div>
            <div className="flex flex-col gap-12 lg:gap-10" data-host-guide="">
              <Hardware />
              {/* What follows the form: a card at its natural height, top-aligned in the column (never stretched to
                  the form's end with empty rails); the site's numbered Steps, as the payouts above. */}
              <div className={cn(cardClass(), "p-6 sm:p-8 lg:p-6")} data-host-steps="">
                <h3 className="font-display text-2xl font-semibold text-fg">{providePage.stepsHeading}</h3>
                <Steps layout="column" titleAs="h4" items={providePage.steps} className="mt-6" />
              </div>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}

/**
 * What qualifies: the facility, then the GPUs we onboard as a plain list (model, and its note in mono: "gaming edge"),
 * hairlines between rows, no tiles and no repeated icon (nothing here is a control), from src/content/provide.ts.
 */
function Hardware() {
  const { hardware } = providePage;
  return (
    <div className="space-y-5">
      <h3 className="font-display text-2xl font-semibold text-fg">{hardware.heading}</h3>
      <div className="flex gap-3">
        <Server className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
        <p className="text-sm leading-relaxed text-pretty text-fg">{hardware.text}</p>
      </div>
      <div>
        <p className="font-mono text-sm text-muted" id="host-gpus-label">
          {hardware.gpusLabel}
        </p>
        <ul
          aria-labelledby="host-gpus-label"
          className="mt-2 grid grid-cols-1 border-t border-border/70 sm:grid-cols-2 sm:gap-x-8 lg:grid-cols-1"
          data-host-gpus=""
        >
          {hardware.gpus.map((g) => {
            // "RTX 4090 (gaming edge)": the model, its note after it in mono.
            const m = /^(.*?)\s*\((.+)\)$/.exec(g);
            const name = m ? m[1] : g;
            return (
              <li key={g} className="flex items-baseline justify-between gap-3 border-b border-border/70 py-2 sm:py-2.5">
                <span className="font-display text-base font-semibold text-fg">{name}</span>
                {m && <span className="font-mono text-sm text-muted">{m[2]}</span>}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

/**
 * How a payout comes about, as a band of its own under the site's usual section heading (eyebrow, h2): the four
 * stages (GPU-hour served, metered, PING payout, Sui transaction) as the site's numbered Steps row, the same
 * timeline as "What happens next" and every other page's steps. The last stage links to a public Sui explorer.
 */
function PayoutFlow() {
  const { earnings } = providePage;
  const items = earnings.flow.map((f) => ({ title: f.label, text: "link" in f ? <LinkedText text={f.text} link={f.link} /> : f.text }));
  return (
    <section aria-labelledby="earnings-title" className="border-b border-border/60 bg-surface/40 py-16 sm:py-24">
      <Container className="space-y-10 sm:space-y-12">
        <SectionHeading id="earnings-title" eyebrow={earnings.eyebrow} title={earnings.heading} />
        <div data-payout-flow="">
          <Steps layout="row" items={items} />
        </div>
      </Container>
    </section>
  );
}

/** `text` with the words `link.text` as a link (an ordinary link to another site: same tab, `rel="noopener"`). */
function LinkedText({ text, link }: { text: string; link: { text: string; href: string } }) {
  const at = text.indexOf(link.text);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <a
        href={link.href}
        rel="noopener"
        className="font-medium text-fg underline underline-offset-4 hover:text-accent"
        data-explorer-link=""
      >
        {link.text}
      </a>
      {text.slice(at + link.text.length)}
    </>
  );
}
