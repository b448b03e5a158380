import type { ReactNode } from "react";
import { cn } from "../ui/cn.ts";

import { ecosystem } from "../../content/ecosystem.ts";
import { partnerRows, partnerships } from "../../content/home.ts";

/**
 * The partners the site names are not real companies, so they get no invented logos: each is a
 * greyscale wordmark, one typeface and weight for all, after a small geometric glyph of our own.
 * A glyph is a frame (5) with an inner mark (7): 35 combinations, given out in the order of the
 * sorted partner names, so no two partners share one and a partner looks the same on every page.
 */
// biome-ignore-start lint/correctness/useJsxKeyInIterable: drawings picked one at a time by index, never rendered as a list
const frames: readonly ReactNode[] = [
  <circle cx="8" cy="8" r="6.2" />,
  <rect x="1.9" y="1.9" width="12.2" height="12.2" rx="2.2" />,
  <path d="M8 1.2 14.8 8 8 14.8 1.2 8z" strokeLinejoin="round" />,
  <path d="M8 1.3 13.8 4.65v6.7L8 14.7 2.2 11.35v-6.7z" strokeLinejoin="round" />,
  <path d="M8 1.6 14.6 13.6H1.4z" strokeLinejoin="round" />,
];

const inners: readonly ReactNode[] = [
  null,
  <circle cx="8" cy="8" r="1.9" fill="currentColor" stroke="none" />,
  <path d="M8 5.4v5.2" strokeLinecap="round" />,
  <path d="M8 5.6v4.8M5.6 8h4.8" strokeLinecap="round" />,
  <rect x="6.1" y="6.1" width="3.8" height="3.8" rx=".6" fill="currentColor" stroke="none" />,
  <path d="M5.7 6.9h4.6M5.7 9.1h4.6" strokeLinecap="round" />,
  <circle cx="8" cy="8" r="2.3" />,
];
// biome-ignore-end lint/correctness/useJsxKeyInIterable: drawings picked one at a time by index

/** Every partner shown with a glyph, sorted: a name's place in this list is its glyph. */
const partnerNames = [
  ...new Set([
    ...partnerRows.flatMap((row) => row.names),
    ...ecosystem.categories.flatMap((c) => c.partners.filter((p) => !p.logo).map((p) => p.name)),
    ...partnerships.items.filter((p) => "wordmark" in p && p.wordmark).map((p) => p.name),
  ]),
].sort();

/** The glyph of a name: its place among the partners (a hash for a name not listed), 0-34. */
export function glyphIndex(name: string): number {
  const place = partnerNames.indexOf(name);
  if (place >= 0) return place % (frames.length * inners.length);
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return hash % (frames.length * inners.length);
}

export function PartnerGlyph({ name, className }: { name: string; className?: string }) {
  const index = glyphIndex(name);
  const frame = index % frames.length;
  const inner = Math.floor(index / frames.length);
  return (
    <svg
      viewBox="0 0 16 16"
      aria-hidden="true"
      data-glyph={index}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      className={cn("size-4 shrink-0", className)}
    >
      {frames[frame]}
      {/* The triangle's middle sits lower: its mark moves down and shrinks to fit. */}
      <g transform={frame === 4 ? "translate(8 10) scale(.75) translate(-8 -8)" : undefined}>{inners[inner]}</g>
    </svg>
  );
}

type Props = {
  name: string;
  /** A real brand's own mark instead of our glyph (Sui on /ecosystem). */
  mark?: ReactNode;
  size?: "md" | "lg";
  className?: string;
};

/** A partner's wordmark: glyph and name in grey, one treatment everywhere partners are shown. */
export function PartnerWordmark({ name, mark, size = "md", className }: Props) {
  return (
    <span
      data-partner
      className={cn(
        "inline-flex items-center gap-2 font-display font-semibold tracking-tight whitespace-nowrap text-fg/75",
        size === "lg" ? "text-lg sm:text-xl" : "text-base",
        className,
      )}
    >
      {mark ?? <PartnerGlyph name={name} className={size === "lg" ? "size-5" : undefined} />}
      {name}
    </span>
  );
}
