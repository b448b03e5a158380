import { ArrowUp } from "lucide-react";
import { partnerships } from "../../content/home.ts";
import { cn } from "../ui/cn.ts";
import { Container } from "../ui/Container.tsx";
import { linkClass } from "../ui/link.ts";
import { SectionHeading } from "../ui/SectionHeading.tsx";

/**
 * Section 8: the two strategic partnerships, as a ruled list, not cards: the page's other pair (Section 5's two clouds)
 * is two framed cards. Review round 23: at 1440 the heading stood alone over an empty right half; from lg the section is
 * a split, the heading on the left and the partnerships stacked on the right (ruled above, between and under), their
 * tops level with the eyebrow's.
 * Review round 26: the x402 entry re-explained the protocol the payment section explains; it says what the partnership
 * is and links to that section ("How an agent pays"). The trading firm is not named, and was set like a named partner
 * (an icon, a 30 px name): it is now a plainer second row, its kind, then "A trading firm" at 18 px with an "Unnamed
 * partner" tag, then one short line. Stacked at every width (two columns of unequal weight read as unbalanced).
 */
export function Partnerships() {
  const { lead, second } = partnerships;
  const Icon = lead.icon;
  return (
    <section aria-labelledby="partnerships-title" data-home-section="partnerships" className="py-12 sm:py-24">
      <Container className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.25fr)] lg:items-start lg:gap-16">
        <SectionHeading id="partnerships-title" eyebrow={partnerships.eyebrow} title={partnerships.heading} />
        <ul data-partnerships="split" className="grid grid-cols-1 divide-y divide-border/70 border-y border-border/70">
          <li className="space-y-4 py-8 md:py-10 lg:py-8" data-partnership="named">
            <Kind text={lead.kind} />
            {/* The kind of partnership as an icon (payments), never a logo: the x402 protocol has no mark in the icon package. */}
            <h3 className="flex items-center gap-3 font-display text-2xl font-semibold text-fg sm:text-3xl">
              <Icon aria-hidden="true" className="size-6 shrink-0 text-fg/70" strokeWidth={1.75} />
              {lead.name}
            </h3>
            <p className="max-w-xl leading-relaxed text-pretty text-muted">{lead.text}</p>
            <a
              href={lead.link.href}
              className={cn("inline-flex min-h-11 items-center gap-2 text-sm", linkClass("quiet"))}
              data-text-link=""
            >
              {lead.link.label}
              <ArrowUp className="size-4" aria-hidden="true" />
            </a>
          </li>
          <li className="space-y-2 py-6" data-partnership="unnamed">
            <Kind text={second.kind} />
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h3 className="font-display text-lg font-semibold text-fg">{second.name}</h3>
              <span className="rounded-sm border border-border px-1.5 py-px font-mono text-xs text-muted" data-partnership-unnamed="">
                {second.unnamed}
              </span>
            </div>
            <p className="max-w-xl text-sm leading-relaxed text-pretty text-muted">{second.text}</p>
          </li>
        </ul>
      </Container>
    </section>
  );
}

/**
 * The kind of partnership, a mono label on one line from 375 px; lines break between words only (never at the hyphen
 * of "credit-purchase"), balanced, where a column is narrower than the label (under 320 px).
 */
function Kind({ text }: { text: string }) {
  return (
    <p data-partnership-kind className="font-mono text-xs tracking-wider text-balance text-muted uppercase">
      {text.split(" ").flatMap((word, i) => [
        i > 0 ? " " : null,
        <span key={word} className="whitespace-nowrap">
          {word}
        </span>,
      ])}
    </p>
  );
}
