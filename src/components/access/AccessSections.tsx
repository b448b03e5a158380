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
      {/* Review round 24: the summary ("Your request") comes before the form in the markup, so a phone reads it before
          the fields (after Submit it told nothing), and 03-05 after it. From lg the form spans rows 3 and 4 in 7
          columns; beside it the summary (row 3) and 03-05 (row 4, the rest of the form's height, its steps at its foot
          beside Submit), so both columns end together (round 23's aside ended ~460 px above the form's end). */}
      {/* Review round 26: the summary lost its price table (it repeated the form's picks); 03-05 follow it and fill the
          rest of the form's height (their steps spread down it), so the column has no gap and ends with the form. */}
      <Container className="grid grid-cols-1 gap-6 lg:grid-cols-12 lg:grid-rows-[auto_auto_auto_1fr] lg:gap-x-10 lg:gap-y-8 [&>astro-static-slot]:contents">
        <SectionHeading
          id="request-title"
          eyebrow={request.eyebrow}
          title={request.heading}
          lead={request.lead}
          className="mb-4 lg:col-span-12 lg:mb-2"
        />
        {children}
        <AfterSubmit />
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
        // Review round 24: 16 px across on a phone (was 24), so the form's fields are 309 px wide in a 343 px column.
        "px-4 py-6 sm:p-8",
        step === "wallet"
          ? "lg:col-span-12 lg:grid lg:grid-cols-2 lg:items-start lg:gap-x-16"
          : "lg:col-span-7 lg:col-start-1 lg:row-span-2 lg:row-start-3",
      )}
      data-request-step={step}
    >
      {/* Review round 26: the card's number, title and line are the site's Steps (one step, numbered 01 or 02), so the
          page's five steps are one sequence in one style: the same ring beside the same 20 px title and 16 px text as
          03-05 after the form (round 23 drew the card heads apart, the ring over the title on a phone). */}
      {/* The card's line runs its card's width (a Steps text stops at 24 rem: "get back / to you." broke at 1440). */}
      <div data-step-head="" className="[&_p]:max-w-none">
        <Steps layout="column" type="row" titleAs="h3" items={[{ title: s.heading, text: s.text }]} start={Number(s.step)} />
      </div>
      <div
        className={cn(
          // Review round 24: the form's fields use the card's whole inner width at every width (round 23 indented them
          // 48 px past the ring from sm, ~80 px inside the card at 1440); the wallet's panel stays on its title's edge.
          "mt-6 empty:rounded-xl empty:border empty:border-border/70 empty:bg-bg/50",
          // Review round 20: the form's privacy link, in running text, a 44-px tap target (14 px of padding over and
          // under its words, which moves no line); on the slot, so the shared form's island is unchanged.
          step === "wallet" ? "empty:min-h-56 sm:pl-12 lg:empty:min-h-24" : "empty:min-h-[28rem] [&_[data-privacy-note]_a]:py-3.5",
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
 * Review round 23/24: what the visitor is asking for and what the form needs (the spec's required and optional fields),
 * and the link to Earth's lineup. Static markup, no island. Placed between 01 and 02 (`access-compute.astro`): before the
 * fields on a phone, beside the form from lg. Review round 26: no price table (round 24's repeated the GPU picks' prices,
 * said in the form's GPU Type beside it): the prices are said once, in the picks, and this card links to the full lineup.
 */
export function RequestSummary() {
  const { summary } = accessPage.request;
  return (
    <aside
      aria-labelledby="summary-title"
      className="space-y-4 rounded-card border border-border/70 px-4 py-6 sm:p-6 lg:col-span-5 lg:col-start-8 lg:row-start-3 lg:self-start"
      data-request-summary=""
      data-summary-request=""
    >
      <p className="font-mono text-xs uppercase tracking-[0.2em] text-muted">{summary.eyebrow}</p>
      <h3 id="summary-title" className="font-display text-xl font-semibold text-fg">
        {summary.heading}
      </h3>
      {/* Compact on a phone, where it stands before the fields: the workloads are the hero's lead; here what the form needs. */}
      <p className="text-sm leading-relaxed text-muted max-sm:hidden" data-summary-text="">
        {summary.text}
      </p>
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
    </aside>
  );
}

/**
 * What happens after submitting (03-05, the path numbered once): after the form on a phone; from lg under the summary,
 * the steps kept together (review round 26: spread down the form's height, their rails ran ~250 px bare between
 * rings and read as broken; round 24 set them at the foot, ~200 px under the summary's price table, which went); the eyebrow no longer counts "03–05" (the rings do, going on from the cards' 01 and
 * 02, one sequence); the heading a size over the step titles it leads (28 / 30 px over 20; it was 24).
 */
function AfterSubmit() {
  const { after } = accessPage.request;
  return (
    <section
      aria-labelledby="after-title"
      className="pt-4 lg:col-span-5 lg:col-start-8 lg:row-start-4 lg:self-start lg:pt-4"
      data-after-submit=""
    >
      <p className="font-mono text-xs uppercase tracking-[0.2em] text-muted" data-after-eyebrow="">
        {after.eyebrow}
      </p>
      <h3 id="after-title" className="mt-2 font-display text-[1.75rem] leading-tight font-semibold text-fg sm:text-3xl">
        {after.heading}
      </h3>
      {/* The site's steps, their column layout in the row's type (review round 24: the 16 px titles read smaller than
          Earth's and Provide's 20 px ones); no balanced lines (they wrapped ~60 px short of the column on a phone). */}
      <Steps layout="column" type="row" titleAs="h4" items={after.steps} start={3} className="mt-8" />
    </section>
  );
}
