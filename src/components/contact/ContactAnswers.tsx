import { ArrowUpRight, Mail } from "lucide-react";
import type { ReactNode } from "react";
import { contactPage } from "../../content/contact.ts";
import { cn } from "../ui/cn.ts";

/**
 * /contact, who answers (review round 15): beside the form from lg, under it on a phone. One ruled
 * row per team a message can reach, its name beside what it answers and its address (the spec's sales inquiries
 * and support addresses, shown as text and written to directly), support with the one time the spec gives (a
 * payment pending over 10 minutes); then the community. Every link is a 44 px target at every width; on a phone
 * each is a visible box (bordered, not a pill), the addresses the row's full width, X and Telegram side by side.
 */
export function ContactAnswers({ className }: { className?: string }) {
  const { answers, community } = contactPage;
  return (
    <section aria-labelledby="contact-answers-title" className={cn("border-t border-border pt-6", className)} data-contact-answers="">
      <h2 id="contact-answers-title" className="font-mono text-xs tracking-[0.16em] text-muted uppercase">
        {answers.caption}
      </h2>
      <dl className="mt-3 divide-y divide-border border-b border-border" data-direct-lines="">
        {answers.teams.map((t) => (
          <Row key={t.id} title={t.title} text={t.text} channel={t.id}>
            <a href={`mailto:${t.email}`} className={cn(lineLink, "[overflow-wrap:anywhere] max-sm:w-full")}>
              <Mail className="size-4 shrink-0 text-muted" aria-hidden="true" />
              {t.email}
            </a>
            {"note" in t && (
              <p className="text-sm leading-relaxed text-pretty text-muted" data-contact-support-note="">
                {t.note.question} <span className="whitespace-nowrap max-sm:block">{t.note.action}</span>
              </p>
            )}
          </Row>
        ))}
        <Row title={community.title} text={community.text} channel="community">
          <span className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:gap-x-6 sm:gap-y-0">
            {community.links.map((s) => (
              <a key={s.label} href={s.href} rel="noopener noreferrer" target="_blank" className={lineLink}>
                {s.label}
                <ArrowUpRight className="size-4 shrink-0" aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ))}
          </span>
        </Row>
      </dl>
    </section>
  );
}

/**
 * The rows' one link style: 44 px tall at every width (the addresses and X and Telegram alike); on a phone a
 * bordered box, so the target a thumb has is the one it sees (review round 15: the community links read as 20 px
 * lines of text at 375); from sm an underlined line of text.
 */
const lineLink = cn(
  "inline-flex min-h-11 items-center gap-2 text-base font-medium text-fg underline decoration-fg/30 underline-offset-4 hover:decoration-fg",
  "max-sm:rounded-lg max-sm:border max-sm:border-border max-sm:px-3 max-sm:no-underline max-sm:hover:border-muted/60",
);

/** One team (or the community): its name, beside what it answers and the address or links. */
function Row({ title, text, channel, children }: { title: string; text: string; channel: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-x-6 gap-y-2 py-4 sm:grid-cols-[9rem_minmax(0,1fr)]" data-channel={channel}>
      <dt className="font-display text-lg font-semibold text-fg">{title}</dt>
      <dd className="space-y-2 sm:pt-1">
        <p className="text-sm leading-relaxed text-pretty text-muted">{text}</p>
        {children}
      </dd>
    </div>
  );
}
