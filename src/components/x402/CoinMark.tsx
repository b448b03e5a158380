import { networks, type NetworkName } from "../../content/brand.ts";
import { BrandLogo, TokenMark } from "../brand/BrandLogo.tsx";
import { cn } from "../ui/cn.ts";
import { BaseMark } from "./BaseMark.tsx";
import { PingOutline, UsdcOutline } from "./TokenOutline.tsx";

/**
 * A token's or a network's mark on the x402 pages, at one size and on one baseline (review round 14: PING's disc,
 * USDC's smaller disc, SUI's drop and ETH's diamond drawn at one box size read as four sizes): every mark sits centred
 * in a round tile of one diameter, a hairline ring, at ~62 % of it. Review round 17: Base's full blue disc became an
 * outline (BaseMark). Review round 19: PING and USDC were still filled discs filling their circle beside SUI's and
 * ETH's marks in tiles: they are outlines too (TokenOutline), so all four tokens and the three networks share one style.
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
  const inner = Math.round(size * 0.62);
  const entry = network ? (networks[network as NetworkName] as (typeof networks)[NetworkName] | undefined) : undefined;
  const drawing =
    symbol === "PING" ? (
      <PingOutline size={inner} />
    ) : symbol === "USDC" ? (
      <UsdcOutline size={inner} />
    ) : symbol ? (
      <TokenMark symbol={symbol} size={inner} />
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
      className={cn("inline-grid shrink-0 place-items-center rounded-full bg-fg/[0.05] ring-1 ring-border ring-inset", className)}
      style={{ width: size, height: size }}
    >
      {drawing}
    </span>
  );
}
