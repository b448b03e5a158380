import { ArrowRight } from "lucide-react";
import { partnerRows, partnersHeading, partnersLink } from "../../content/home.ts";
import { PartnerWordmark } from "../brand/PartnerWordmark.tsx";
import { Container } from "../ui/Container.tsx";
import { Marquee } from "./Marquee.tsx";

/** Section 7: three rows of eleven partner wordmarks, one row per category, alternating direction (CSS only).
 * From lg each row drifts behind wide fades (a name fades out well before the row's edge, so none reads as
 * cut); below lg the rows stand still and wrap whole names onto lines.
 * Set as type, not logos: only some of the 33 (wallets, tokens) have marks on the site, and a row half
 * logos half names would read unfinished. */
export function PartnerMarquee() {
  return (
    <section aria-labelledby="partners-title" data-home-section="partners" className="py-12 sm:py-24">
      <Container>
        <div className="mb-6 flex flex-col items-start gap-2 lg:flex-row lg:items-baseline lg:justify-between">
          <h2 id="partners-title" className="font-mono text-sm tracking-[0.16em] text-muted uppercase">
            {partnersHeading}
          </h2>
          <a
            href={partnersLink.href}
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-fg underline-offset-4 hover:underline"
          >
            {partnersLink.label}
            <ArrowRight className="size-4" aria-hidden="true" />
          </a>
        </div>
      </Container>
      {/* A ruled table of three rows, left-aligned like every section: the category on the left (above the
          row on a phone), a gap, then its names running beside it and fading in and out at both ends, each name set as a wordmark (display face, semibold) and parted by a slash. */}
      <Container>
        <div className="divide-y divide-border/70 border-y border-border/70">
          {partnerRows.map((row, i) => (
            <div
              key={row.label}
              className="grid grid-cols-1 items-center gap-y-1 py-4 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-x-8 lg:py-5"
            >
              <p className="font-mono text-xs tracking-[0.14em] text-muted uppercase" data-partner-category>
                {row.label}
              </p>
              <Marquee
                items={row.names}
                reverse={i % 2 === 1}
                duration={50 + i * 8}
                label={`${row.label} partners`}
                stillBelowLg
                className="[mask-image:linear-gradient(to_right,transparent,transparent_7%,black_26%,black_74%,transparent_93%,transparent)]"
                itemClassName="group/item py-2 max-lg:py-1"
                render={(name) => (
                  <span className="inline-flex items-center">
                    <PartnerWordmark name={name} size="lg" className="font-semibold text-fg/80 max-lg:text-base max-lg:sm:text-lg" />
                    <span
                      aria-hidden="true"
                      className="mx-6 h-5 w-px rotate-[18deg] bg-fg/25 max-lg:mx-3 max-lg:h-4 max-lg:group-last/item:hidden sm:mx-8"
                    />
                  </span>
                )}
              />
            </div>
          ))}
        </div>
      </Container>
    </section>
  );
}
