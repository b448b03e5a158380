import { ArrowUpRight, Mail, Send } from "lucide-react";
import { XMark } from "../chrome/SocialLinks.tsx";
import type { ReactNode } from "react";
import { contactPage } from "../../content/contact.ts";
import { cn } from "../ui/cn.ts";

/**
 * /contact, who answers (review round 15): beside the form from lg, under it on a phone. One ruled
 * row per team a message can reach, its name beside what it answers and its address (the spec's sales inquiries
 * and support addresses, shown as text and written to directly), support with the one time the spec gives (a
 * payment pending over 10 minutes); then the community. Every link is a 44 px target at every width; on a phone
 * each is a visible box (bordered, not a pill), the addresses the row's full width; X and Telegram side by side, boxes at
 * every width (review round 26).
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
          {/* Review round 26: at 1440 X and Telegram read as two small underlined words: at every width they are
              boxes, 44 px tall, each with its network's mark, side by side. */}
          <span className="grid grid-cols-2 gap-3 pt-1 sm:flex sm:flex-wrap" data-community-links="">
            {community.links.map((s, i) => {
              const Mark = i === 0 ? XMark : Send;
              return (
                <a key={s.label} href={s.href} rel="noopener noreferrer" target="_blank" className={communityLink}>
                  <Mark className="size-4 shrink-0 text-muted max-sm:hidden" aria-hidden="true" />
                  {s.label}
                  <ArrowUpRight className="ml-auto size-4 shrink-0 text-muted sm:ml-1" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              );
            })}
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

/** The community's two links (review round 26): a bordered 44 px box at every width, its name on one line and the arrow
 * (from sm the network's mark before the name; a phone's half-width box has no room for it). */
const communityLink =
  "inline-flex min-h-11 items-center gap-2.5 rounded-lg border border-border bg-bg/40 px-3 text-base font-medium whitespace-nowrap text-fg transition-colors hover:border-muted/60 sm:min-w-40 sm:px-4";

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
