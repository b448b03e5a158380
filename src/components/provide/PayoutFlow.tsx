import { providePage } from "../../content/provide.ts";
import { Container } from "../ui/Container.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { Steps } from "../ui/Steps.tsx";

/**
 * How a payout comes about, as a band of its own under the site's section heading (eyebrow, h2): GPU-hour → metered →
 * PING payout → Sui transaction, in the site's Steps (a row of four from lg, down the left below it). Review round 20:
 * the band was a flow of icon tiles joined by arrows while "What happens next" is the site's numbered Steps, two step
 * styles on one page; now both are Steps (this band the row layout, the column beside the form the column layout: one
 * design, the same rings, numerals and rail). Static HTML, no script. The last stage links to a public Sui explorer.
 */
export function PayoutFlow() {
  const { earnings } = providePage;
  const items = earnings.flow.map((f) => ({
    title: f.label,
    text: "link" in f ? <LinkedText text={f.text} link={f.link} /> : f.text,
  }));
  return (
    <section aria-labelledby="earnings-title" className="border-b border-border/60 bg-surface/40 py-16 sm:py-24">
      <Container className="space-y-10 sm:space-y-12">
        <SectionHeading id="earnings-title" eyebrow={earnings.eyebrow} title={earnings.heading} />
        <div data-payout-flow="">
          <Steps layout="row" titleAs="h3" items={items} />
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
        className="py-3.5 font-medium text-fg underline underline-offset-4 hover:text-accent"
        data-explorer-link=""
      >
        {link.text}
      </a>
      {text.slice(at + link.text.length)}
    </>
  );
}
