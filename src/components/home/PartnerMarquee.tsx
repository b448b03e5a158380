import type { CSSProperties } from "react";
import { ArrowRight } from "lucide-react";
import { partnerRows, partnersEyebrow, partnersHeading, partnersLink } from "../../content/home.ts";
import { PartnerWordmark } from "../brand/PartnerWordmark.tsx";
import { cn } from "../ui/cn.ts";
import { Container } from "../ui/Container.tsx";
import { linkClass } from "../ui/link.ts";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { Marquee } from "./Marquee.tsx";

/**
 * The moving rows' fade at each end (from lg), as [position in % of the row, opacity]: a slow, eased
 * rise (opacity = (x / 36 %)²) over a third of the row, so a name crossing an edge fades as a whole:
 * while any part of it is hidden (under 3 %) no other part is shown at 60 % or more, even for the
 * longest name; a short fade made the names at the edges read as cut ("MetaM", "200") in a still
 * picture. tests/e2e/home.test.ts checks this over a whole loop. Review round 26: over 42 % of the row (was 36): the shared
 * monogram chip before each name made "Model Context Protocol" ~30 px longer than the old fade let through whole.
 */
export const PARTNER_FADE: readonly (readonly [number, number])[] = [0, 0.2, 0.4, 0.6, 0.8, 1].map((t) => [42 * t, t * t]);

const fadeMask = () => {
  const stops = [...PARTNER_FADE, ...[...PARTNER_FADE].reverse().map(([at, a]) => [100 - at, a] as const)];
  return `linear-gradient(to right, ${stops.map(([at, a]) => `rgb(0 0 0 / ${+a.toFixed(3)}) ${+at.toFixed(2)}%`).join(", ")})`;
};

/** Section 7: three rows of eleven partner wordmarks, one row per category, alternating direction (CSS only).
 * From lg each row drifts behind long eased fades (`PARTNER_FADE`); below lg the rows stand still and
 * wrap whole names onto lines. Each name's slash comes before it, and the list is shifted left by one
 * slash's width inside its clipping box: a slash that would start a line is clipped, and none ends one.
 * Set as type, not logos: only some of the 33 (wallets, tokens) have marks on the site, and a row half
 * logos half names would read unfinished. */
export function PartnerMarquee() {
  return (
    <section aria-labelledby="partners-title" data-home-section="partners" className="py-12 sm:py-24">
      <Container>
        <div className="mb-8 flex flex-col items-start gap-4 lg:flex-row lg:items-end lg:justify-between">
          {/* Review round 22: a heading like every other section's (it was the only eyebrow with no heading): the
              eyebrow names the ecosystem (the header's group), the h2 keeps its words, in the section headings' look. */}
          <SectionHeading id="partners-title" eyebrow={partnersEyebrow} title={partnersHeading} />
          <a
            href={partnersLink.href}
            className={cn("inline-flex min-h-11 items-center gap-1.5 text-sm", linkClass("quiet"))}
            data-text-link=""
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
                style={{ "--partner-fade": fadeMask() } as CSSProperties}
                className="[mask-image:var(--partner-fade)] [&_[data-marquee-copy=original]]:max-lg:-ml-[21px] motion-reduce:[&_[data-marquee-copy=original]]:-ml-[65px] motion-reduce:[&_[data-marquee-copy=original]]:justify-start max-lg:motion-reduce:[&_[data-marquee-copy=original]]:-ml-[21px]"
                itemClassName="py-2 max-lg:py-1"
                render={(name) => (
                  <span className="inline-flex items-center">
                    <span
                      aria-hidden="true"
                      data-partner-slash
                      className="mx-8 h-5 w-px shrink-0 rotate-[18deg] bg-fg/25 max-lg:mx-2.5 max-lg:h-4"
                    />
                    <PartnerWordmark name={name} size="lg" className="font-semibold text-fg/80 max-lg:text-base max-lg:sm:text-lg" />
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
