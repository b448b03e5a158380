import { ArrowDown, ArrowRight, ArrowUp } from "lucide-react";
import { blogPage, blogPosts } from "../../content/blog.ts";
import { Container } from "../ui/Container.tsx";
import { Eyebrow } from "../ui/Eyebrow.tsx";
import { PageTitle } from "../ui/PageTitle.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { PostCover } from "./PostCover.tsx";
import { cn } from "../ui/cn.ts";
import { linkClass } from "../ui/link.ts";

/**
 * A figure in a title (an amount or a count) never breaks from the word after it (the GPU count and
 * its "GPUs", a dollar amount and its "Million"), nor does the article "a" (no "a" alone at a line's
 * end), and the last two words stay together (no orphan). Non-breaking spaces rather than
 * text-wrap: pretty/balance, whose choices can change when the web face swaps in (a layout shift).
 */
const keepAmounts = (text: string) =>
  text
    .replace(/(?<![\w$])(\$?\d[\d.,]*\+?) /g, "$1\u00a0")
    .replace(/(?<=^|\s)([Aa]) /g, "$1\u00a0")
    .replace(/ (\S+)$/, "\u00a0$1");

/**
 * /blog, a journal's contents page: a masthead (h1 beside the lead) over the index of the six posts
 * (the spec's cards: category, date and title, each linking to #post-N), a compact contents list that is
 * the first screen; then the articles on the index's columns (category, date and the way back, then the
 * title, the excerpt as the post's opening, the text beside its cover, a line drawing of the post's idea,
 * PostCover.tsx). The index is the only list of titles and each excerpt shows once: no sidebar repeats them.
 */
export function BlogPage() {
  return (
    <>
      <section aria-labelledby="page-title" className="relative isolate overflow-hidden">
        <div aria-hidden="true" className="bg-grid absolute inset-x-0 top-0 -z-10 h-72" />
        <Container className="pt-12 sm:pt-16 lg:pt-20">
          <div className="grid grid-cols-1 gap-6 border-b border-border pb-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-end lg:gap-16">
            <div className="space-y-5">
              <Eyebrow>{blogPage.eyebrow}</Eyebrow>
              <PageTitle>{blogPage.heading}</PageTitle>
            </div>
            <p className="text-lg leading-relaxed text-pretty text-muted">{blogPage.lead}</p>
          </div>
        </Container>
        {/* The index: a contents list, one ruled row per post (the spec's cards, each linking to #post-N): its
            category and date, its title, its excerpt (the spec's card: title, date, excerpt, link) and the cue. No
            numbers (the posts are not a sequence). The excerpt is said here only: the article below starts with its
            body, so the page never shows a post's text twice. The title is the link and the whole row its target
            (44 px or more); on a phone the cue is a 44 px arrow. */}
        <Container id="posts" aria-label={blogPage.postsLabel} role="region" className="pb-12 sm:pb-16">
          <ul className="divide-y divide-border border-b border-border">
            {blogPosts.map((post) => (
              <li key={post.id}>
                <article
                  data-blog-card
                  className="group relative grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 py-3.5 sm:gap-x-8 sm:py-3 lg:grid-cols-[11.5rem_minmax(0,1fr)_auto]"
                >
                  <p className="col-start-1 flex items-center gap-3 font-mono text-xs text-muted lg:row-start-1">
                    <span className="text-fg/80">{post.tag}</span>
                    <time dateTime={post.date}>{post.date}</time>
                  </p>
                  {/* On a phone the title keeps to 17 em (it breaks at the same words in the fallback face and in
                      the web face: no layout shift); keepAmounts keeps its last two words together. */}
                  <h2 className="col-start-1 font-display text-lg font-semibold text-fg group-hover:text-accent max-sm:max-w-[17em] sm:text-xl lg:col-start-2 lg:row-start-1">
                    <a href={post.link} className="after:absolute after:inset-0">
                      {keepAmounts(post.title)}
                    </a>
                  </h2>
                  <p
                    className="col-start-1 max-w-3xl text-sm leading-relaxed text-pretty text-muted lg:col-start-2 lg:row-start-2"
                    data-blog-excerpt=""
                  >
                    {post.excerpt}
                  </p>
                  <span
                    aria-hidden="true"
                    className="col-start-2 row-span-2 row-start-1 inline-flex min-h-11 items-center gap-2 text-sm font-medium whitespace-nowrap text-muted group-hover:text-fg max-sm:size-11 max-sm:justify-center max-sm:rounded-full max-sm:border max-sm:border-border lg:col-start-3 lg:row-span-1"
                    data-blog-cue=""
                  >
                    <span className="max-sm:hidden">{blogPage.readMore}</span>
                    <ArrowDown className="size-4" />
                  </span>
                </article>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      {/* The articles, on the index's columns: from lg a column beside each post holds its category, date and
          the way back to the index, riding down the post (sticky); on a phone the category heads the post. */}
      <section aria-labelledby="articles-title" className="border-t border-border/60 bg-surface/40 py-16 sm:py-20">
        <Container className="grid grid-cols-1 gap-x-8 lg:grid-cols-[11.5rem_minmax(0,1fr)]">
          {/* The site's section heading (eyebrow over a 3xl-5xl h2), at the page's margin as on every other page. */}
          <SectionHeading
            id="articles-title"
            eyebrow={blogPage.articlesEyebrow}
            title={blogPage.articlesHeading}
            className="col-span-full pb-10"
          />
          {blogPosts.map((post) => (
            <article
              key={post.id}
              id={post.id}
              aria-labelledby={`${post.id}-title`}
              className="col-span-full grid grid-cols-subgrid gap-y-4 border-t border-border py-10 last:pb-0"
            >
              <div className="font-mono text-xs text-muted">
                <div data-post-meta className="flex flex-col gap-1 lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:pt-2.5">
                  {/* The category as in the index: mixed-case mono, one style for the label everywhere. */}
                  <span className="text-fg/80">{post.tag}</span>
                  <time dateTime={post.date} className="max-lg:hidden">
                    {post.date}
                  </time>
                  <a href="#posts" className="inline-flex min-h-11 items-center gap-1.5 text-muted hover:text-fg max-lg:hidden">
                    <ArrowUp className="size-4" aria-hidden="true" />
                    {blogPage.backToTop}
                  </a>
                </div>
              </div>
              {/* One grid: on a phone the cover follows the title; from lg it stands beside the text, top-aligned. */}
              <div className="grid min-w-0 grid-cols-1 gap-y-4 lg:grid-cols-[minmax(0,34rem)_minmax(0,1fr)] lg:gap-x-10">
                <h3 id={`${post.id}-title`} className="font-display text-2xl font-semibold text-balance text-fg sm:text-3xl lg:col-start-1">
                  {keepAmounts(post.title)}
                </h3>
                <p className="-mt-1 font-mono text-xs text-muted lg:col-start-1" data-byline="">
                  {blogPage.byline.by} <span className="text-fg/80">{blogPage.byline.publisher}</span>
                  <span aria-hidden="true" className="lg:hidden">
                    {" "}
                    ·{" "}
                  </span>
                  <time dateTime={post.date} className="lg:hidden">
                    {post.date}
                  </time>
                </p>
                <PostCover image={post.image} className="max-lg:my-2 lg:col-start-2 lg:row-span-7 lg:row-start-1 lg:self-start" />
                {post.body.map((para, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed paragraphs of static text, never reordered
                  <p key={j} className="leading-relaxed text-pretty text-muted sm:text-lg lg:col-start-1">
                    {para}
                  </p>
                ))}
                {/* Where the post's claims live on the site, then (below lg, where no column holds it) the way back. */}
                <div className="flex flex-wrap items-center gap-x-8 gap-y-1 border-t border-border/60 pt-3 text-sm lg:col-start-1">
                  <a href={post.related.href} className={cn(linkClass(), "inline-flex min-h-11 items-center gap-1.5")}>
                    <span className="font-normal text-muted">{blogPage.relatedLabel}:</span> {post.related.label}
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </a>
                  {/* A visible 44 px control on a phone, not a line of small text. */}
                  <a
                    href="#posts"
                    className="inline-flex h-11 items-center gap-1.5 rounded-full border border-border px-4 text-muted transition-colors hover:border-muted/60 hover:text-fg lg:hidden"
                  >
                    <ArrowUp className="size-4" aria-hidden="true" />
                    {blogPage.backToTop}
                  </a>
                </div>
              </div>
            </article>
          ))}
        </Container>
      </section>
    </>
  );
}
