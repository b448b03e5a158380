import { ArrowRight } from "lucide-react";
import { partnerRows, partnersHeading, partnersLink } from "../../content/home.ts";
import { PartnerWordmark } from "../brand/PartnerWordmark.tsx";
import { Container } from "../ui/Container.tsx";
import { Marquee } from "./Marquee.tsx";

/** Section 7: three rows of eleven partner wordmarks, one row per category, alternating direction (CSS only). */
export function PartnerMarquee() {
  return (
    <section aria-labelledby="partners-title" data-home-section="partners" className="py-12 sm:py-24">
      <Container>
        <div className="mb-10 flex flex-col items-center gap-2 text-center">
          <h2 id="partners-title" className="font-mono text-sm tracking-[0.16em] text-muted uppercase">
            {partnersHeading}
          </h2>
          <a
            href={partnersLink.href}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-fg underline-offset-4 hover:underline"
          >
            {partnersLink.label}
            <ArrowRight className="size-4" aria-hidden="true" />
          </a>
        </div>
      </Container>
      <div className="space-y-6">
        {partnerRows.map((row, i) => (
          <div key={row.label} className="space-y-2">
            <Container>
              <p className="text-center font-mono text-xs tracking-[0.14em] text-muted uppercase" data-partner-category>
                {row.label}
              </p>
            </Container>
            <Marquee
              items={row.names}
              reverse={i % 2 === 1}
              duration={50 + i * 8}
              label={`${row.label} partners`}
              itemClassName="px-5 py-2 sm:px-7"
              render={(name) => <PartnerWordmark name={name} size="lg" />}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
