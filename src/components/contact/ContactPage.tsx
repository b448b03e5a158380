import { ArrowUpRight } from "lucide-react";
import type { ReactNode } from "react";
import { contactPage } from "../../content/contact.ts";
import { Container } from "../ui/Container.tsx";
import { Eyebrow } from "../ui/Eyebrow.tsx";
import { cardClass } from "../ui/card.ts";
import { cn } from "../ui/cn.ts";
import { PageTitle } from "../ui/PageTitle.tsx";
import { ContactRoute } from "./ContactRoute.tsx";

/**
 * /contact, one screen: the h1, its lead and where a message goes and who answers (ContactRoute),
 * beside the contact form, with the direct lines (the sales and support addresses, the community) on
 * hairlines under both, a section's distance away (on a phone: heading, form, where a message goes,
 * direct lines).
 * `children` is the form (the slot).
 */
export function ContactPage({ children }: { children?: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="bg-grid absolute inset-x-0 top-0 -z-10 h-96" />
      {/*
        The source order is the phone's reading order: heading, form (the page's job, on the first
        screens: review round 12; the spec fixes no order), where a message goes (what happens once it is
        sent), direct lines. From lg two columns: the heading and, under it, where a message goes on the
        left, the form on the right across both rows (the second row takes what the form needs beyond the
        heading, so the route sits right under the heading); under both, the three direct lines. No CSS
        order: a first paint taken before the form is parsed would show the route where the form then
        lands, and move it (a layout shift of 0.23 on a phone).
      */}
      <Container className="grid grid-cols-1 gap-10 pt-12 pb-16 sm:pt-16 sm:pb-24 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:grid-rows-[auto_1fr] lg:items-start lg:gap-x-16 lg:pt-20">
        <div className="space-y-6 lg:col-start-1 lg:row-start-1">
          <Eyebrow>{contactPage.eyebrow}</Eyebrow>
          <PageTitle>{contactPage.title}</PageTitle>
          <p className="text-lg leading-relaxed text-pretty text-muted">{contactPage.lead}</p>
        </div>
        <div id={contactPage.formId} className={cn(cardClass(), "p-6 sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1")}>
          <h2 className="font-display text-2xl font-semibold text-fg">{contactPage.formHeading}</h2>
          <div className="mt-6 empty:min-h-96 empty:rounded-xl empty:border empty:border-border/70 empty:bg-bg/50">{children}</div>
        </div>
        {/* Who answers and how fast: the page's own drawing. */}
        {/* Sticky from lg (review round 13): beside the long form the column never shows empty. */}
        <ContactRoute className="lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:col-start-1 lg:row-start-2 lg:mt-6" />
        {/* The section rhythm of the site (64 px on a phone, 96 px from sm), not the grid's 40 px gap. */}
        <div className="mt-6 sm:mt-14 lg:col-span-2">
          <h2 className="font-mono text-xs tracking-[0.16em] text-muted uppercase">{contactPage.linesLabel}</h2>
          <dl
            className="mt-3 grid grid-cols-1 divide-y divide-border border-y border-border lg:grid-cols-3 lg:divide-x lg:divide-y-0"
            data-direct-lines
          >
            {contactPage.channels.map((c) => (
              <Line key={c.id} title={c.title} text={c.text} channel={c.id}>
                <span className="flex flex-wrap">
                  <a href={`mailto:${c.email}`} className={cn(lineLink, "[overflow-wrap:anywhere] max-sm:w-full")}>
                    {c.email}
                  </a>
                </span>
              </Line>
            ))}
            <Line title={contactPage.community.title} text={contactPage.community.text}>
              <span className="flex flex-wrap gap-x-6">
                {contactPage.community.links.map((s) => (
                  <a key={s.label} href={s.href} rel="noopener noreferrer" target="_blank" className={lineLink}>
                    {s.label}
                    <ArrowUpRight className="size-4" aria-hidden="true" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                ))}
              </span>
            </Line>
          </dl>
        </div>
      </Container>
    </section>
  );
}

/**
 * The direct lines' one link style: the two addresses (mailto: links) and the community's X and
 * Telegram alike, each 44 px tall, so the three columns' links and descriptions sit on the same rows.
 */
const lineLink =
  "inline-flex min-h-11 items-center gap-1 text-base font-medium text-fg underline decoration-fg/30 underline-offset-4 hover:decoration-fg";

/** One direct line: its name, what it is for, and the address or links (if any). */
function Line({ title, text, channel, children }: { title: string; text: string; channel?: string; children?: ReactNode }) {
  return (
    <div
      className="grid grid-cols-1 content-start gap-x-6 gap-y-1.5 py-4 sm:grid-cols-[9rem_minmax(0,1fr)] lg:grid-cols-1 lg:gap-y-3 lg:px-8 lg:py-6 lg:first:pl-0 lg:last:pr-0"
      data-channel={channel}
    >
      <dt className="font-mono text-xs tracking-[0.16em] text-fg uppercase sm:pt-1 lg:pt-0">{title}</dt>
      <dd className="space-y-1.5">
        {children}
        <p className="text-sm leading-relaxed text-pretty text-muted">{text}</p>
      </dd>
    </div>
  );
}
