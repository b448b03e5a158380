import { ArrowDown, ArrowUp } from "lucide-react";
import { blogPage, blogPosts } from "../../content/blog.ts";
import { Container, PageHero } from "../ui/Section.tsx";
import { CoverArt } from "../art/Art.tsx";
import { BlogFeaturedVisual } from "../art/HeroVisuals.tsx";

/** /blog: the featured post, an index of the six posts (the spec's cards, each linking to #post-N), then the articles. */
export function BlogPage() {
  return (
    <>
      <PageHero eyebrow={blogPage.eyebrow} title={blogPage.heading} lead={blogPage.lead} aside={<BlogFeaturedVisual />} />
      {/* The index: one line per post (a table of contents), each linking to its article below. */}
      <section aria-label={blogPage.postsLabel} id="posts" className="py-16 sm:py-20">
        <Container>
          <ol className="divide-y divide-border border-y border-border">
            {blogPosts.map((post, i) => (
              <li key={post.id}>
                <article
                  data-blog-card
                  className="group relative grid grid-cols-1 gap-x-8 gap-y-2 py-6 sm:grid-cols-[3rem_1fr_auto] sm:items-baseline lg:grid-cols-[3rem_11rem_1fr_auto]"
                >
                  <span aria-hidden="true" className="hidden font-mono text-sm text-muted sm:block">
                    {String(i + 1).padStart(2, "0")}
                  </span>
                  <p className="flex items-center gap-3 font-mono text-xs text-muted sm:col-start-2 sm:row-start-2 lg:col-start-auto lg:row-start-auto">
                    <span className="text-accent">{post.tag}</span>
                    <time dateTime={post.date}>{post.date}</time>
                  </p>
                  <div className="min-w-0 space-y-1 sm:col-start-2 sm:row-start-1 lg:col-start-auto lg:row-start-auto">
                    <h2 className="font-display text-xl font-semibold text-fg group-hover:text-accent">{post.title}</h2>
                    <p className="max-w-2xl text-sm leading-relaxed text-muted">{post.excerpt}</p>
                  </div>
                  <a
                    href={post.link}
                    className="inline-flex items-center gap-2 text-sm font-medium whitespace-nowrap text-fg after:absolute after:inset-0 group-hover:text-accent sm:row-span-2 sm:self-center"
                  >
                    {blogPage.readMore}
                    <span className="sr-only">: {post.title}</span>
                    <ArrowDown className="size-4" aria-hidden="true" />
                  </a>
                </article>
              </li>
            ))}
          </ol>
        </Container>
      </section>
      {/* The articles: a reading column beside the sticky section title, left edges on the page's grid. */}
      <section aria-labelledby="articles-title" className="border-t border-border/60 bg-surface/40 py-16 sm:py-20">
        <Container className="grid grid-cols-1 gap-10 lg:grid-cols-[14rem_1fr] lg:gap-16">
          <h2
            id="articles-title"
            className="font-display text-3xl font-semibold text-fg lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:self-start"
          >
            {blogPage.articlesHeading}
          </h2>
          <div className="max-w-3xl divide-y divide-border">
            {blogPosts.map((post) => (
              <article key={post.id} id={post.id} aria-labelledby={`${post.id}-title`} className="space-y-4 py-10 first:pt-0">
                <CoverArt seed={post.title} className="rounded-xl border border-border bg-bg" />
                <p className="font-mono text-xs text-muted">
                  <span className="text-accent">{post.tag}</span> · <time dateTime={post.date}>{post.date}</time>
                </p>
                <h3 id={`${post.id}-title`} className="font-display text-2xl font-semibold text-fg sm:text-3xl">
                  {post.title}
                </h3>
                {post.body.map((para, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed paragraphs of static text, never reordered
                  <p key={i} className="leading-relaxed text-muted">
                    {para}
                  </p>
                ))}
                <a href="#posts" className="inline-flex items-center gap-1.5 pt-2 text-sm text-fg hover:text-accent">
                  <ArrowUp className="size-4" aria-hidden="true" />
                  {blogPage.backToTop}
                </a>
              </article>
            ))}
          </div>
        </Container>
      </section>
    </>
  );
}
