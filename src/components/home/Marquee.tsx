import type { CSSProperties, ReactNode } from "react";
import { cn } from "../ui/cn.ts";

type Props<T> = {
  items: readonly T[];
  render: (item: T) => ReactNode;
  /** Scroll right-to-left (default) or the other way. */
  reverse?: boolean;
  /** Seconds for one full loop. */
  duration?: number;
  className?: string;
  itemClassName?: string;
  label?: string;
  /** Below lg, a still list that wraps whole names onto lines (no track, no copy, no fade): on a
   * phone a moving row shows one or two names, cut at both edges. */
  stillBelowLg?: boolean;
  /** Inline style of the clipping box (e.g. a custom property its mask reads). */
  style?: CSSProperties;
};

/**
 * A CSS-only marquee: the list is rendered twice in a `marquee-track` that slides by -50%,
 * so the loop is seamless. The copy is aria-hidden; screen readers read the list once.
 * Under prefers-reduced-motion the track stops and the first list wraps onto lines instead.
 */
export function Marquee<T>({
  items,
  render,
  reverse,
  duration = 40,
  className,
  itemClassName,
  label,
  stillBelowLg,
  style: boxStyle,
}: Props<T>) {
  const style: CSSProperties = { animationDuration: `${duration}s`, animationDirection: reverse ? "reverse" : "normal" };
  const list = (hidden: boolean) => (
    <ul
      aria-hidden={hidden || undefined}
      aria-label={hidden ? undefined : label}
      data-marquee-copy={hidden ? "duplicate" : "original"}
      className={cn(
        "flex shrink-0 items-center",
        hidden && "motion-reduce:hidden",
        "motion-reduce:flex-wrap motion-reduce:justify-center",
        stillBelowLg && (hidden ? "max-lg:hidden" : "max-lg:shrink max-lg:flex-wrap max-lg:justify-start"),
      )}
    >
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the items are any type with no id, in a fixed order
        <li key={i} className={cn("shrink-0", itemClassName)}>
          {render(item)}
        </li>
      ))}
    </ul>
  );
  return (
    <div
      style={boxStyle}
      className={cn(
        "group overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]",
        className,
        stillBelowLg && "max-lg:[mask-image:none]",
      )}
    >
      <div
        className={cn(
          "marquee-track group-hover:[animation-play-state:paused] motion-reduce:w-full motion-reduce:justify-center",
          stillBelowLg && "max-lg:w-full max-lg:[animation:none]",
        )}
        style={style}
      >
        {list(false)}
        {list(true)}
      </div>
    </div>
  );
}
