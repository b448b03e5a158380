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
      <PageHero eyebrow={p.eyebrow} title={p.title} lead={p.lead} aside={<Facts />} />
      <Container className="grid grid-cols-1 gap-12 py-16 sm:py-24 lg:grid-cols-[14rem_1fr]">
        <PageContents titleId="contents-title" title={p.contents.label} items={p.contents.items} />
        {/* One measure for the whole column (review round 13): prose, cards, rows and tables all end on the same
            right edge, ~42 rem (about 85 characters of body text), instead of prose at 65ch beside cards 940 px wide. */}
        <div className="min-w-0 max-w-[42rem] space-y-16" data-privacy-column="">
          <Block id={p.responsible.id} heading={p.responsible.heading}>
            <p className="leading-relaxed text-pretty text-muted" data-privacy-responsible="">
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
                    <dd className="text-pretty text-fg/90 max-sm:mb-2">{p.forms.purposes[form.slug]}</dd>
                    <dt className="font-mono text-xs tracking-wider text-muted uppercase sm:pt-0.5">{p.forms.fieldsLabel}</dt>
                    <dd>
                      {/* A real list, one field per line on a phone, two columns from sm (a name longer than a
                          column takes the row), in the monospace label face: no box, border or padding (chips read
                          as clickable), no separators to dangle at a line's end, each name whole. */}
                      <ul
                        className="grid grid-cols-1 gap-y-1.5 font-mono text-xs leading-5 text-fg/90 sm:grid-cols-2 sm:gap-x-6 sm:text-[0.8125rem]"
                        data-privacy-fields=""
                      >
                        {form.fields.map((f) => {
                          const name = fieldName(f);
                          return (
                            <li key={f.name} className={cn("text-pretty", name.length > LONG_FIELD && "sm:col-span-2")}>
                              {name}
                              {f.required && <span className="text-muted">*</span>}
                            </li>
                          );
                        })}
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
                  className="grid grid-cols-1 gap-1.5 border-t border-border py-5 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-x-8"
                >
                  <dt className="font-semibold text-balance text-fg">{item.title}</dt>
                  <dd className="leading-relaxed text-pretty text-muted">{item.text}</dd>
                </div>
              ))}
            </dl>
          </Block>

          {/* Not sent with anything: a connected wallet stays in the browser (its own section, not a "sent" fact). */}
          <Block id={p.inYourBrowser.id} heading={p.inYourBrowser.heading}>
            <p className="leading-relaxed text-pretty text-muted" data-privacy-wallet="">
              {p.inYourBrowser.text}
            </p>
          </Block>

          <Block id={p.whoSeesIt.id} heading={p.whoSeesIt.heading}>
            <p className="leading-relaxed text-pretty text-muted">{p.whoSeesIt.text}</p>
          </Block>

          <Block id={p.howLong.id} heading={p.howLong.heading}>
            <p className="leading-relaxed text-pretty text-muted">{p.howLong.text}</p>
          </Block>

          <Block id={p.erasure.id} heading={p.erasure.heading}>
            <div className="space-y-4 leading-relaxed text-pretty text-muted">
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
            <p className="mt-4 text-sm text-pretty text-muted">{p.pageViews.excluded}</p>
          </Block>
        </div>
      </Container>
    </>
  );
}

/** A field name longer than this (in characters) takes both columns of its form's list from sm, so it never wraps. */
const LONG_FIELD = 28;

function Block({ id, heading, lead, children }: { id: string; heading: string; lead?: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-[calc(var(--header-height)+1.5rem)] space-y-6">
      <div className="space-y-2">
        <h2 id={`${id}-title`} className="font-display text-2xl font-semibold text-fg sm:text-3xl">
          {heading}
        </h2>
        {lead && <p className="leading-relaxed text-pretty text-muted">{lead}</p>}
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
            {/* Pretty: no "if / any" or "your / device" alone on a phone's last line. */}
            <span className="min-w-0 text-pretty">{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The notice's first screen: its facts, as one quiet panel, ending with the notice's version date. */
function Facts() {
  const row = "flex flex-col gap-1 px-6 py-5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6";
  const label = "font-mono text-xs tracking-[0.16em] text-muted uppercase";
  return (
    <dl className={cn(cardClass(), "divide-y divide-border")} data-privacy-facts="">
      {p.facts.map((f) => (
        <div key={f.label} className={row}>
          <dt className={label}>{f.label}</dt>
          <dd className="font-display text-lg font-semibold text-fg sm:text-right">{f.value}</dd>
        </div>
      ))}
      {/* The date this notice was last changed (a fixed date in the content, not the build's), set as the notice's
          version: a quieter row under the facts, the date in the monospace face. */}
      <div className={cn(row, "rounded-b-card bg-surface-2/50")} data-privacy-updated="">
        <dt className={label}>{p.updated.label}</dt>
        <dd className="font-mono text-sm text-fg sm:text-right">
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
