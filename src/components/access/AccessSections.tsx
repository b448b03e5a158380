import type { ReactNode } from "react";
import { accessPage } from "../../content/access.ts";
import { Container } from "../ui/Container.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { SplitHero } from "../ui/SplitHero.tsx";
import { cardClass } from "../ui/card.ts";
import { cn } from "../ui/cn.ts";
import { HeroVideo } from "./HeroVideo.tsx";
import { TokenMark } from "../brand/BrandLogo.tsx";
import { Steps } from "../ui/Steps.tsx";

/** /access-compute hero: the page's h1, its two actions and the hero video (the GPU picks are in the form, over GPU Type). */
export function AccessHero() {
  const { title, actions } = accessPage;
  return (
    <SplitHero
      eyebrow={accessPage.eyebrow}
      title={title}
      lead={accessPage.lead}
      primary={actions.primary}
      secondary={actions.secondary}
      columnsClass="lg:grid-cols-[1fr_1.2fr]"
      glowClass="hidden"
    >
      <HeroVideo />
    </SplitHero>
  );
}

/**
 * The request section: its heading across the top, then its children, the two steps (the wallet panel, in a column of
 * its own, and the request form), then what happens after submitting, across the grid.
 */
export function AccessRequest({ children }: { children?: ReactNode }) {
  const { request } = accessPage;
  return (
    <section id={request.id} aria-labelledby="request-title" className="py-16 sm:py-24">
      {/* Read in the numbers' order at every width, top to bottom (round 15: at 1440 the path ran 01 left, 02 right, then
          03-05 back on the left, and the wallet's column left ~380 px of void beside the long form): the heading, then
          01 (the wallet, a band across the page from lg: what it is, the button, what connecting does), 02 (the form,
          its short fields in pairs, round 20) and 03-05 (a row of three). No column stands beside another, so none
          can end early. */}
      {/* Review round 23: from lg a 12-column grid. The heading and 01 (the wallet band) run across; 02 (the form) takes
          7 columns (its fields ran ~1,050 px wide across the page) and the request's summary stands in the other 5,
          sticky beside the form while it is filled in. On a phone the summary follows the form. */}
      <Container className="grid grid-cols-1 gap-6 lg:grid-cols-12 lg:gap-x-10 lg:gap-y-8 [&>astro-static-slot]:contents">
        <SectionHeading
          id="request-title"
          eyebrow={request.eyebrow}
          title={request.heading}
          lead={request.lead}
          className="mb-4 lg:col-span-12 lg:mb-2"
        />
        {children}
        <RequestSummary />
      </Container>
    </section>
  );
}

/** One step card with its island: `wallet` (the wallet panel) or `form` (the request form). */
export function RequestStep({ step, children }: { step: "wallet" | "form"; children?: ReactNode }) {
  const s = accessPage.request[step];
  return (
    // The three cards of the section share one padding. From lg the wallet's card is a band of two columns: on the left
    // its heading with the panel (the button) under it, on the right the notes and the tokens (round 16: three columns
    // left the button floating in an empty middle); the form's is a card across the page.
    <div
      id={s.id}
      className={cn(
        cardClass(),
        "p-6 sm:p-8",
        step === "wallet" ? "lg:col-span-12 lg:grid lg:grid-cols-2 lg:items-start lg:gap-x-16" : "lg:col-span-7",
      )}
      data-request-step={step}
    >
      {/* Review round 23: the card's content starts on its title's left edge, as a step's text does in the site's Steps
          (03-05): from sm the ring stands left of the title and the content is indented past it (48 px); below sm the
          ring stands over the title, so the number, the title and the content share one edge and the form keeps its
          width. */}
      <div className="flex flex-col items-start gap-3 sm:flex-row sm:gap-4" data-step-head="">
        <span className="grid size-8 shrink-0 place-items-center rounded-full border border-border bg-bg font-mono text-xs text-fg">
          {s.step}
        </span>
        <div className="space-y-1">
          <h3 className="font-display text-xl font-semibold text-fg">{s.heading}</h3>
          <p className="text-sm text-muted">{s.text}</p>
        </div>
      </div>
      <div
        className={cn(
          "mt-6 sm:pl-12 empty:rounded-xl empty:border empty:border-border/70 empty:bg-bg/50",
          // Review round 20: the form's privacy link, in running text, a 44-px tap target (14 px of padding over and
          // under its words, which moves no line); on the slot, so the shared form's island is unchanged.
          step === "wallet" ? "empty:min-h-56 lg:empty:min-h-24" : "empty:min-h-[28rem] [&_[data-privacy-note]_a]:py-3.5",
        )}
      >
        {children}
      </div>
      {step === "wallet" && <WalletNotes />}
    </div>
  );
}

/** Under the wallet panel (static): what connecting does (and does not), and the tokens compute is paid in. */
function WalletNotes() {
  const n = accessPage.request.wallet.notes;
  return (
    <div className="mt-5 space-y-2.5 sm:pl-12 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0 lg:pl-0" data-wallet-notes="">
      <p className="text-sm leading-relaxed text-muted">{n.text}</p>
      {/* The label over the four tokens, which keep one row on a phone (no token alone on a second line). */}
      <div className="space-y-2 text-sm text-muted">
        <p>{n.tokensLabel}</p>
        <ul className="grid grid-cols-4 gap-1.5 sm:flex sm:flex-wrap sm:gap-2">
          {n.tokens.map((t) => (
            <li
              key={t}
              className="inline-flex items-center justify-center gap-1.5 rounded-full border border-border px-2 py-1 font-mono text-xs text-fg sm:px-2.5"
            >
              <TokenMark symbol={t} size={16} />
              {t}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * The wallet step's place in the section (a band of its own from lg, over the form; before the form on a phone). The
 * wrapper adds no box: the step card is the grid's item.
 */
export function RequestAside({ children }: { children?: ReactNode }) {
  return (
    <div data-request-aside="" className="contents [&>astro-static-slot]:contents">
      {children}
    </div>
  );
}

/**
 * Review round 23: beside the form from lg (its 5 columns, sticky under the header while the form is filled in), after it
 * on a phone; static markup, no island. What the visitor is asking for and what the form needs (the spec's required and
 * optional fields), where the list prices are, then what happens after submitting (03-05, the path numbered once).
 */
function RequestSummary() {
  const { summary, after } = accessPage.request;
  return (
    <aside
      aria-labelledby="summary-title"
      className="space-y-10 pt-4 lg:sticky lg:top-24 lg:col-span-5 lg:self-start lg:pt-0"
      data-request-summary=""
    >
      <div className="space-y-4 rounded-card border border-border/70 p-6" data-summary-request="">
        <p className="font-mono text-xs uppercase tracking-[0.2em] text-muted">{summary.eyebrow}</p>
        <h3 id="summary-title" className="font-display text-xl font-semibold text-fg">
          {summary.heading}
        </h3>
        <p className="text-sm leading-relaxed text-muted">{summary.text}</p>
        <dl className="space-y-2 text-sm">
          {summary.fields.map((f) => (
            <div key={f.label} className="grid grid-cols-[5.5rem_1fr] gap-x-3">
              <dt className="font-mono text-xs leading-5 text-muted">{f.label}</dt>
              <dd className="text-fg">{f.value}</dd>
            </div>
          ))}
        </dl>
        <a
          href={summary.prices.href}
          className="-my-3 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-fg underline decoration-border underline-offset-4 hover:decoration-fg"
          data-summary-prices=""
        >
          {summary.prices.label}
          <span aria-hidden="true">→</span>
        </a>
      </div>
      {/* The path numbered once (round 14): the cards are 01 (wallet) and 02 (form), and what follows goes on as 03-05, in
          the site's one steps design, its column layout here (a narrow column beside a form). No card (round 17): what
          happens after is told, not filled in. */}
      <section aria-labelledby="after-title" data-after-submit="">
        <p className="font-mono text-xs uppercase tracking-[0.2em] text-muted">{after.eyebrow}</p>
        <h3 id="after-title" className="mt-2 font-display text-xl font-semibold text-fg">
          {after.heading}
        </h3>
        {/* Balanced lines: no text ends in a stub beside its ring (round 14: "at once." alone on a line). */}
        <Steps layout="column" titleAs="h4" items={after.steps} start={3} className="mt-6 [&_p]:text-balance" />
      </section>
    </aside>
  );
}
