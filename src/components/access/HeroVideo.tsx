import { accessPage } from "../../content/access.ts";

const { video } = accessPage;
/** Sources are offered only when the visitor has not asked for reduced motion. */
const MOTION_OK = "(prefers-reduced-motion: no-preference)";

/**
 * The decorative hero video (muted, looped, inline, autoplay, with a poster).
 *
 * Reduced motion, without JavaScript, in two layers:
 * 1. Every <source> carries media="(prefers-reduced-motion: no-preference)", so under
 *    `reduce` no source is selected: nothing is downloaded and nothing can play; the element
 *    would only show its poster.
 * 2. CSS (motion-reduce:) also hides the <video> and shows the poster as a still <img>, for
 *    browsers that ignore `media` on <source>: a hidden muted video is not visible motion.
 */
export function HeroVideo() {
  return (
    <div aria-hidden="true" className="relative overflow-hidden rounded-card border border-border bg-surface shadow-2xl shadow-black/60">
      <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-3">
        <div className="flex gap-1.5">
          <span className="size-2.5 rounded-full bg-border" />
          <span className="size-2.5 rounded-full bg-border" />
          <span className="size-2.5 rounded-full bg-accent/70" />
        </div>
        <p className="min-w-0 text-right font-mono text-xs leading-snug text-muted">
          {/* The network's numbers are the hero's stats beside this; the title bar names the picture. */}
          {video.label.toLowerCase()} · {video.caption.toLowerCase()}
        </p>
      </div>
      <div className="relative aspect-video">
        <video
          className="absolute inset-0 size-full object-cover motion-reduce:hidden"
          autoPlay
          muted
          loop
          playsInline
          tabIndex={-1}
          poster={video.poster}
          width={video.width}
          height={video.height}
          data-hero-video
        >
          {video.sources.map((s) => (
            <source key={s.src} src={s.src} type={s.type} media={MOTION_OK} />
          ))}
        </video>
        <img
          className="absolute inset-0 hidden size-full object-cover motion-reduce:block"
          src={video.poster}
          alt=""
          width={video.width}
          height={video.height}
          loading="lazy"
          decoding="async"
          data-hero-still
        />
        <div className="pointer-events-none absolute inset-x-0 bottom-0 h-1/3 bg-gradient-to-t from-surface/80 to-transparent" />
      </div>
    </div>
  );
}
