import { useId } from "react";
import { cn } from "../ui/cn.ts";
import { AccentGradient } from "../ui/AccentGradient.tsx";

type Props = {
  /** Displayed size in CSS pixels. */
  size?: number;
  /** Name it for screen readers when no "PING" text stands beside it; decorative otherwise. */
  label?: string;
  className?: string;
};

/**
 * The PING token's mark, ours: a coin in the accent gradient with a ping (a dot and the two
 * rings of its echo, the outer one fading) in the dark accent foreground. Drawn with the design tokens' colours, so it follows
 * the theme; each gradient gets its own id (useId), so several marks on a page stay valid HTML.
 * Use it wherever the PING token is shown.
 */
export function PingMark({ size = 20, label, className }: Props) {
  const gradientId = `ping-g${useId()}`;
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: named by role="img" and aria-label when labelled, else aria-hidden (the spread below)
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      data-ping-mark
      className={cn("shrink-0", className)}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    >
      <AccentGradient id={gradientId} />
      <circle cx="12" cy="12" r="11.5" fill={`url(#${gradientId})`} />
      <circle cx="12" cy="12" r="2.4" fill="var(--color-accent-fg)" />
      <circle cx="12" cy="12" r="5.4" fill="none" stroke="var(--color-accent-fg)" strokeWidth="1.8" />
      <circle cx="12" cy="12" r="8.4" fill="none" stroke="var(--color-accent-fg)" strokeWidth="1.3" strokeOpacity=".5" />
    </svg>
  );
}
