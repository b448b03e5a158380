import { ArrowLeft, ExternalLink, Info } from "lucide-react";
import type { ReactNode } from "react";
import { tocEntries, x402DocsPage, type DocsSectionId } from "../../content/x402-docs.ts";
import { Container, Eyebrow } from "../ui/Section.tsx";

/** The external SDK repository link: new tab, no opener. */
export function RepositoryLink({ className }: { className?: string }) {
  const { repository } = x402DocsPage;
  return (
    <a href={repository.href} target="_blank" rel="noopener noreferrer" className={className} data-repository-link>
      {repository.label}
      <ExternalLink className="size-4" aria-hidden="true" />
      <span className="sr-only">{repository.newTab}</span>
    </a>
  );
}

/** /x402-documentation frame: back link, h1, table of contents, and the sections as children. */
export function DocsShell({ children }: { children?: ReactNode }) {
  const page = x402DocsPage;
  return (
    <>
      <section aria-labelledby="page-title" className="relative isolate overflow-hidden border-b border-border/60">
        <div aria-hidden="true" className="bg-grid absolute inset-0 -z-10" />
        <div
          aria-hidden="true"
          className="absolute -top-48 left-1/2 -z-10 h-[26rem] w-[48rem] -translate-x-1/2 rounded-full bg-accent-2/10 blur-3xl"
        />
        <Container className="space-y-6 py-12 sm:py-20">
          <a href={page.back.href} className="inline-flex items-center gap-2 text-sm font-medium text-muted hover:text-fg" data-back-link>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {page.back.label}
          </a>
          <Eyebrow>{page.eyebrow}</Eyebrow>
          <h1 id="page-title" className="font-display text-4xl leading-[1.05] font-bold text-fg sm:text-6xl">
            {page.title}
          </h1>
          <p className="max-w-2xl text-lg leading-relaxed text-muted">{page.lead}</p>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <RepositoryLink className="inline-flex w-fit items-center gap-2 rounded-full border border-border bg-surface-2 px-5 py-2.5 text-sm font-medium text-fg hover:border-accent" />
            <p className="flex items-center gap-2 text-sm text-muted">
              <Info className="size-4 shrink-0 text-accent-2" aria-hidden="true" />
              {page.illustrativeNote}
            </p>
          </div>
        </Container>
      </section>
      <Container className="grid grid-cols-1 gap-10 py-12 sm:py-16 lg:grid-cols-[14rem_1fr] lg:gap-16">
        <nav aria-labelledby="toc-title" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="toc-title" className="font-mono text-xs tracking-[0.18em] text-muted uppercase">
            {page.tocHeading}
          </h2>
          {/* CSS only: the scroll-marker group marks the link of the section in view (:target-current). */}
          <ol
            className="mt-4 grid grid-cols-2 gap-1 [scroll-target-group:auto] sm:grid-cols-4 lg:grid-cols-1 lg:border-l lg:border-border"
            data-toc
          >
            {tocEntries.map((e, i) => (
              <li key={e.id}>
                <a
                  href={`#${e.id}`}
                  className="flex gap-2 rounded-lg px-3 py-2 text-sm text-muted hover:bg-surface-2 hover:text-fg lg:-ml-px lg:rounded-none lg:border-l lg:border-transparent lg:hover:border-accent lg:hover:bg-transparent [&:target-current]:font-semibold [&:target-current]:text-accent lg:[&:target-current]:border-accent"
                >
                  <span aria-hidden="true" className="font-mono text-xs leading-5 text-muted/70">
                    {String(i + 1).padStart(2, "0")}
                  </span>
                  {e.label}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="flex min-w-0 flex-col gap-16 sm:gap-20 [&>astro-static-slot]:contents">{children}</div>
      </Container>
    </>
  );
}

/** One documentation section; the id is one of the table of contents anchors. */
export function DocsSection({ id, children }: { id: DocsSectionId; children?: ReactNode }) {
  const s = x402DocsPage[id];
  const text = "text" in s ? s.text : undefined;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="flex flex-col gap-6 [&>astro-static-slot]:contents">
      <div className="space-y-2 border-b border-border/70 pb-4">
        <h2 id={`${id}-title`} className="font-display text-2xl font-semibold text-fg sm:text-3xl">
          {s.heading}
        </h2>
        {text && <p className="text-muted">{text}</p>}
      </div>
      {children}
    </section>
  );
}

/** The frame around a build-time highlighted code sample; `action` is its copy button (an island). */
export function CodeFrame({ title, lang, action, children }: { title: string; lang: string; action?: ReactNode; children?: ReactNode }) {
  return (
    <figure className="overflow-hidden rounded-xl border border-border bg-bg" data-code-sample>
      <figcaption className="flex items-start justify-between gap-3 border-b border-border bg-surface py-1.5 pr-1.5 pl-4">
        <span className="min-w-0 py-2 font-mono text-xs leading-relaxed text-fg text-pretty">{title}</span>
        <span className="flex min-h-8 shrink-0 items-center gap-3">
          <span className="font-mono text-xs text-muted uppercase">{lang}</span>
          {action}
        </span>
      </figcaption>
      {children}
    </figure>
  );
}
