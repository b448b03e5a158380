import { useId } from "react";
import { tokenLogos, type BrandLogo as Logo } from "../../content/brand.ts";
import { cn } from "../ui/cn.ts";
import { logoDrawing } from "./logo-svgs.ts";
import { PingMark } from "./PingMark.tsx";

type Props = {
  logo: Logo;
  /** Displayed size in CSS pixels (the drawings are square). */
  size?: number;
  /** Empty (decorative) when the brand's name is written beside the logo, as everywhere on the site. */
  alt?: string;
  className?: string;
};

/**
 * A real brand's logo drawn inline in the page's HTML (no request: a page of eleven logos used to
 * wait for eleven files). Build time only — the drawings come from the icon package, so never use
 * this inside an island; islands show the same logo as an <img> of its /brand/ file (WalletMark).
 */
export function BrandLogo({ logo, size = 20, alt = "", className }: Props) {
  const { viewBox, body } = logoDrawing(logo, useId());
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={viewBox}
      width={size}
      height={size}
      fill="none"
      data-brand-logo={logo}
      {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
      className={cn("shrink-0", className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the drawing comes from the icon package at build time, never from a visitor
      dangerouslySetInnerHTML={{ __html: body }}
    />
  );
}

/** A token's mark beside its symbol: PING's own mark, the package logo for SUI, ETH and USDC. */
export function TokenMark({ symbol, size = 20, className }: { symbol: string; size?: number; className?: string }) {
  const logo = tokenLogos[symbol];
  if (!logo) return null;
  return logo === "ping" ? <PingMark size={size} className={className} /> : <BrandLogo logo={logo} size={size} className={className} />;
}
