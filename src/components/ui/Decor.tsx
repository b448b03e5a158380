/** Small drawing parts several components share. */

/** The brand's accent gradient (top left to bottom right) as an SVG <defs> entry; `id` from useId, so ids stay unique per page. */
export function AccentGradient({ id }: { id: string }) {
  return (
    <defs>
      <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="var(--color-accent)" />
        <stop offset="1" stopColor="var(--color-accent-2)" />
      </linearGradient>
    </defs>
  );
}

/** A pictured window's three title-bar dots (decorative); `live` lights the last one in the accent colour. */
export function WindowDots({ live = false }: { live?: boolean }) {
  return (
    <span aria-hidden="true" className="flex gap-1.5">
      <span className="size-2.5 rounded-full bg-border" />
      <span className="size-2.5 rounded-full bg-border" />
      <span className={live ? "size-2.5 rounded-full bg-accent/70" : "size-2.5 rounded-full bg-border"} />
    </span>
  );
}
