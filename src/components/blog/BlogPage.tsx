import { ArrowDown, ArrowRight, ArrowUp, BookOpen } from "lucide-react";
import type { CSSProperties } from "react";
import { blogPage, blogPosts } from "../../content/blog.ts";
import { ActionPair } from "../ui/ActionPair.tsx";
import { CallToAction } from "../ui/CallToAction.tsx";
import { cn } from "../ui/cn.ts";
import { Container } from "../ui/Container.tsx";
import { Eyebrow } from "../ui/Eyebrow.tsx";
import { PageTitle } from "../ui/PageTitle.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { linkClass } from "../ui/link.ts";
import { PostCover } from "./PostCover.tsx";

/** A post's reading time, counted at build time from its text: its words at 200 a minute, at least a minute. */
const reading = (body: readonly string[]) => {
  const words = body.join(" ").split(/\s+/).filter(Boolean).length;
  const minutes = Math.max(1, Math.round(words / blogPage.reading.wordsPerMinute));
  return `${minutes} ${blogPage.reading.minutes}`;
};

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
 * the first screen; then the articles on the index's columns (category and date, then the
 * title, the excerpt as the post's opening, the text beside its cover, a line drawing of the post's idea,
 * PostCover.tsx, each ending with the way back to the index). The index is the only list of titles and each excerpt shows once.
 */
/**
 * "Back to the index": the site's secondary link (linkClass("quiet"): the text's colour, medium, a 40 % underline), as
 * the post's "On the site" link beside it (review round 18: it was grey with a fainter underline), its target 44 px tall.
 */
/**
 * A post's category and date (review round 21: inline in the index but stacked in the article's side column, two
 * styles): one line everywhere, the category (the text's colour at 80 %) then the date, 14 px mono, 12 px apart.
 */
const postMeta = "flex items-baseline gap-3 font-mono text-sm whitespace-nowrap text-muted";

const backLink = `inline-flex min-h-11 items-center gap-1.5 max-sm:min-h-12 ${linkClass("quiet")}`;

const { closing } = blogPage;

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
            {/* Review round 19: the byline is said once, here, for the whole journal (it stood under every post's title). */}
            <div className="space-y-3">
              <p className="text-lg leading-relaxed text-muted">{blogPage.lead}</p>
              <p className="font-mono text-sm text-muted" data-byline="">
                {blogPage.byline.by} <span className="text-fg/80">{blogPage.byline.publisher}</span>
              </p>
            </div>
          </div>
        </Container>
        {/* The index: a contents list, one ruled row per post (the spec's cards, each linking to #post-N): its
            category and date, its title, its excerpt (the spec's card: title, date, excerpt, link) and the cue. No
            numbers (the posts are not a sequence). The excerpt is said here only: the article below starts with its
            body, so the page never shows a post's text twice. The title is the link and the whole row its target
            (44 px or more); on a phone the cue is a small arrow at the title's first line (review round 16: a 44 px round
            button squeezed the titles), the row itself the target. */}
        <Container id="posts" aria-label={blogPage.postsLabel} role="region" className="pb-12 sm:pb-16">
          <ul className="divide-y divide-border border-b border-border">
            {blogPosts.map((post) => (
              <li key={post.id}>
                <article
                  data-blog-card
                  className="group relative grid min-h-11 grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 py-3.5 sm:gap-x-8 sm:py-3 lg:grid-cols-[11.5rem_minmax(0,1fr)_auto]"
                >
                  <p className={cn(postMeta, "col-start-1 lg:row-start-1")} data-blog-meta="">
                    <span className="text-fg/80">{post.tag}</span>
                    <time dateTime={post.date}>{post.date}</time>
                  </p>
                  {/* On a phone the title keeps to 17 em (it breaks at the same words in the fallback face and in
                      the web face: no layout shift); keepAmounts keeps its last two words together. Wrapped pretty, not
                      balanced (review round 18: balance broke "Introducing x402 / payments…" at half the line). */}
                  <h2 className="col-start-1 font-display max-sm:col-span-2 text-lg font-semibold text-pretty text-fg group-hover:text-accent max-sm:max-w-[17em] sm:text-xl lg:col-start-2 lg:row-start-1">
                    <a href={post.link} className="after:absolute after:inset-0">
                      {keepAmounts(post.title)}
                    </a>
                  </h2>
                  <p
                    className="col-start-1 max-w-3xl text-sm leading-relaxed text-muted max-sm:col-span-2 lg:col-start-2 lg:row-start-2"
                    data-blog-excerpt=""
                  >
                    {keepAmounts(post.excerpt)}
                  </p>
                  {/* Review round 23: on a phone the cue stands on the meta line's right end, a 44 px box pulled into the row's
                      padding (the row keeps its height); the title and the excerpt take the row's full width under it.
                      Review round 26: its 28 px ring read as a small button of its own, under 44 px; the cue is a bare arrow
                      again, a sign and not a control: the row is the one link (the title's link covers it, 44 px or more
                      tall), and it tints on hover. From sm unchanged ("Read post" and the arrow). */}
                  <span
                    aria-hidden="true"
                    className="col-start-2 row-span-2 row-start-1 inline-flex items-center gap-2 text-sm font-medium whitespace-nowrap text-muted group-hover:text-fg max-sm:row-span-1 max-sm:row-start-1 max-sm:-my-3 max-sm:size-11 max-sm:justify-end max-sm:justify-self-end sm:min-h-11 lg:col-start-3 lg:row-span-1"
                    data-blog-cue=""
                  >
                    <span className="max-sm:hidden">{blogPage.readMore}</span>
                    <ArrowDown className="size-4 transition-transform group-hover:translate-y-0.5" />
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
          {/* Review round 17: no rail link; every article ends with its own "Back to the index" at every width (round 16's
              one sticky link at the rail's foot showed once, above the first post, in a full page at 1440). */}
          <div className="col-span-full grid grid-cols-subgrid">
            {blogPosts.map((post) => (
              <article
                key={post.id}
                id={post.id}
                aria-labelledby={`${post.id}-title`}
                className="col-span-full grid grid-cols-subgrid gap-y-4 border-t border-border py-10 last:pb-0"
              >
                {/* 14 px (review round 15: 11-12 px read as fine print beside 18 px text). Review round 21: the category and
                    the date are one line at every width, the index's treatment (postMeta: same order, same mono, same gap);
                    from lg that line rides down the post's side column (sticky), level with the title's first line. */}
                {/* Review round 26: from lg the side column stood empty under the category and the date, a whole post long.
                    It holds the post's facts now, riding down the post (sticky): the category and the date, the reading time
                    (counted at build time from the post's text, `reading`) and, under a hairline, the way back to the index
                    (from lg the post's foot no longer repeats it). Below lg the facts are one line over the title. */}
                <div>
                  <div
                    className="flex items-baseline gap-x-3 gap-y-1 lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:block lg:space-y-2 lg:pt-2"
                    data-post-side=""
                  >
                    <p data-post-meta className={postMeta}>
                      <span className="text-fg/80">{post.tag}</span>
                      <time dateTime={post.date}>{post.date}</time>
                    </p>
                    <p className="font-mono text-sm whitespace-nowrap text-muted" data-post-reading="">
                      <span aria-hidden="true" className="mr-3 text-border lg:hidden">
                        /
                      </span>
                      {/* The minutes only (review round 26: "· 54 words" put the posts' shortness first). */}
                      {reading(post.body)}
                    </p>
                    <a
                      href="#posts"
                      className={cn(backLink, "mt-4 w-full border-t border-border/60 pt-2 text-sm max-lg:hidden lg:flex")}
                      data-post-side-back=""
                    >
                      <ArrowUp className="size-4" aria-hidden="true" />
                      {blogPage.backToTop}
                    </a>
                  </div>
                </div>
                {/* One grid: on a phone the cover follows the title; from lg the title runs across the article (one line at
                  1440: review round 15, "Announcing the" stood alone over the rest in a 34 rem column) and the cover
                  stands beside the text, top-aligned, its column as wide as the drawing (23 rem), so the drawing fills its
                  frame. */}
                <div className="grid min-w-0 grid-cols-1 gap-y-4 lg:grid-cols-[minmax(0,1fr)_23rem] lg:gap-x-10">
                  <h3
                    id={`${post.id}-title`}
                    className="font-display text-2xl font-semibold text-balance text-fg sm:text-3xl lg:col-span-2 lg:col-start-1"
                  >
                    {keepAmounts(post.title)}
                  </h3>
                  {/* Beside the text from lg: the cover spans the rows of the paragraphs and the links' line (as many rows as
                      there are, review round 19: a fixed span left empty rows, each a gap, under the links). */}
                  {/* Review round 20: below lg the figure spans the text's column (at 768 it was 368 px at the column's
                      left, its right half empty), the drawing centred in it at its own size (its words stay 12-14 px).
                      Review round 26: the text's measure (37 rem at most), as the paragraphs. */}
                  <PostCover
                    image={post.image}
                    className="max-lg:my-2 max-lg:max-w-[37rem] lg:col-start-2 lg:row-[2/span_var(--post-rows)] lg:self-start"
                    style={{ "--post-rows": post.body.length + 1 } as CSSProperties}
                  />
                  {/* Review round 26: the paragraphs wrapped pretty (round 21), whose reworked last lines left short lines
                      ("so" / "a pipeline…") and a ragged edge. They wrap greedily now, as every other text of the site, with
                      keepAmounts' non-breaking spaces (the last two words together: no word alone on a last line; no "a" at a
                      line's end), the same at every face (no layout shift when the web face swaps in). One measure at every
                      width: at most 37 rem (about 65-75 characters at 18 px; the text column from lg is that wide). */}
                  {post.body.map((para, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: fixed paragraphs of static text, never reordered
                    <p key={j} className="max-w-[37rem] leading-relaxed text-muted sm:text-lg lg:col-start-1" data-post-body="">
                      {keepAmounts(para)}
                    </p>
                  ))}
                  {/* Where the post's claims live on the site, then the way back: the post's last line, at every width. */}
                  {/* Review round 20: on a phone the two links were two full-width ruled rows, 48 px each. Review round 22: with
                      the next post's rule that made four hairlines in ~120 px at 375; on a phone they are one unruled row
                      (the next post's rule parts the posts), each 48 px tall; from sm one line over a hairline, as before. */}
                  <div
                    className="flex flex-wrap items-center gap-x-8 gap-y-1 border-t border-border/60 pt-3 text-sm max-sm:justify-between max-sm:gap-x-6 max-sm:gap-y-0 max-sm:border-t-0 max-sm:pt-0 lg:col-start-1"
                    data-post-links=""
                  >
                    {/* Only the page's name is underlined (review round 16: the label "On the site:" read as part of the link's text). */}
                    <a
                      href={post.related.href}
                      className="group/rel inline-flex min-h-11 items-center gap-1.5 max-sm:min-h-12"
                      data-related=""
                    >
                      <span className="text-muted">{blogPage.relatedLabel}:</span>
                      <span className={cn(linkClass("quiet"), "group-hover/rel:decoration-fg")} data-related-name="">
                        {post.related.label}
                      </span>
                      <ArrowRight className="size-4" aria-hidden="true" />
                    </a>
                    {/* A quiet text link (review round 15: a bordered pill after every article was heavy), 44 px tall, ending
                      every article at every width (review round 17). */}
                    <a href="#posts" className={cn(backLink, "lg:hidden")} data-post-back="">
                      <ArrowUp className="size-4" aria-hidden="true" />
                      {blogPage.backToTop}
                    </a>
                  </div>
                </div>
              </article>
            ))}
          </div>
        </Container>
      </section>
      {/* Review round 26: the page ended on the last post. The site's closing band: what to do after reading, one solid
          action (Access Compute, the site's standing action) and the documentation beside it. */}
      <CallToAction
        closing
        titleId="blog-next-title"
        eyebrow={closing.eyebrow}
        title={closing.heading}
        text={closing.text}
        actions={
          <ActionPair
            primary={closing.primary}
            secondary={closing.secondary}
            secondaryIcon={<BookOpen className="size-4" aria-hidden="true" />}
          />
        }
      />
    </>
  );
}
