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
import { PageHero } from "../ui/PageHero.tsx";
import { cardClass } from "../ui/card.ts";
import { cn } from "../ui/cn.ts";
import { linkClass } from "../ui/link.ts";

/** The five forms, in the site's order; their fields come from the definitions, so the notice lists what is really stored. */
const forms = [fundFormView, contactFormView, accessFormView, provideFormView, careersFormView] as const;

/** A field as the notice names it: its label, and "(required)" for required fields (the label's own "*" dropped). */
function fieldName(field: FieldDef): string {
  return field.label.replace(/ \*$/, "");
}

/** /privacy: the privacy notice (no island, no script). */
export function PrivacyPage() {
  return (
    <>
      <PageHero eyebrow={p.eyebrow} title={p.title} lead={p.lead} aside={<Facts />}>
        <p className="font-mono text-xs text-muted" data-privacy-updated="">
          {p.updated.label}{" "}
          <time dateTime={p.updated.date} className="text-fg">
            {new Date(`${p.updated.date}T00:00:00Z`).toLocaleDateString("en-GB", {
              day: "numeric",
              month: "long",
              year: "numeric",
              timeZone: "UTC",
            })}
          </time>
        </p>
      </PageHero>
      <Container className="grid grid-cols-1 gap-12 py-16 sm:py-24 lg:grid-cols-[14rem_1fr]">
        <PageContents titleId="contents-title" title={p.contents.label} items={p.contents.items} />
        <div className="min-w-0 space-y-16">
          <Block id={p.responsible.id} heading={p.responsible.heading}>
            <p className="max-w-prose leading-relaxed text-muted" data-privacy-responsible="">
              {p.responsible.text}{" "}
              <a href={`mailto:${p.responsible.email}`} className={cn(linkClass(), "whitespace-nowrap")}>
                {p.responsible.email}
              </a>
              .
            </p>
          </Block>

          <Block id={p.forms.id} heading={p.forms.heading} lead={p.forms.lead}>
            <ul className="space-y-4">
              {forms.map((form) => (
                <li key={form.slug} className={cn(cardClass(), "p-5 sm:p-6")} data-privacy-form={form.slug}>
                  <h3 className="font-display text-lg font-semibold text-fg">{form.title}</h3>
                  {/* Page, why, fields: the same three rows, in the same place, on every form's card. */}
                  <dl className="mt-4 grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[7rem_1fr] sm:gap-y-4">
                    <dt className="font-mono text-xs tracking-wider text-muted uppercase sm:pt-0.5">{p.forms.pageLabel}</dt>
                    <dd className="max-sm:mb-2">
                      <a href={form.pagePath} className={cn(linkClass(), "font-mono text-sm")}>
                        {form.pagePath}
                      </a>
                    </dd>
                    <dt className="font-mono text-xs tracking-wider text-muted uppercase sm:pt-0.5">{p.forms.purposeLabel}</dt>
                    <dd className="text-fg/90 max-sm:mb-2">{p.forms.purposes[form.slug]}</dd>
                    <dt className="font-mono text-xs tracking-wider text-muted uppercase sm:pt-0.5">{p.forms.fieldsLabel}</dt>
                    <dd>
                      {/* The field names as labels in the text, not chips: mono, no box, border or padding that would
                          invite a click; a slanted hairline between names (as Home's partner rows). From sm each name
                          stays whole on its line; on a phone they run as text (only a name longer than the line wraps), the
                          hairline held to its name so it never starts a line alone. */}
                      <ul
                        className="font-mono text-[0.8125rem] leading-6 text-fg/90 sm:flex sm:flex-wrap sm:gap-x-2.5 sm:gap-y-1"
                        data-privacy-fields=""
                      >
                        {form.fields.map((f, i) => (
                          <FieldName key={f.name} name={fieldName(f)} required={f.required} last={i === form.fields.length - 1} />
                        ))}
                      </ul>
                    </dd>
                  </dl>
                </li>
              ))}
            </ul>
          </Block>

          <Block id={p.withEveryForm.id} heading={p.withEveryForm.heading}>
            {/* Ruled rows, each fact's name beside its text (as the forms' cards: label, then what it holds), so texts
                of 2 and 9 lines never stand as uneven columns side by side (review round 11). */}
            <dl className="border-b border-border" data-privacy-sent="">
              {p.withEveryForm.items.map((item) => (
                <div
                  key={item.title}
                  className="grid grid-cols-1 gap-1.5 border-t border-border py-5 sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-x-8"
                >
                  <dt className="font-semibold text-balance text-fg">{item.title}</dt>
                  <dd className="max-w-prose leading-relaxed text-pretty text-muted">{item.text}</dd>
                </div>
              ))}
            </dl>
          </Block>

          {/* Not sent with anything: a connected wallet stays in the browser (its own section, not a "sent" fact). */}
          <Block id={p.inYourBrowser.id} heading={p.inYourBrowser.heading}>
            <p className="max-w-prose leading-relaxed text-muted" data-privacy-wallet="">
              {p.inYourBrowser.text}
            </p>
          </Block>

          <Block id={p.whoSeesIt.id} heading={p.whoSeesIt.heading}>
            <p className="max-w-prose leading-relaxed text-muted">{p.whoSeesIt.text}</p>
          </Block>

          <Block id={p.howLong.id} heading={p.howLong.heading}>
            <p className="max-w-prose leading-relaxed text-muted">{p.howLong.text}</p>
          </Block>

          <Block id={p.erasure.id} heading={p.erasure.heading}>
            <div className="max-w-prose space-y-4 leading-relaxed text-muted">
              <p>{p.erasure.text}</p>
              <p>{p.erasure.kept}</p>
              <p>
                <a href={p.erasure.contactHref} className={linkClass()}>
                  {p.erasure.contactLabel}
                </a>
              </p>
            </div>
          </Block>

          <Block id={p.pageViews.id} heading={p.pageViews.heading} lead={p.pageViews.lead}>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <ListCard title={p.pageViews.storedLabel} items={p.pageViews.stored} kept />
              <ListCard title={p.pageViews.notStoredLabel} items={p.pageViews.notStored} kept={false} />
            </div>
            <p className="mt-4 text-sm text-muted">{p.pageViews.excluded}</p>
          </Block>
        </div>
      </Container>
    </>
  );
}

/**
 * One field name in a form's list: kept whole when it fits a phone's line (30 mono characters); a longer
 * one may wrap between its words, but never after its first word ("I / agree") nor before its last, and
 * its required mark and the hairline after it stay with its last word.
 */
function FieldName({ name, required, last }: { name: string; required?: boolean; last: boolean }) {
  const words = name.split(" ");
  const long = name.length > 30 && words.length > 3;
  const tail = (
    <span className="whitespace-nowrap">
      {long ? words.at(-1) : name}
      {required && <span className="text-muted">*</span>}
      {!last && <span aria-hidden="true" className="ml-2.5 inline-block h-3.5 w-px rotate-[18deg] bg-fg/25 align-[-2px]" />}
    </span>
  );
  return (
    <li className="max-sm:inline">
      {long && (
        <>
          <span className="whitespace-nowrap">{words.slice(0, 2).join(" ")}</span> {words.slice(2, -1).join(" ")}{" "}
        </>
      )}
      {tail}{" "}
    </li>
  );
}

function Block({ id, heading, lead, children }: { id: string; heading: string; lead?: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-[calc(var(--header-height)+1.5rem)] space-y-6">
      <div className="space-y-2">
        <h2 id={`${id}-title`} className="font-display text-2xl font-semibold text-fg sm:text-3xl">
          {heading}
        </h2>
        {lead && <p className="max-w-prose leading-relaxed text-muted">{lead}</p>}
      </div>
      {children}
    </section>
  );
}

function ListCard({ title, items, kept }: { title: string; items: readonly string[]; kept: boolean }) {
  const Icon = kept ? Check : Minus;
  return (
    <div className={cn(cardClass(), "p-5")}>
      <h3 className="font-mono text-xs tracking-[0.16em] text-muted uppercase">{title}</h3>
      <ul className="mt-3 space-y-2 text-sm">
        {items.map((item) => (
          <li key={item} className="flex gap-2.5 text-fg/90">
            <Icon aria-hidden="true" className={cn("mt-0.5 size-4 shrink-0", kept ? "text-fg" : "text-muted")} />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The notice's first screen: its three facts, as one quiet panel. */
function Facts() {
  return (
    <dl className={cn(cardClass(), "divide-y divide-border")} data-privacy-facts="">
      {p.facts.map((f) => (
        <div key={f.label} className="flex flex-col gap-1 px-6 py-5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
          <dt className="font-mono text-xs tracking-[0.16em] text-muted uppercase">{f.label}</dt>
          <dd className="font-display text-lg font-semibold text-fg sm:text-right">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
