import { useId } from "react";
import { AccentGradient } from "../ui/AccentGradient.tsx";

/**
 * Review round 19: the two tokens whose marks were filled discs (PING's gradient coin, USDC's blue coin) drawn as
 * outlines, as Base's mark was in round 17 (`BaseMark`), so the four tokens share one style: a line mark in its
 * brand's colour on the hairline tile (`CoinMark`), beside SUI's drop and ETH's diamond. Inline (no file), decorative
 * beside the written name.
 */

/** PING, ours: the ping itself (a dot and the two rings of its echo, the outer one fading) in the accent gradient, no coin. */
export function PingOutline({ size }: { size: number }) {
  const gradientId = `ping-o${useId()}`;
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="none" aria-hidden="true" data-token-outline="PING">
      <AccentGradient id={gradientId} />
      <circle cx="12" cy="12" r="2.75" fill={`url(#${gradientId})`} />
      <circle cx="12" cy="12" r="6.25" stroke={`url(#${gradientId})`} strokeWidth="2.25" />
      <circle cx="12" cy="12" r="10.25" stroke={`url(#${gradientId})`} strokeWidth="1.75" strokeOpacity=".55" />
    </svg>
  );
}

/** USDC: its two arcs and its dollar sign (the coin's own inner drawing) in a softened USDC blue, without the filled disc. */
export function UsdcOutline({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="none" aria-hidden="true" data-token-outline="USDC">
      <g stroke="#5b9cf0" strokeWidth="2.25" strokeLinecap="round">
        <path d="M9 3.51A9 9 0 0 0 9 20.49" />
        <path d="M15 3.51A9 9 0 0 1 15 20.49" />
      </g>
      {/* The dollar sign of USDC's own drawing (@web3icons/core, tokens/branded/USDC), a little larger in the middle. */}
      <path
        fill="#5b9cf0"
        transform="translate(12 12) scale(1.3) translate(-11.95 -12.1)"
        d="M14.419 13.258c0-2.301-3.606-1.356-3.606-2.627 0-.456.366-.748 1.063-.748.833 0 1.12.405 1.21.95h1.147c-.102-1.024-.69-1.67-1.67-1.863v-.904h-1.125v.872c-1.075.137-1.75.762-1.75 1.693 0 2.312 3.611 1.445 3.611 2.694 0 .472-.455.787-1.226.787-1.007 0-1.339-.444-1.462-1.057H9.49c.073 1.122.764 1.823 1.947 1.999v.886h1.125v-.875c1.153-.149 1.856-.82 1.856-1.807"
      />
    </svg>
  );
}
