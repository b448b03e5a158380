import { ArrowUpRight, FileCode } from "lucide-react";
import { docsTeasers } from "../../content/home.ts";
import { cn } from "../ui/cn.ts";
import { Container, SectionHeading, cardClass } from "../ui/Section.tsx";

/** Section 9: two documentation teasers, both to /blog. */
export function DocsTeasers() {
  return (
    <section aria-labelledby="docs-title" data-home-section="docs" className="py-16 sm:py-24">
      <Container className="space-y-10">
        <SectionHeading id="docs-title" eyebrow={docsTeasers.eyebrow} title={docsTeasers.heading} />
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
          {docsTeasers.items.map((d) => (
            <li key={d.title}>
              <a href={d.href} className={cn(cardClass(true), "flex h-full flex-col gap-4 p-6 sm:p-8")}>
                <span className="flex items-center justify-between">
                  <span className="inline-flex items-center gap-2 rounded-full border border-border px-3 py-1 font-mono text-xs text-muted">
                    <FileCode className="size-3.5 text-accent" aria-hidden="true" />
                    {d.tag}
                  </span>
                  <ArrowUpRight
                    className="size-5 text-muted transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5 group-hover:text-accent"
                    aria-hidden="true"
                  />
                </span>
                <h3 className="font-display text-xl font-semibold text-fg sm:text-2xl">{d.title}</h3>
                <p className="text-muted">{d.text}</p>
                <span className="mt-auto text-sm font-medium text-accent">{docsTeasers.cta}</span>
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
