import { providePage } from "../../content/provide.ts";
import { Container } from "../ui/Container.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { Steps } from "../ui/Steps.tsx";
import { PayoutPicture } from "./PayoutPicture.tsx";

/**
 * How a payout comes about, as a band of its own under the site's section heading (eyebrow, h2): GPU-hour → metered →
 * PING payout → Sui transaction, in the site's Steps. Review round 20: the band was a flow of icon tiles joined by arrows
 * while "What happens next" is the site's numbered Steps; both became Steps, but this band a row and the other a column
 * still read as two styles (review round 21). Both are now the column layout with the same title sizes (`STEPS_CLASS`):
 * from lg this band is split like the application below it (its heading in the first column, the steps in the second,
 * on the form's edge), one column on smaller screens. Static HTML, no script. The last stage links to a Sui explorer.
 */
/**
 * The payouts' Steps look (review round 21): the column layout, its titles 20 px below lg (the column's 16 px from lg), the
 * texts 14 px. Review round 23: the page's one timeline ("What happens next" is a ruled list, ProvidePage.tsx).
 */
const STEPS_CLASS = "max-lg:[&_h3]:text-xl max-lg:[&_h4]:text-xl";

export function PayoutFlow() {
  const { earnings } = providePage;
  const items = earnings.flow.map((f) => ({
    title: f.label,
    text: "link" in f ? <LinkedText text={f.text} link={f.link} /> : f.text,
  }));
  return (
    <section aria-labelledby="earnings-title" className="border-b border-border/60 bg-surface/40 py-16 sm:py-24">
      <Container className="grid grid-cols-1 gap-y-10 sm:gap-y-12 lg:grid-cols-[1fr_1.2fr] lg:items-stretch lg:gap-x-12">
        {/* Review round 22: from lg the heading's column holds the band's picture too (PayoutPicture), at the foot of the
            column, level with the last step, so the column is not a heading over ~300 px of nothing. Review round 23:
            below lg the band had no picture at all; the same drawing, compact (tighter padding), now stands between the
            heading and the steps, so a phone sees the payout drawn before it reads it. */}
        <div className="lg:flex lg:h-full lg:flex-col lg:gap-8" data-payout-head="">
          <SectionHeading id="earnings-title" eyebrow={earnings.eyebrow} title={earnings.heading} />
          <PayoutPicture className="mt-6 sm:mt-8 sm:max-w-xl lg:mt-auto lg:max-w-none" />
        </div>
        {/* Review round 23: from lg the steps stand at the foot of their column, their last line level with the picture's
            foot (they started at the eyebrow and ended ~30 px above it). */}
        <div className="lg:self-end" data-payout-flow="">
          <Steps layout="column" titleAs="h3" items={items} className={STEPS_CLASS} />
        </div>
      </Container>
    </section>
  );
}

/**
 * `text` with the words `link.text` as a link (an ordinary link to another site: same tab, `rel="noopener"`). A link in
 * running text: 14 px of padding over and under its words make a 44-px tap target (review round 20) without moving the
 * lines (an inline box's padding takes no room in its line).
 */
function LinkedText({ text, link }: { text: string; link: { text: string; href: string } }) {
  const at = text.indexOf(link.text);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <a
        href={link.href}
        rel="noopener"
        className="py-3.5 font-medium whitespace-nowrap text-fg underline underline-offset-4 hover:text-accent"
        data-explorer-link=""
      >
        {link.text}
      </a>
      {text.slice(at + link.text.length)}
    </>
  );
}
