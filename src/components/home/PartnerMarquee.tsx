import { partnerRows, partnersHeading } from "../../content/home.ts";
import { Container } from "../ui/Section.tsx";
import { Marquee } from "./Marquee.tsx";

/** A text "logo": a small geometric mark derived from the name, then the name. */
function TextLogo({ name }: { name: string }) {
  const shape = name.length % 3;
  return (
    <span data-partner className="mx-2 flex items-center gap-2.5 rounded-xl border border-border bg-surface px-5 py-3 font-display text-base font-semibold whitespace-nowrap text-fg sm:text-lg">
      <svg viewBox="0 0 16 16" className="size-4 text-accent" aria-hidden="true">
        {shape === 0 && <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeWidth="2" />}
        {shape === 1 && <rect x="2.5" y="2.5" width="11" height="11" rx="2" fill="none" stroke="currentColor" strokeWidth="2" transform="rotate(45 8 8)" />}
        {shape === 2 && <path d="M8 2l6 11H2z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />}
      </svg>
      {name}
    </span>
  );
}

/** Section 7: three rows of eleven partner names, alternating direction (CSS only). */
export function PartnerMarquee() {
  return (
    <section aria-labelledby="partners-title" data-home-section="partners" className="py-16 sm:py-24">
      <Container>
        <h2 id="partners-title" className="mb-10 text-center font-mono text-sm tracking-[0.16em] text-muted uppercase">
          {partnersHeading}
        </h2>
      </Container>
      <div className="space-y-4">
        {partnerRows.map((row, i) => (
          <Marquee
            key={i}
            items={row}
            reverse={i % 2 === 1}
            duration={50 + i * 8}
            label={`Partners, row ${i + 1}`}
            className="[&_ul]:py-0.5"
            render={(name) => <TextLogo name={name} />}
          />
        ))}
      </div>
    </section>
  );
}
