import { ArrowLeft, ArrowRight, ArrowUp, ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { sectionTags, tocEntries, x402DocsPage, type DocsSectionId } from "../../content/x402-docs.ts";
import { cn } from "../ui/cn.ts";
import { Container } from "../ui/Container.tsx";
import { linkClass } from "../ui/link.ts";
import { Eyebrow } from "../ui/Eyebrow.tsx";
import { DocsGlance } from "./DocsGlance.tsx";
import { PageTitle } from "../ui/PageTitle.tsx";
import { PageContents } from "../documentation/PageContents.tsx";

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
        <Container className="grid grid-cols-1 items-center gap-10 py-12 sm:py-20 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-16">
          <div className="space-y-6">
            {/* One link style in the hero (review round 15: muted, pill and teal links side by side): every link is the
                quiet inline link, its icon after or before its words. Its 44 px box gives back only its top half
                (review round 16: -my-3 left its words ~4 px above the eyebrow): 24 px from its words to the eyebrow. */}
            <a
              href={page.back.href}
              className={cn("-mt-3 mb-3 inline-flex min-h-11 items-center gap-2 text-sm", linkClass("quiet"))}
              data-back-link
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              {page.back.label}
            </a>
            <Eyebrow>{page.eyebrow}</Eyebrow>
            <PageTitle>{page.title}</PageTitle>
            <p className="max-w-2xl text-lg leading-relaxed text-muted">{page.lead}</p>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-6">
              <RepositoryLink className={cn("inline-flex min-h-11 w-fit items-center gap-2 text-sm", linkClass("quiet"))} />
              {/* What is real, said as a status: the sandbox answers now; the SDK samples are a preview. */}
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 font-mono text-xs tracking-wide text-muted" data-x402-status="">
                <span className="inline-flex items-center gap-2 text-fg">
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-accent" />
                  {page.status.live}
                </span>
                <span aria-hidden="true">·</span>
                <span>{page.status.preview}</span>
              </p>
            </div>
          </div>
          <DocsGlance />
        </Container>
      </section>
      <Container className="grid grid-cols-1 gap-10 py-12 sm:py-16 lg:grid-cols-[14rem_1fr] lg:gap-16">
        {/* The list is sticky in its rail from lg; the rail's page-long rule is off (review round 20). */}
        <PageContents
          titleId="toc-title"
          title={page.tocHeading}
          items={tocEntries}
          columns="grid-cols-2 sm:grid-cols-4"
          railRule={false}
        />
        <div className="flex min-w-0 flex-col gap-16 sm:gap-20 [&>astro-static-slot]:contents">
          {children}
          {/* Review round 26: on a phone the page runs ~11,000 px under its contents, with no way back but scrolling: a
              plain link to the contents at its foot (no script). From lg the contents stay in view in their rail. */}
          <a
            href="#toc-title"
            className={cn("-mt-8 inline-flex min-h-11 w-fit items-center gap-2 text-sm sm:-mt-12 lg:hidden", linkClass("quiet"))}
            data-back-to-contents=""
          >
            <ArrowUp className="size-4" aria-hidden="true" />
            {page.backToContents}
          </a>
        </div>
      </Container>
    </>
  );
}

/** A section's or a sample's status: "Live" (the sandbox: its dot is in the accent, what is live) or "Preview" (the illustrative SDK, neutral). */
export function StatusTag({ status }: { status: "live" | "preview" }) {
  const live = status === "live";
  return (
    <span
      className={
        live
          ? "inline-flex items-center gap-1.5 rounded-full border border-border px-2 py-0.5 font-mono text-[11px] tracking-[0.14em] text-fg uppercase"
          : "inline-flex items-center rounded-full border border-border px-2 py-0.5 font-mono text-[11px] tracking-[0.14em] text-muted uppercase"
      }
      data-status={status}
    >
      {live && <span aria-hidden="true" className="size-1.5 rounded-full bg-accent" />}
      {sectionTags[status]}
    </span>
  );
}

/** One documentation section; the id is one of the table of contents anchors. */
export function DocsSection({ id, children }: { id: DocsSectionId; children?: ReactNode }) {
  const s = x402DocsPage[id];
  const text = "text" in s ? s.text : undefined;
  const status = "variant" in s ? s.variant : undefined;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="flex flex-col gap-6 [&>astro-static-slot]:contents">
      <div className="space-y-2 border-b border-border/70 pb-4">
        <h2
          id={`${id}-title`}
          className="flex flex-wrap items-center gap-x-3 gap-y-1 font-display text-2xl font-semibold text-fg sm:text-3xl"
        >
          {s.heading}
          {status && <StatusTag status={status} />}
        </h2>
        {/* One measure for every section's intro (review round 14: balanced, a short intro broke at half the width of a
            long one): the Overview's paragraphs' 48 rem, wrapped plainly. */}
        {text && (
          <p className="max-w-3xl text-pretty text-muted" data-section-intro="">
            {wordsWhole(text)}
          </p>
        )}
      </div>
      {children}
    </section>
  );
}

/**
 * The frame around a build-time highlighted code sample; `action` is its copy button (an island, a
 * 44 px target, as far from the right edge as the title is from the left). The header holds a short
 * label; `note`, what the sample does, reads under it in the body face.
 */
export function CodeFrame({
  title,
  note,
  lang,
  action,
  children,
}: {
  title: string;
  note?: string;
  lang: string;
  action?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <figure className="overflow-hidden rounded-xl border border-border bg-bg" data-code-sample data-scroll-cue-scope="">
      <figcaption className="border-b border-border bg-surface">
        <span className="flex items-center justify-between gap-3 px-4 py-1.5">
          {/* The label in the header row; the language and the copy button at the right. No status tag here: "Preview"
              is said on headings only (review round 18: Payments said it on the file tab, the other sections on their heading). */}
          <span className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 py-2">
            <span className="font-mono text-xs leading-relaxed text-balance text-fg">{headersWhole(title)}</span>
          </span>
          <span className="flex min-h-11 shrink-0 items-center gap-x-3">
            {/* Seen only while the code is wider than its box (CodeSample.astro's scroll timeline): a visible cue, beside the fade. */}
            <span
              aria-hidden="true"
              className="inline-flex items-center gap-1 whitespace-nowrap font-mono text-xs text-fg"
              data-scroll-hint=""
              data-scroll-cue-hint="inline"
            >
              {x402DocsPage.scrollHint}
              <ArrowRight className="size-3" />
            </span>
            <span className="font-mono text-xs text-muted uppercase max-sm:hidden">{lang}</span>
            {action}
          </span>
        </span>
        {note && (
          <span className="block border-t border-border/60 px-4 py-3 text-sm leading-relaxed text-pretty text-muted" data-code-note="">
            {headersWhole(note)}
          </span>
        )}
      </figcaption>
      {children}
    </figure>
  );
}

/**
 * An x402 header's name (PAYMENT-REQUIRED, PAYMENT-SIGNATURE, PAYMENT-RESPONSE) never breaks at its
 * hyphen: it sits in a no-wrap span, so the text a visitor copies keeps the real hyphen.
 */
export function headersWhole(text: string): ReactNode {
  const parts = text.split(/(PAYMENT-[A-Z]+)/);
  if (parts.length === 1) return text;
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
      <span key={i} className="whitespace-nowrap" data-header-name="">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * A section's intro: every hyphenated word kept whole ("one-time", "1-3", the x402 header names), in no-wrap spans,
 * so no line ends on "one-" (review round 14); the text copied keeps its real hyphens.
 */
function wordsWhole(text: string): ReactNode {
  const parts = text.split(/([\w.]+(?:-[\w.]+)+)/);
  if (parts.length === 1) return text;
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
      <span key={i} className="whitespace-nowrap" data-header-name={part.startsWith("PAYMENT-") ? "" : undefined}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
