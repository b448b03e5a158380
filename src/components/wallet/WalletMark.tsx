import { brandLogoPath } from "../../content/brand.ts";
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
        className={cn("inline-block shrink-0 bg-surface object-contain align-[-3px]", box)}
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
