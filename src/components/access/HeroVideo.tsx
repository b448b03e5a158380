import { accessPage } from "../../content/access.ts";

const { video } = accessPage;
const { narrow } = video;
/** The phone's composition: its own still and video files. */
const NARROW = `(max-width: ${narrow.maxWidth}px)`;
/** Sources are offered, and the video started, only when the visitor has not asked for reduced motion. */
const MOTION_OK = "(prefers-reduced-motion: no-preference)";
/**
 * Starts the video once the page has loaded: `preload="none"` and no `autoplay` keep its bytes
 * off the path to the first paint (a slow phone would otherwise fetch the first frames alongside
 * the document, and the largest paint would wait for them). It plays only while it is on screen:
 * scrolled away (to the form below it), it pauses, so no frame is decoded for nobody. It starts at the
 * still's moment (the first job running, its GPUs lit and priced), so the still hands over to the
 * video without a jump back to an empty card.
 */
const PLAY_AFTER_LOAD = `addEventListener("load",()=>{const v=document.querySelector("video[data-hero-video]");if(v&&matchMedia(${JSON.stringify(MOTION_OK)}).matches){v.currentTime=${video.stillAt};new IntersectionObserver(([e])=>{if(e.isIntersecting)v.play().catch(()=>{});else v.pause()}).observe(v)}},{once:true})`;

/**
 * The decorative hero video (muted, looped, inline, playing after the page's load while on screen): GPU requests
 * scheduled onto the network, made from our own data by `npm run media:access-hero`.
 *
 * The still (the video's frame at 3.2 s: an 8 KiB AVIF, the WebP for browsers without AVIF) lies
 * under the video and shows until the video's first frame covers it: without JavaScript, under
 * reduced motion, and while the page loads. It is fetched at low priority, after layout.
 *
 * Reduced motion, in three layers:
 * 1. The script starts the video only under (prefers-reduced-motion: no-preference).
 * 2. Every <source> carries that media query, so under `reduce` no source is selected: nothing is
 *    downloaded and nothing can play.
 * 3. CSS (motion-reduce:) also hides the <video>, for browsers that ignore `media` on <source>.
 */
export function HeroVideo() {
  return (
    <figure aria-hidden="true" className="relative m-0" data-hero-figure="">
      {/* No corner marks around the screen: drawn 8 px outside it they stood off the page's grid (past the container's
          right edge at 1440 px); the screen's own border and shadow frame it, on the grid. */}
      <div className="relative">
        {/* Up to 480 px the box takes the phone's own composition (`video.narrow`: the whole map over the job
            card, its words 12 px or more), chosen by `media` on each source: nothing is cropped. The box's ratio
            follows the very query the sources use (NARROW, 480 px included): Tailwind's `max-[480px]` is
            `width < 480px`, so at 480 px the phone's square frame was cut into a 16:9 box. */}
        <div className="relative aspect-video overflow-hidden rounded-card border border-border bg-surface shadow-2xl shadow-black/60 [@media(max-width:480px)]:aspect-[640/656]">
          <picture>
            <source media={NARROW} srcSet={narrow.still.avif} type="image/avif" />
            <source media={NARROW} srcSet={narrow.still.webp} type="image/webp" />
            <source srcSet={video.still.avif} type="image/avif" />
            <img
              className="absolute inset-0 size-full object-cover"
              src={video.still.webp}
              alt=""
              width={video.width}
              height={video.height}
              loading="lazy"
              decoding="async"
              fetchPriority="low"
              data-hero-still
            />
          </picture>
          <video
            className="absolute inset-0 size-full object-cover motion-reduce:hidden"
            muted
            loop
            playsInline
            preload="none"
            tabIndex={-1}
            width={video.width}
            height={video.height}
            data-hero-video
          >
            {narrow.sources.map((s) => (
              <source key={s.src} src={s.src} type={s.type} media={`${NARROW} and ${MOTION_OK}`} />
            ))}
            {video.sources.map((s) => (
              <source key={s.src} src={s.src} type={s.type} media={MOTION_OK} />
            ))}
          </video>
          {/* The map's label, the spec's claim: page text over the picture's top-left corner at every width (12 px, the
              muted text colour on the panel's own background), not words inside the video, which came out 10 px and moved
              corners between the two compositions (both leave that corner empty for it). */}
          <span
            className="absolute left-3 top-2.5 font-mono text-xs leading-none text-muted sm:left-4 sm:top-3.5 lg:text-[0.8125rem]"
            data-hero-map-label=""
          >
            {video.mapLabel}
          </span>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module; the CSP allows it by hash. */}
          <script dangerouslySetInnerHTML={{ __html: PLAY_AFTER_LOAD }} />
        </div>
      </div>
      {/* A plain caption under the picture: what it shows, in a sentence (no path-like "network / ..." label). */}
      <figcaption className="mt-4 text-sm leading-snug text-muted text-pretty">
        <span className="min-w-0" data-hero-video-caption="">
          {video.caption}
        </span>
      </figcaption>
    </figure>
  );
}
