import { networks, type NetworkName } from "../../content/brand.ts";
import { BrandLogo, TokenMark } from "../brand/BrandLogo.tsx";
import { cn } from "../ui/cn.ts";
import { BaseMark } from "./BaseMark.tsx";

/** Tokens whose own mark is a full disc. */
const DISC_TOKENS = new Set(["PING", "USDC"]);

/**
 * A token's or a network's mark on the x402 pages, at one size and on one baseline (review round 14: PING's disc,
 * USDC's smaller disc, SUI's drop and ETH's diamond drawn at one box size read as four sizes, and Base's full disc
 * beside Sui's small drop in the networks column): every mark is a circle of one diameter. The tokens that are coins
 * already (PING, USDC) fill it; the networks (Sui's drop, Ethereum's diamond, Base's ring) and the SUI and ETH tokens
 * sit centred in a round tile of that diameter, a hairline ring, at ~62 % of it (review round 17: Base's full blue
 * disc was the one bright filled mark among the networks' muted tiles; it is an outline in a tile now, BaseMark).
 * Decorative: the name is written beside it.
 */
export function CoinMark({
  symbol,
  network,
  size,
  className,
}: {
  /** A token ("PING", "SUI", "ETH", "USDC") or … */
  symbol?: string;
  /** … a network by its brand name ("Sui", "Ethereum", "Base"). */
  network?: string;
  /** The tile's diameter in CSS pixels. */
  size: number;
  className?: string;
}) {
  const disc = Boolean(symbol && DISC_TOKENS.has(symbol));
  const inner = disc ? size : Math.round(size * 0.62);
  const entry = network ? (networks[network as NetworkName] as (typeof networks)[NetworkName] | undefined) : undefined;
  const drawing = symbol ? (
    // USDC's drawing leaves a margin round its disc: drawn a little larger, its disc meets the others' diameter.
    <TokenMark symbol={symbol} size={inner} className={symbol === "USDC" ? "scale-[1.14]" : undefined} />
  ) : network === "Base" ? (
    <BaseMark size={inner} />
  ) : entry ? (
    <BrandLogo logo={entry.logo} size={inner} />
  ) : null;
  if (!drawing) return null;
  return (
    <span
      aria-hidden="true"
      data-coin-mark=""
      className={cn(
        "inline-grid shrink-0 place-items-center rounded-full",
        !disc && "bg-fg/[0.05] ring-1 ring-border ring-inset",
        className,
      )}
      style={{ width: size, height: size }}
    >
      {drawing}
    </span>
  );
}
