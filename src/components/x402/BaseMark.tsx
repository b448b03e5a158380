/**
 * Base's mark as people know it: a disc with a bar cut in from the left. The icon package draws Base as a plain
 * blue square, which nobody reads as Base; this is drawn inline (no file), decorative beside the written name.
 * Review round 17: drawn as an outline (the ring and the bar as strokes, in a softened Base blue), so in the
 * networks column it sits in its hairline tile like Sui's drop and Ethereum's diamond: the full bright-blue disc
 * was the one loud mark among muted ones.
 */
export function BaseMark({ size = 16, className }: { size?: number; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="#5b8cff"
      strokeWidth={2.25}
      strokeLinecap="round"
      aria-hidden="true"
      data-brand-logo="network-base"
      className={className}
    >
      <circle cx="12" cy="12" r="10.5" />
      <path d="M1.5 12H15.75" strokeLinecap="butt" />
    </svg>
  );
}
