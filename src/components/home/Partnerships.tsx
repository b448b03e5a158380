import { partnerships } from "../../content/home.ts";
import { Container } from "../ui/Container.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";

/**
 * Section 8: the two strategic partnerships, as a ruled split, not cards: the page's other pair
 * (Section 5's two clouds) is two framed cards, so this one is set open, two columns between
 * hairlines and parted by one (stacked on a phone, parted by a rule). Each column: the kind of
 * partnership (a mono label, one line from 375 px: no icon tile or card padding beside it), then the
 * partner's name after its icon, then the text. Review round 23: at 1440 the heading stood alone over an empty right
 * half; from lg the section is a split, the heading on the left and the two partnerships stacked on the right (ruled
 * above, between and under), their tops level with the eyebrow's. From md to lg the two columns under the heading as
 * before.
 */
export function Partnerships() {
  return (
    <section aria-labelledby="partnerships-title" data-home-section="partnerships" className="py-12 sm:py-24">
      <Container className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.25fr)] lg:items-start lg:gap-16">
        <SectionHeading id="partnerships-title" eyebrow={partnerships.eyebrow} title={partnerships.heading} />
        <ul
          data-partnerships="split"
          className="grid grid-cols-1 divide-y divide-border/70 border-y border-border/70 md:grid-cols-2 md:divide-x md:divide-y-0 lg:grid-cols-1 lg:divide-x-0 lg:divide-y"
        >
          {partnerships.items.map(({ kind, name, text, icon: Icon }) => (
            <li key={name} className="space-y-4 py-8 md:py-10 md:first:pr-10 md:last:pl-10 lg:py-8 lg:first:pr-0 lg:last:pl-0">
              {/* Lines break between words only (never at the hyphen of "credit-purchase"), balanced, where
                  a column is narrower than the label (under 320 px). */}
              <p data-partnership-kind className="font-mono text-xs tracking-wider text-balance text-muted uppercase">
                {kind.split(" ").flatMap((word, i) => [
                  i > 0 ? " " : null,
                  <span key={word} className="whitespace-nowrap">
                    {word}
                  </span>,
                ])}
              </p>
              {/* The kind of partnership as an icon (payments, trading), never a logo: the trading firm is
                  not named, and the x402 protocol has no mark in the icon package. */}
              <h3 className="flex items-center gap-3 font-display text-2xl font-semibold text-fg sm:text-3xl">
                <Icon aria-hidden="true" className="size-6 shrink-0 text-fg/70" strokeWidth={1.75} />
                {name}
              </h3>
              <p className="max-w-xl leading-relaxed text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
