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
