import { type BrandLogo, brandLogoPath } from "../../content/brand.ts";
import { catalogueEntry, type WalletType } from "../../content/wallets.ts";
import { cn } from "../ui/cn.ts";

const sizes = {
  /** The dialog's rows and the connected panel. */
  md: { px: 36, box: "size-9 rounded-lg text-sm" },
  /** A list of wallets on a page (the x402 documentation). */
  list: { px: 24, box: "size-6 rounded-md text-[11px]" },
  /** Inline before a name in the detection message. */
  sm: { px: 16, box: "mr-1.5 size-4 rounded-[4px] text-[9px]" },
} as const;

/**
 * Every mark sits on one tile shape, a rounded square with a faint ring (so OKX's black tile still
 * reads on the dark page). Nightly and Suiet publish round marks: their tile is filled with the
 * mark's own colour, so they read as rounded squares like the others. Shared by the wallet dialog
 * and the x402 documentation's wallet list, so the two show the same marks.
 */
export const markTileClass = "overflow-hidden ring-1 ring-white/15";
const roundMarkTiles: Partial<Record<BrandLogo, string>> = {
  "wallet-nightly": "#6067F9",
  "wallet-suiet": "linear-gradient(135deg, #3EA2F8, #67C8FF)",
};
/** The inline style of a logo's tile: its own colour behind a round mark, else none. */
export function markTileStyle(logo: BrandLogo | undefined): { background: string } | undefined {
  const fill = logo && roundMarkTiles[logo];
  return fill ? { background: fill } : undefined;
}

/**
 * A wallet's mark, decorative (its name is always written beside it): the icon the installed
 * wallet announced (already checked by announcedIcon: a data: image), else the wallet's logo
 * from the icon package, else its initials (drawn by CSS). Images are <img>, so an SVG's script never runs.
 */
export function WalletMark({ type, icon, size = "md" }: { type: WalletType; icon?: string; size?: keyof typeof sizes }) {
  const { name, family, logo } = catalogueEntry(type);
  const { px, box } = sizes[size];
  const logoSrc = logo ? brandLogoPath(logo) : undefined;
  const src = icon ?? logoSrc;
  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={px}
        height={px}
        data-wallet-mark={icon ? "announced" : "logo"}
        // An announced icon that does not decode falls back to the wallet's logo, never a broken image.
        onError={(e) => {
          if (logoSrc && !e.currentTarget.src.endsWith(logoSrc)) e.currentTarget.src = logoSrc;
        }}
        style={icon ? undefined : markTileStyle(logo)}
        className={cn("inline-block shrink-0 bg-surface object-contain align-[-3px]", markTileClass, box)}
      />
    );
  }
  const initials = name
    .split(" ")
    .filter((word) => word !== "Wallet")
    .map((word) => word[0])
    .join("")
    .slice(0, 2);
  return (
    <span
      aria-hidden="true"
      data-wallet-mark="monogram"
      data-initials={initials || name[0]}
      className={cn(
        // The letters are CSS content: decorative, so not in the text a visitor copies or a test reads.
        "inline-grid shrink-0 place-items-center border bg-surface align-[-3px] font-display leading-none font-semibold before:content-[attr(data-initials)]",
        box,
        family === "sui" ? "border-accent/50 text-accent" : "border-accent-2/50 text-accent-2",
      )}
    />
  );
}
