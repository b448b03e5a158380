import { partnerships } from "../../content/home.ts";
import { cn } from "../ui/cn.ts";
import { Container } from "../ui/Container.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { cardClass } from "../ui/card.ts";
import { iconTileClass } from "../ui/IconTile.tsx";

/** Section 8: the two strategic partner cards. */
export function Partnerships() {
  return (
    <section aria-labelledby="partnerships-title" data-home-section="partnerships" className="py-12 sm:py-24">
      <Container className="space-y-10">
        <SectionHeading id="partnerships-title" eyebrow={partnerships.eyebrow} title={partnerships.heading} />
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
          {partnerships.items.map(({ kind, name, text, icon: Icon }) => (
            <li key={name} className={cn(cardClass(), "space-y-5 p-6 sm:p-8")}>
              <div className="relative flex items-center gap-4">
                {/* The kind of partnership as an icon (payments, trading), never a logo: the trading firm is
                    not named, and the x402 protocol has no mark in the icon package. */}
                <span aria-hidden="true" className={iconTileClass("lg", "text-fg/75")}>
                  <Icon className="size-6" />
                </span>
                <div>
                  {/* Balanced: on a phone the longer kind takes two lines of like length, no word left alone;
                      lines break between words only, never at the hyphen of "credit-purchase". */}
                  <p className="font-mono text-xs tracking-wider text-balance text-muted uppercase">
                    {kind.split(" ").flatMap((word, i) => [
                      i > 0 ? " " : null,
                      <span key={word} className="whitespace-nowrap">
                        {word}
                      </span>,
                    ])}
                  </p>
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
