import { ArrowDown, Building2, Cpu, Mail, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { providePage } from "../../content/provide.ts";
import { Container } from "../ui/Container.tsx";
import { PageHero } from "../ui/PageHero.tsx";
import { cardClass } from "../ui/card.ts";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { cn } from "../ui/cn.ts";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { EarningsEstimate } from "./EarningsEstimate.tsx";
import { PayoutFlow } from "./PayoutFlow.tsx";
import { GpuTable } from "../products/GpuTable.tsx";

/** /provide-compute: the Cloud Host Application page; `children` is the application form (the slot). */
export function ProvidePage({ children }: { children?: ReactNode }) {
  const { emailNote } = providePage;
  return (
    <>
      {/* Review round 19: the text column ended ~160 px above the estimate and its fine print at 1440. The two start on
          one line (round 16) and, from lg, end on one: the text column is as tall as the estimate (align="stretch") and
          what the application asks for stands at its foot, level with the fine print's last line. Review round 22: at 375 that
          list stood between the button and the estimate, pushing the page's picture below the fold: it is the hero's
          `footer`, after the estimate on a phone, at the text column's foot from lg as before. */}
      <PageHero
        eyebrow={providePage.eyebrow}
        title={providePage.title}
        lead={providePage.lead}
        aside={<EarningsEstimate />}
        align="stretch"
        footer={<ApplicationAsks />}
      >
        <ButtonLink href={`#${providePage.formId}`} size="lg" className="w-full sm:w-auto sm:self-start">
          {providePage.startLabel}
          <ArrowDown className="size-4" aria-hidden="true" />
        </ButtonLink>
      </PageHero>
      <PayoutFlow />
      <section id={providePage.formId} aria-labelledby="application-title" className="py-16 sm:py-24">
        {/* One grid, four boxes, in this source order (so a phone and a screen reader meet them in it): the section's
            heading, what qualifies, the form, then what happens next. Review round 20: the hardware came after the form,
            so on a phone a visitor learnt what qualifies only after the Submit button; now it comes first at every width.
            From lg the grid places the heading across the top, the hardware then the steps in the first column and the
            form beside them in the second (over two rows), so the page reads left to right in the same order (grid
            placement, not `order`); the second row takes the hardware's height, the third the rest of the form's, so
            the two columns end together. */}
        <Container className="grid grid-cols-1 items-start gap-y-12 lg:grid-cols-[1fr_1.2fr] lg:grid-rows-[auto_auto_1fr] lg:gap-x-12 lg:gap-y-10">
          {/* The section's heading as every other section has one (eyebrow, h2): the h1 already names the form
              "Cloud Host Application", so this one says what the form asks. */}
          <SectionHeading
            id="application-title"
            eyebrow={providePage.formEyebrow}
            title={providePage.formHeading}
            className="-mb-2 sm:mb-0 lg:col-span-2 lg:row-start-1 lg:mb-2"
          />
          <Hardware />
          {/* From lg the form's card and "What happens next" end on one line (round 18: 8 px apart read as a near miss):
              whichever column is shorter gives way, the form's card stretching to the steps' end or the steps' card
              (never stretched itself: no empty rails) standing at the foot of its row. */}
          <div className={cn(cardClass(), "p-6 sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-2 lg:self-stretch")} data-host-form="">
            {/* Neutral, like the page's other notes: the accent stays on the page's one action. */}
            <div role="note" className="flex gap-3 rounded-xl border border-border bg-surface-2/60 p-4" data-email-note>
              <Building2 className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
              <p className="text-sm text-fg">
                <strong className="font-semibold">{emailNote.title}.</strong> {emailNote.text}
              </p>
            </div>
            {/* The checkboxes' two columns take their labels' widths, 40 px apart (round 18: in two equal halves "I'm
                interested in contributing capital" ended 8 px from the card's padding). Review round 20: the privacy
                note's link, in running text, gets 14 px of padding over and under its words, a 44-px tap target that
                moves no line (the shared form's island is unchanged). Classes on the slot, no script. */}
            <div className="mt-6 empty:min-h-[32rem] empty:rounded-xl empty:border empty:border-border/70 empty:bg-bg/50 sm:[&_fieldset>div]:grid-cols-[auto_auto] sm:[&_fieldset>div]:justify-start sm:[&_fieldset>div]:gap-x-10 [&_[data-privacy-note]_a]:py-3.5">
              {children}
            </div>
          </div>
          {/* What follows the form, at the foot of its row (its end on the form card's end from lg). Review round 23: it was
              a second 01-04 timeline (rings on a rail) under the payouts' one, so the page read as two identical timelines.
              The payouts keep the page's one timeline; this is a short ruled list, no numerals and no rail: each stage a
              row under a hairline, its name then what happens (side by side where the list has the page's width, sm to lg;
              stacked on a phone and in the column beside the form, where the rows' height closes the column on the form
              card's end instead of a ~150-px gap under the GPU table). The list's order still says the sequence to a
              screen reader. */}
          <div className="lg:col-start-1 lg:row-start-3 lg:self-end" data-host-steps="">
            <h3 className="font-display text-xl font-semibold text-fg">{providePage.stepsHeading}</h3>
            <ol className="mt-4 border-b border-border/60" data-host-next="">
              {providePage.steps.map((s) => (
                <li
                  key={s.title}
                  className="grid grid-cols-1 gap-y-1 border-t border-border/60 py-4 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-x-6 lg:grid-cols-1 lg:py-5"
                  data-host-next-item=""
                >
                  <h4 className="font-display text-base font-semibold text-fg">{s.title}</h4>
                  {/* Review round 26: on a phone "pretty" wrapping pulled words down, so these 14 px lines ended ~290 px
                      into a 343 px column. Below sm, plain wrapping at the body's 16 px (plain at 14 px left "job." and
                      "workloads." alone on a line): the lines run the column's width; 14 px and pretty from sm. */}
                  <p className="text-base leading-relaxed text-muted sm:text-sm sm:text-pretty" data-host-next-text="">
                    {s.text}
                  </p>
                </li>
              ))}
            </ol>
          </div>
        </Container>
      </section>
    </>
  );
}

/** What the application asks for (the form's required facts), a quiet list under a rule at the foot of the hero's text. */
function ApplicationAsks() {
  const { asks } = providePage;
  const icons = [Mail, MapPin, Cpu];
  return (
    <div className="border-t border-border/60 pt-6" data-provide-asks="">
      <p className="font-mono text-xs font-medium tracking-[0.16em] text-muted uppercase">{asks.label}</p>
      <ul className="mt-4 grid gap-3 text-sm text-fg sm:grid-cols-3 sm:gap-4">
        {asks.items.map((item, i) => {
          const Icon = icons[i]!;
          return (
            <li key={item} className="flex items-center gap-2.5">
              <Icon className="size-4 shrink-0 text-muted" aria-hidden="true" />
              {item}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * What qualifies: the facility, then the GPUs we onboard in the table Nirvana Earth's lineup uses (GpuTable: model,
 * memory, what it suits; stacked cards on a phone), so GPU facts look the same site-wide. From src/content/provide.ts.
 */
function Hardware() {
  const { hardware } = providePage;
  return (
    <div className="space-y-4 border-t border-border/60 pt-8 lg:col-start-1 lg:row-start-2" data-host-hardware="">
      {/* Review round 22: a 24-px h3 straight under the section's h2 read as a second title with nothing between them. Now
          a sub-heading under a rule (the hardware's own part of the section, its top on the form card's top from lg),
          20 px like "What happens next", the section's other h3. */}
      <h3 className="font-display text-xl font-semibold text-fg">{hardware.heading}</h3>
      {/* Round 17: no server glyph beside the sentence (at 1440 its two bars read as a stray rule left of the text). */}
      <p className="text-sm leading-relaxed text-pretty text-muted">{hardware.text}</p>
      <div data-host-gpus="">
        {/* The site's label/caption style (docs/design.md, type scale: 12 px mono, tracked, uppercase), as the table's
            own head under it; round 17: a 14-px lowercase mono line here was the one caption of its kind on the site. */}
        <p className="font-mono text-xs font-medium tracking-[0.16em] text-muted uppercase" aria-hidden="true" data-host-gpus-label="">
          {hardware.gpusLabel}
        </p>
        <GpuTable
          caption={hardware.gpus.caption}
          columns={hardware.gpus.columns}
          rows={hardware.gpus.rows}
          compact
          phoneRows
          className="mt-3"
        />
      </div>
    </div>
  );
}
