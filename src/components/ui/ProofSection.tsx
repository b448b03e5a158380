import { ArrowRight } from "lucide-react";
import type { ProofCheck, ProofItem } from "../../content/about.ts";
import { cn } from "./cn.ts";
import { Container } from "./Container.tsx";
import { linkClass } from "./link.ts";
import { SectionHeading } from "./SectionHeading.tsx";

type Proof = {
  eyebrow: string;
  heading: string;
  lead: string;
  items: readonly ProofItem[];
  columns: { claim: string; check: string; result: string };
};

/** Columns from lg: the claim, the check, what one sees (the header row is for the eye; the list says it in order). */
const ROW = "lg:grid lg:grid-cols-[minmax(0,15rem)_minmax(0,1.25fr)_minmax(0,1fr)] lg:gap-x-10";

/**
 * The "check it yourself" section (/about, /ecosystem): its heading, then the proofs read as a table: each row a claim the page makes, the thing a visitor can
 * check (a command to run, an address to look up, a page to read) and what they will see. A header
 * row from lg; on a phone each row stacks (claim, check, result). Commands never wrap (a URL broken
 * mid-word misreads): a long one scrolls inside its own box. No script.
 */
export function ProofSection({ proof }: { proof: Proof }) {
  return (
    <section aria-labelledby="proof-title" className="py-16 sm:py-24">
      <Container className="space-y-10">
        <SectionHeading id="proof-title" eyebrow={proof.eyebrow} title={proof.heading} lead={proof.lead} />
        <ProofTable items={proof.items} columns={proof.columns} labelledBy="proof-title" />
      </Container>
    </section>
  );
}

function ProofTable({ items, columns, labelledBy }: Pick<Proof, "items" | "columns"> & { labelledBy: string }) {
  return (
    <div data-proof-table="">
      <div
        aria-hidden="true"
        className={cn(ROW, "hidden border-b border-border pb-3 font-mono text-xs tracking-[0.16em] text-muted uppercase lg:grid")}
      >
        <span>{columns.claim}</span>
        <span>{columns.check}</span>
        <span>{columns.result}</span>
      </div>
      <ul aria-labelledby={labelledBy} className="divide-y divide-border border-b border-border max-lg:border-t">
        {items.map((item) => (
          <li key={item.tag} className={cn(ROW, "grid grid-cols-1 gap-y-3 py-6 lg:items-start")}>
            <div className="space-y-1">
              <p className="font-mono text-xs tracking-[0.16em] text-muted uppercase">{item.tag}</p>
              <h3 className="font-display text-lg leading-snug font-semibold text-balance text-fg">{item.claim}</h3>
            </div>
            <div className="min-w-0 lg:pt-5">
              <Check check={item.check} />
            </div>
            <div className="space-y-2 lg:pt-5">
              <p className="text-sm leading-relaxed text-pretty text-muted">{item.result}</p>
              {item.more && (
                <a href={item.more.href} className={cn(linkClass(), "inline-flex min-h-11 items-center gap-1.5 text-sm lg:min-h-0")}>
                  {item.more.label}
                  <ArrowRight className="size-3.5" aria-hidden="true" />
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Check({ check }: { check: ProofCheck }) {
  if (check.kind === "page") {
    return (
      <a href={check.href} className={cn(linkClass(), "inline-flex min-h-11 items-center gap-2 text-base")}>
        {check.text}
        <ArrowRight className="size-4" aria-hidden="true" />
      </a>
    );
  }
  if (check.kind === "address") {
    // The whole address, broken anywhere (a hex string has no words), selectable in one click.
    return (
      <p className="rounded-lg border border-border bg-bg px-3 py-2.5">
        <span className="sr-only">{check.label}: </span>
        <code className="block font-mono text-xs leading-relaxed break-all text-accent select-all sm:text-sm">{check.text}</code>
      </p>
    );
  }
  return (
    // A command scrolls in its box rather than wrapping (a URL broken mid-word misreads).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take keyboard focus to scroll (WCAG 2.1.1; axe scrollable-region-focusable)
    // biome-ignore lint/a11y/useSemanticElements: a labelled scroll container, not a section of the page outline
    <div tabIndex={0} role="region" aria-label={check.label} className="overflow-x-auto rounded-lg border border-border bg-bg">
      <pre className="w-max px-3 py-2.5 font-mono text-xs leading-relaxed text-fg sm:text-sm">
        <code className="select-all">
          {check.kind === "command" && (
            <span aria-hidden="true" className="text-muted select-none">
              ${" "}
            </span>
          )}
          {check.text}
        </code>
      </pre>
    </div>
  );
}
