/**
 * Base's mark as people know it: a blue disc with a white bar cut in from the left. The icon
 * package draws Base as a plain blue square, which nobody reads as Base; this is drawn inline
 * (no file), decorative beside the written name.
 */
export function BaseMark({ size = 16, className }: { size?: number; className?: string }) {
  return (
    <svg viewBox="0 0 111 111" width={size} height={size} aria-hidden="true" data-brand-logo="network-base" className={className}>
      <circle cx="55.5" cy="55.5" r="54" fill="#fff" />
      <path
        fill="#0052FF"
        d="M54.921 110.034C85.359 110.034 110.034 85.402 110.034 55.017C110.034 24.6319 85.359 0 54.921 0C26.0432 0 2.35281 22.1714 0 50.3923H72.8467V59.6416H0C2.35281 87.8625 26.0432 110.034 54.921 110.034Z"
      />
    </svg>
  );
}
