import { Check, Minus } from "lucide-react";
import type { ReactNode } from "react";
import { accessFormView } from "../../forms/access-compute/form.ts";
import { careersFormView } from "../../forms/careers/form.ts";
import { contactFormView } from "../../forms/contact/form.ts";
import { fundFormView } from "../../forms/ecosystem-fund/form.ts";
import { provideFormView } from "../../forms/provide-compute/form.ts";
import type { FieldDef } from "../../forms/types.ts";
import { privacyPage as p } from "../../content/privacy.ts";
import { Container } from "../ui/Container.tsx";
import { PageContents } from "../documentation/PageContents.tsx";
import { Eyebrow } from "../ui/Eyebrow.tsx";
import { PageTitle } from "../ui/PageTitle.tsx";
import { cardClass } from "../ui/card.ts";
import { cn } from "../ui/cn.ts";
import { keepHyphenated } from "../ui/keep-hyphenated.tsx";
import { linkClass } from "../ui/link.ts";
import { SeparatedRun } from "../ui/SeparatedRun.tsx";

/** The five forms, in the site's order; their fields come from the definitions, so the notice lists what is really stored. */
const forms = [fundFormView, contactFormView, accessFormView, provideFormView, careersFormView] as const;

/**
 * Review round 19: one measure for the whole notice. Round 18 set the prose at 34 rem and the structured blocks (the
 * forms, "Sent with every form", the page-view lists) at 45 rem, so the right edge jumped by 160 px from block to block:
 * now the column is 36 rem, prose and blocks on both its edges (at most ~78 characters a line, under WCAG's 80), and the
 * blocks fit it: the forms' field table spans the column under its own Required and Optional heads (only the longest
 * names, the consent boxes' and the resume URL's, wrap, inside their column), "Sent with every form" names each fact over
 * its text.
 */
const measure = "max-w-[36rem]";

/**
 * Review round 19: one body style, the prose's (16 px, muted, relaxed lines): the forms' "Why" texts, the field names
 * and the page-view lists were 14 px in the text colour, a second body style inside the notice.
 */
const body = "text-base leading-relaxed text-pretty text-muted";

/**
 * Review round 23: round 22 set the prose at 36 rem under rules running the article's full width (928 px at 1440), so
 * the text read as a narrow column under wide furniture with the right ~350 px empty. From xl the article has two
 * tracks, the prose's (34 rem there, ~74 characters a line) and a side track (`tracks`, 2 rem after it, 352 px at 1440,
 * so the longest field name, "Resume URL (Google Drive, Dropbox, etc.)" and its dot, holds one line); every section
 * lays out on them: its heading and text in the first, in the second what the text itself lists (each form's fields,
 * "Not stored") or its gist ("In short"). A rule runs the width of what it divides: a form's rule spans both tracks (the
 * form's texts and its fields), "Sent with every form"'s rules the measure of its texts.
 */
const tracks = "xl:grid-cols-[34rem_minmax(0,1fr)] xl:gap-x-8";
/** A section's text in the first track from xl. */
const first = "xl:col-start-1";

/*
 * Review round 20: a hyphenated word ("e-mails" in a "Why" at 1440) broke at its hyphen, "e-" / "mails": every text of
 * the notice goes through keepHyphenated, which keeps such words on one line (no U+2011).
 */

/** A field as the notice names it: its label, and "(required)" for required fields (the label's own "*" dropped). */
function fieldName(field: FieldDef): string {
  return field.label.replace(/ \*$/, "");
}

/** /privacy: the privacy notice (no island, no script). */
export function PrivacyPage() {
  return (
    <>
      <Hero />
      {/* A narrow contents rail (14 rem, as /documentation's) beside the notice (review round 14), its list sticky.
          Review round 20: round 18 had moved the rail to the page's right from xl, under the hero's facts card: the list
          sat at the top of a ~45 % column that stayed empty for ~4,500 px. It is on the left at every width from lg, on
          the title's edge, as /x402-documentation's: the notice reads at its measure beside the list, which stays on
          screen however far the notice is scrolled. Review round 21: at 1440 the rail and the 36 rem notice ended ~350 px
          short of the content's right edge, an empty band beside the text: the two are one group, centred in the
          content width (even gaps either side), the rail 16 rem so "What each form collects" stays on one line. */}
      {/* Review round 22: centred, the rail started 160 px right of the hero's edge (x≈272 at 1440) while
          /x402-documentation's, the same contents-and-article pattern, starts on it (x=112). The body is that page's
          grid: a 14 rem rail (no rule on its edge, as there) on the content's left edge, 4 rem gap, the article taking
          the rest of the content width, so it ends on the content's right edge (no empty band). The prose keeps its
          36 rem measure (`measure` on each paragraph); the structured blocks (the forms' field tables, the ruled rows,
          the page-view lists) span the article. */}
      <Container className="grid grid-cols-1 gap-12 py-16 sm:py-24 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-16" data-privacy-body="">
        {/* Review round 26: in two columns on a phone, "What each form collects" took two lines beside its "02" (a ~160 px
            half): one entry a row below sm, each number and label on one line; three columns from sm, as before. */}
        <PageContents
          titleId="contents-title"
          title={p.contents.label}
          items={p.contents.items}
          columns="grid-cols-1 sm:grid-cols-3"
          railRule={false}
        />
        {/* Review round 17: a reading measure (at 1440 lines ran to ~115 characters). Review round 19: one measure for
            the prose and the structured blocks alike (round 18's 34 and 45 rem made the right edge jump). */}
        <div className="min-w-0 space-y-16" data-privacy-column="">
          <Block id={p.responsible.id} heading={p.responsible.heading} short={p.responsible.short}>
            <p className={cn(body, measure, first)} data-privacy-responsible="">
              {keepHyphenated(p.responsible.text)}{" "}
              <a href={`mailto:${p.responsible.email}`} className={cn(linkClass(), "whitespace-nowrap")}>
                {p.responsible.email}
              </a>
              .
            </p>
          </Block>

          <Block id={p.forms.id} heading={p.forms.heading} lead={p.forms.lead} short={p.forms.short}>
            {/* Review round 17: open sections on hairline rules (the site's FeatureList pattern), not five bordered cards
                stacked: the form's name as the heading, then the same three rows under it. */}
            {/* Review round 23: each form's rule spans both tracks from xl, as what it divides does: the form's name, page
                and "Why" in the first, its fields beside them in the second (the row's second track grows, so the name
                keeps its height). */}
            {/* Review round 26: 16 px more over the list from xl, where the "In short" beside the lead is the taller of the two. */}
            <ul className="border-b border-border xl:col-span-2 xl:mt-4" data-privacy-forms="">
              {forms.map((form) => (
                <li
                  key={form.slug}
                  className={cn("border-t border-border py-6 sm:py-8 xl:grid xl:grid-rows-[auto_1fr] xl:items-start", tracks)}
                  data-privacy-form={form.slug}
                >
                  <h3 className={cn("font-display text-lg font-semibold text-fg sm:text-xl", first)}>{form.title}</h3>
                  {/* Page and why: the same rows, in the same place, under every form's name; the fields follow under
                      their own heads (Required, Optional), beside these rows from xl. */}
                  <dl className={cn("mt-4 grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[5rem_1fr] sm:gap-y-4", first)}>
                    <dt className="font-mono text-xs tracking-wider text-muted uppercase sm:pt-0.5">{p.forms.pageLabel}</dt>
                    <dd className="max-sm:mb-2">
                      <a href={form.pagePath} className={cn(linkClass(), "font-mono text-sm")}>
                        {form.pagePath}
                      </a>
                    </dd>
                    <dt className="font-mono text-xs tracking-wider text-muted uppercase sm:pt-1.5">{p.forms.purposeLabel}</dt>
                    <dd className={cn(body, measure, "max-sm:mb-2")} data-privacy-purpose="">
                      {keepHyphenated(p.forms.purposes[form.slug])}
                    </dd>
                  </dl>
                  <FieldTable fields={form.fields} />
                </li>
              ))}
            </ul>
          </Block>

          <Block id={p.withEveryForm.id} heading={p.withEveryForm.heading} short={p.withEveryForm.short}>
            {/* Ruled rows, each fact's name then its text, so texts of 2 and 9 lines never stand as uneven columns side by
                side (review round 11). Review round 19: the name over its text at every width (beside it, at the one
                measure, the text's column was ~370 px and its lines ran to 7); the row still on its rule. */}
            {/* Review round 23: the rows' rules as wide as their texts (the measure), not the article's width. */}
            <dl className={cn("border-b border-border", measure, first)} data-privacy-sent="">
              {p.withEveryForm.items.map((item) => (
                <div key={item.title} className="grid grid-cols-1 gap-1.5 border-t border-border py-5">
                  <dt className="font-semibold text-balance text-fg">{item.title}</dt>
                  <dd className="leading-relaxed text-pretty text-muted">{keepHyphenated(item.text)}</dd>
                </div>
              ))}
            </dl>
          </Block>

          {/* Not sent with anything: a connected wallet stays in the browser (its own section, not a "sent" fact). */}
          <Block id={p.inYourBrowser.id} heading={p.inYourBrowser.heading} short={p.inYourBrowser.short}>
            <p className={cn(body, measure, first)} data-privacy-wallet="">
              {keepHyphenated(p.inYourBrowser.text)}
            </p>
          </Block>

          <Block id={p.whoSeesIt.id} heading={p.whoSeesIt.heading} short={p.whoSeesIt.short}>
            <p className={cn(body, measure, first)}>{keepHyphenated(p.whoSeesIt.text)}</p>
          </Block>

          <Block id={p.howLong.id} heading={p.howLong.heading} short={p.howLong.short}>
            <p className={cn(body, measure, first)}>{keepHyphenated(p.howLong.text)}</p>
          </Block>

          <Block id={p.erasure.id} heading={p.erasure.heading} short={p.erasure.short}>
            <div className={cn(body, measure, first, "space-y-4")}>
              <p>{keepHyphenated(p.erasure.text)}</p>
              <p>{keepHyphenated(p.erasure.kept)}</p>
              <p>
                <a href={p.erasure.contactHref} className={linkClass()}>
                  {p.erasure.contactLabel}
                </a>
              </p>
            </div>
          </Block>

          <Block id={p.pageViews.id} heading={p.pageViews.heading} lead={p.pageViews.lead}>
            {/* Review round 22: 8 px over the section's 16, so "Stored" stands 24 px under the lead, as every other label
                of the notice stands under the text before it (it was 16 px at 375). */}
            {/* Review round 23: from xl the two lists stand on the article's tracks, "Stored" under the text's measure and
                "Not stored" in the side track, each head's rule as wide as its list. */}
            <div className={cn("grid grid-cols-1 gap-8 pt-2 sm:grid-cols-2 xl:col-span-2", tracks)} data-privacy-lists="">
              <StoredList title={p.pageViews.storedLabel} items={p.pageViews.stored} kept />
              <StoredList title={p.pageViews.notStoredLabel} items={p.pageViews.notStored} kept={false} />
            </div>
            <p className={cn(body, measure, first, "pt-4")}>{keepHyphenated(p.pageViews.excluded)}</p>
          </Block>
        </div>
      </Container>
    </>
  );
}

/**
 * A form's fields under two heads, Required then Optional (review round 23: the two columns side by side made a 9-line
 * list beside a 5-line one at 1440, and on a phone the optional names wrapped inside a ~160 px half, "Additional /
 * Information"): each head over its names as one run, separated by quiet dots, full width at every width, so a form's
 * 9 names take 2-4 lines; a name never breaks (review round 24: the run is SeparatedRun, no dot starts or ends a line). From xl the block stands in the
 * form row's second track, beside the form's name, page and "Why".
 */
function FieldTable({ fields }: { fields: readonly FieldDef[] }) {
  const groups = [
    { label: p.forms.requiredLabel, items: fields.filter((f) => f.required) },
    { label: p.forms.optionalLabel, items: fields.filter((f) => !f.required) },
  ];
  return (
    <div className="mt-6 space-y-5 xl:col-start-2 xl:row-span-2 xl:row-start-1 xl:mt-0" data-privacy-fields="">
      {groups.map((g) => (
        <div key={g.label} className="min-w-0" data-privacy-field-group={g.label}>
          <p className="border-b border-border pb-2 font-mono text-xs tracking-wider text-muted uppercase">{g.label}</p>
          {/* Review round 24: the names were flex items, each dot glued after its name, so ~12 lines ended on a "·":
              now the shared SeparatedRun (Home's departments' run), where a dot shows only between two names on a line. */}
          {g.items.length === 0 ? (
            <p className="mt-2.5 text-base leading-relaxed text-muted">{p.forms.noneLabel}</p>
          ) : (
            <SeparatedRun
              className="mt-2.5"
              listClassName="text-base leading-relaxed text-muted"
              separatorClassName="text-muted/50"
              items={g.items.map((f) => ({ key: f.name, label: fieldName(f), attrs: { "data-privacy-field": "" } }))}
            />
          )}
        </div>
      ))}
    </div>
  );
}

/**
 * A section of the notice. Review round 16: one gap under every heading (it was ~40 px where the body followed the h2,
 * ~12 px where a lead did): the h2, its lead and its body are siblings 16 px apart, so the first text under a heading
 * always starts at the same distance.
 */
function Block({
  id,
  heading,
  lead,
  short,
  children,
}: {
  id: string;
  heading: string;
  lead?: string;
  /** Review round 23: the section's gist, in the side track from xl, level with the text under the heading. */
  short?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn("scroll-mt-[calc(var(--header-height)+1.5rem)] space-y-4 xl:grid xl:items-start", tracks)}
      data-privacy-block=""
    >
      <h2 id={`${id}-title`} className={cn("font-display text-2xl font-semibold text-fg sm:text-3xl", first)}>
        {heading}
      </h2>
      {lead && <p className={cn(body, measure, first)}>{keepHyphenated(lead)}</p>}
      {children}
      {/* Last in the markup (the heading's next element stays its text), placed beside that text from xl; below xl the
          section's closing recap (review round 26: hidden there, the phone's page read as ~7,800 px of unbroken text). */}
      {short && (
        <div className="border-l border-border pl-5 xl:col-start-2 xl:row-start-2" data-privacy-short="">
          <span className="block font-mono text-xs tracking-wider text-muted uppercase">{p.inShortLabel}</span>
          <span className="mt-2 block text-base leading-relaxed text-pretty text-fg">{keepHyphenated(short)}</span>
        </div>
      )}
    </section>
  );
}

/** What is stored, or not, as an open list under its head on a rule (review round 17: no box, as the forms above). */
function StoredList({ title, items, kept }: { title: string; items: readonly string[]; kept: boolean }) {
  const Icon = kept ? Check : Minus;
  return (
    <div data-privacy-list="">
      <h3 className="border-b border-border pb-2 font-mono text-xs tracking-[0.16em] text-muted uppercase">{title}</h3>
      <ul className={cn(body, "mt-3 space-y-2")}>
        {items.map((item) => (
          <li key={item} className="flex gap-2.5">
            <Icon aria-hidden="true" className={cn("mt-1 size-4 shrink-0", kept ? "text-fg" : "text-muted")} />
            {/* Pretty: no "if / any" or "your / device" alone on a phone's last line. */}
            <span className="min-w-0 text-pretty">{keepHyphenated(item)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The notice's first screen, shorter on a phone (review round 15): less padding than the shared PageHero, and the facts
 * as compact rows (label over value on a phone, beside it from sm).
 */
function Hero() {
  return (
    <section aria-labelledby="page-title" className="relative isolate overflow-hidden border-b border-border/60">
      <div aria-hidden="true" className="bg-grid absolute inset-0 -z-10" />
      {/* Review round 20: the xl tracks of round 18 (the notice's measure, then the rail under the facts card) went with
          the rail's move to the left: the title and the facts share the width as below xl. */}
      <Container className="grid grid-cols-1 items-center gap-8 py-10 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:gap-12 lg:py-24 xl:gap-16">
        <div className="min-w-0 space-y-5 sm:space-y-6">
          <Eyebrow>{p.eyebrow}</Eyebrow>
          <PageTitle className="max-w-4xl">{p.title}</PageTitle>
          <p className="max-w-2xl text-lg leading-relaxed text-pretty text-muted">{keepHyphenated(p.lead)}</p>
        </div>
        <div className="min-w-0">
          <Facts />
        </div>
      </Container>
    </section>
  );
}

/**
 * The notice's facts, as one quiet panel, ending with the notice's version date. One face per role (review round 15:
 * the date was in the code face beside display-face values): every label in the label face (mono caps), every value,
 * the date too, in the body face. Review round 16: on a phone each label sits on its own line above its value (beside
 * it, the spaced capitals wrapped, "NOTICE LAST / UPDATED", and a value nearly touched its label); from sm, beside it.
 */
function Facts() {
  const row = "flex flex-col gap-0.5 px-4 py-2.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6 sm:px-6 sm:py-5";
  const label = "font-mono text-xs tracking-[0.16em] text-muted uppercase";
  const value = "text-base font-semibold text-fg sm:text-right sm:text-lg";
  return (
    <dl className={cn(cardClass(), "divide-y divide-border")} data-privacy-facts="">
      {p.facts.map((f) => (
        <div key={f.label} className={row}>
          <dt className={label}>{f.label}</dt>
          <dd className={value} data-privacy-fact-value="">
            {keepHyphenated(f.value)}
          </dd>
        </div>
      ))}
      {/* The date this notice was last changed (a fixed date in the content, not the build's), set as the notice's
          version: a quieter row under the facts. */}
      <div className={cn(row, "rounded-b-card bg-surface-2/50")} data-privacy-updated="">
        <dt className={label}>{p.updated.label}</dt>
        <dd className={cn(value, "whitespace-nowrap")} data-privacy-fact-value="">
          <time dateTime={p.updated.date}>
            {new Date(`${p.updated.date}T00:00:00Z`).toLocaleDateString("en-GB", {
              day: "numeric",
              month: "long",
              year: "numeric",
              timeZone: "UTC",
            })}
          </time>
        </dd>
      </div>
    </dl>
  );
}
