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
