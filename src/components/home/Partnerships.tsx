import { partnerships } from "../../content/home.ts";
import { PartnerGlyph } from "../brand/PartnerWordmark.tsx";
import { cn } from "../ui/cn.ts";
import { Container, SectionHeading, cardClass } from "../ui/Section.tsx";

/** Section 8: the two strategic partner cards. */
export function Partnerships() {
  return (
    <section aria-labelledby="partnerships-title" data-home-section="partnerships" className="py-16 sm:py-24">
      <Container className="space-y-10">
        <SectionHeading id="partnerships-title" eyebrow={partnerships.eyebrow} title={partnerships.heading} />
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
          {partnerships.items.map(({ kind, name, text, icon: Icon, wordmark }) => (
            <li key={name} className={cn(cardClass(), "relative space-y-5 overflow-hidden p-6 sm:p-8")}>
              <span aria-hidden="true" className="absolute -top-16 -right-16 size-48 rounded-full bg-accent/10 blur-2xl" />
              <div className="relative flex items-center gap-4">
                {/* The trading firm is not a real company: its greyscale glyph, as in the partner rows. The
                    x402 protocol is real but has no logo in the icon package: a generic icon, not a made-up mark. */}
                <span className="grid size-12 shrink-0 place-items-center rounded-xl border border-border bg-surface-2 text-fg/75">
                  {wordmark ? <PartnerGlyph name={name} className="size-6" /> : <Icon className="size-6" aria-hidden="true" />}
                </span>
                <div>
                  <p className="font-mono text-xs tracking-wider text-accent uppercase">{kind}</p>
                  <h3 className="font-display text-2xl font-semibold text-fg">{name}</h3>
                </div>
              </div>
              <p className="relative leading-relaxed text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
