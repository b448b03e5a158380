import { ArrowUpRight } from "lucide-react";
import type { ReactNode } from "react";
import { contactPage } from "../../content/contact.ts";
import { site } from "../../content/site.ts";
import { Container } from "../ui/Container.tsx";
import { Eyebrow } from "../ui/Eyebrow.tsx";
import { cardClass } from "../ui/card.ts";
import { cn } from "../ui/cn.ts";
import { PageTitle } from "../ui/PageTitle.tsx";
import { ContactRoute } from "./ContactRoute.tsx";

const community = [site.social.x, site.social.telegram];

/**
 * /contact, one screen: the h1, its lead, where a message goes and who answers (ContactRoute), and the
 * direct lines (the sales and support addresses, the community) on hairlines, beside the contact form
 * (on a phone the form comes right after the lead).
 * `children` is the form (the slot).
 */
export function ContactPage({ children }: { children?: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="bg-grid absolute inset-x-0 top-0 -z-10 h-96" />
      {/* In the document: the heading, the form, then the direct lines (on a phone the form comes second); from lg the form is the right column. */}
      <Container className="grid grid-cols-1 gap-10 pt-12 pb-16 sm:pt-16 sm:pb-24 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:pt-20">
        <div className="space-y-6">
          <Eyebrow>{contactPage.eyebrow}</Eyebrow>
          <PageTitle>{contactPage.title}</PageTitle>
          <p className="max-w-xl text-lg leading-relaxed text-balance text-muted">{contactPage.lead}</p>
        </div>
        <div id={contactPage.formId} className={cn(cardClass(), "p-6 sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start")}>
          <h2 className="font-display text-2xl font-semibold text-fg">{contactPage.formHeading}</h2>
          <div className="mt-6 empty:min-h-96 empty:rounded-xl empty:border empty:border-border/70 empty:bg-bg/50">{children}</div>
        </div>
        <div className="space-y-10 lg:col-start-1 lg:row-start-2">
          {/* Who answers and how fast: the page's own drawing, on the first screen from lg (after the form on a phone). */}
          <ContactRoute />
          <div>
            <h2 className="font-mono text-xs tracking-[0.16em] text-muted uppercase">{contactPage.linesLabel}</h2>
            <dl className="mt-3 divide-y divide-border border-y border-border" data-direct-lines>
              {contactPage.channels.map((c) => (
                <Line key={c.id} title={c.title} text={c.text} channel={c.id}>
                  <span className="font-mono text-base break-all text-fg select-all sm:text-lg">{c.email}</span>
                </Line>
              ))}
              <Line title={contactPage.community.title} text={contactPage.community.text}>
                <span className="flex flex-wrap gap-x-6 gap-y-2">
                  {community.map((s) => (
                    <a
                      key={s.label}
                      href={s.href}
                      rel="noopener noreferrer"
                      target="_blank"
                      className="inline-flex min-h-11 min-w-11 items-center gap-1 text-base font-medium text-fg hover:text-accent sm:min-h-0 sm:min-w-0"
                    >
                      {s.label}
                      <ArrowUpRight className="size-4" aria-hidden="true" />
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  ))}
                </span>
              </Line>
            </dl>
          </div>
        </div>
      </Container>
    </section>
  );
}

/** One direct line: its name, what it is for, and the address or links (if any). */
function Line({ title, text, channel, children }: { title: string; text: string; channel?: string; children?: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-x-6 gap-y-1.5 py-4 sm:grid-cols-[9rem_minmax(0,1fr)]" data-channel={channel}>
      <dt className="font-mono text-xs tracking-[0.16em] text-fg uppercase sm:pt-1">{title}</dt>
      <dd className="space-y-1.5">
        {children}
        <p className="text-sm leading-relaxed text-pretty text-muted">{text}</p>
      </dd>
    </div>
  );
}
