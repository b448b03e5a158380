import { ArrowRight, ArrowUp, Calendar } from "lucide-react";
import { blogPage, blogPosts } from "../../content/blog.ts";
import { Container, PageHero, cardClass } from "../ui/Section.tsx";
import { cn } from "../ui/cn.ts";
import { BlogFeaturedVisual } from "../art/HeroVisuals.tsx";

/** /blog: six static cards, each linking to its article further down the page. */
export function BlogPage() {
  return (
    <>
      <PageHero eyebrow={blogPage.eyebrow} title={blogPage.heading} lead={blogPage.lead} aside={<BlogFeaturedVisual />} />
      <section aria-label={blogPage.postsLabel} id="posts" className="py-16 sm:py-20">
        <Container>
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {blogPosts.map((post) => (
              <li key={post.id}>
                <article
                  data-blog-card
                  className={cn(
                    cardClass(),
                    "relative flex h-full flex-col gap-4 p-6 transition-colors focus-within:border-accent hover:border-accent/70",
                  )}
                >
                  <p className="flex items-center justify-between font-mono text-xs text-muted">
                    <span className="rounded-full border border-border px-2.5 py-1 text-accent">{post.tag}</span>
                    <span className="inline-flex items-center gap-1.5">
                      <Calendar className="size-3.5" aria-hidden="true" />
                      <time dateTime={post.date}>{post.date}</time>
                    </span>
                  </p>
                  <h2 className="font-display text-xl font-semibold text-fg">{post.title}</h2>
                  <p className="text-sm leading-relaxed text-muted">{post.excerpt}</p>
                  <a
                    href={post.link}
                    className="mt-auto inline-flex items-center gap-2 text-sm font-medium text-accent after:absolute after:inset-0 after:rounded-card hover:underline"
                  >
                    {blogPage.readMore}
                    <span className="sr-only">: {post.title}</span>
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </a>
                </article>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <section aria-labelledby="articles-title" className="border-t border-border/60 bg-surface/40 py-16 sm:py-20">
        <Container className="max-w-3xl space-y-8">
          <h2 id="articles-title" className="font-display text-3xl font-semibold text-fg">
            {blogPage.articlesHeading}
          </h2>
          {blogPosts.map((post) => (
            <article key={post.id} id={post.id} aria-labelledby={`${post.id}-title`} className={cn(cardClass(), "space-y-4 p-6 sm:p-10")}>
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
        </Container>
      </section>
    </>
  );
}
