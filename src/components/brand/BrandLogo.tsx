import { brandLogoPath, tokenLogos, type BrandLogo as Logo } from "../../content/brand.ts";
import { cn } from "../ui/cn.ts";
import { PingMark } from "./PingMark.tsx";

type Props = {
  logo: Logo;
  /** Displayed size in CSS pixels (the files are square). */
  size?: number;
  /** Empty (decorative) when the brand's name is written beside the logo, as everywhere on the site. */
  alt?: string;
  className?: string;
};

/** A real brand's logo, from the icon package's file built into /brand/ (an <img>: sized, no script can run). */
export function BrandLogo({ logo, size = 20, alt = "", className }: Props) {
  return (
    <img
      src={brandLogoPath(logo)}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      data-brand-logo={logo}
      className={cn("shrink-0", className)}
    />
  );
}

/** A token's mark beside its symbol: PING's own mark, the package logo for SUI, ETH and USDC. */
export function TokenMark({ symbol, size = 20, className }: { symbol: string; size?: number; className?: string }) {
  const logo = tokenLogos[symbol];
  if (!logo) return null;
  return logo === "ping" ? <PingMark size={size} className={className} /> : <BrandLogo logo={logo} size={size} className={className} />;
}
