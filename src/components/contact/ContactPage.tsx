import { LifeBuoy, Mail, Users } from "lucide-react";
import type { ReactNode } from "react";
import { contactPage } from "../../content/contact.ts";
import { SocialLinks } from "../chrome/SocialLinks.tsx";
import { Container, PageHero, cardClass } from "../ui/Section.tsx";
import { cn } from "../ui/cn.ts";
import { ContactPathVisual } from "../art/HeroVisuals.tsx";
import { iconTileClass } from "../ui/IconTile.tsx";

const channelIcons = { sales: Mail, support: LifeBuoy } as const;

/** /contact: the channels beside the contact form; `children` is the form (the slot). */
export function ContactPage({ children }: { children?: ReactNode }) {
  return (
    <>
      <PageHero eyebrow={contactPage.eyebrow} title={contactPage.title} lead={contactPage.lead} aside={<ContactPathVisual />} />
      <section aria-label={contactPage.optionsLabel} className="py-16 sm:py-24">
        <Container className="grid grid-cols-1 gap-8 lg:grid-cols-[1fr_1.6fr]">
          <ul className="space-y-4">
            {contactPage.channels.map((c) => {
              const Icon = channelIcons[c.id];
              return (
                <li key={c.id} className={cn(cardClass(), "flex gap-4 p-6")} data-channel={c.id}>
                  <span aria-hidden="true" className={iconTileClass("md")}>
                    <Icon className="size-5" />
                  </span>
                  <div className="min-w-0 space-y-1">
                    <h2 className="font-display text-lg font-semibold text-fg">{c.title}</h2>
                    <p className="text-sm text-muted">{c.text}</p>
                    <p className="pt-1 font-mono text-sm break-all text-accent select-all">{c.email}</p>
                  </div>
                </li>
              );
            })}
            <li className={cn(cardClass(), "flex gap-4 p-6")}>
              <span aria-hidden="true" className={iconTileClass("md")}>
                <Users className="size-5" />
              </span>
              <div className="space-y-3">
                <div className="space-y-1">
                  <h2 className="font-display text-lg font-semibold text-fg">{contactPage.community.title}</h2>
                  <p className="text-sm text-muted">{contactPage.community.text}</p>
                </div>
                <SocialLinks />
              </div>
            </li>
          </ul>
          <div id={contactPage.formId} className={cn(cardClass(), "p-6 sm:p-8")}>
            <h2 className="font-display text-2xl font-semibold text-fg">{contactPage.formHeading}</h2>
            <div className="mt-6 empty:min-h-96 empty:rounded-xl empty:border empty:border-border/70 empty:bg-bg/50">{children}</div>
          </div>
        </Container>
      </section>
    </>
  );
}
