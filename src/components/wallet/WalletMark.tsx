import { catalogueEntry, type WalletType } from "../../content/wallets.ts";

/** A wallet's own icon when it announced one, else its initials; decorative (the name is beside it). */
export function WalletMark({ type, icon }: { type: WalletType; icon?: string }) {
  const { name, family } = catalogueEntry(type);
  if (icon) return <img src={icon} alt="" width={36} height={36} className="size-9 shrink-0 rounded-lg bg-surface" />;
  const initials = name
    .split(" ")
    .filter((word) => word !== "Wallet")
    .map((word) => word[0])
    .join("")
    .slice(0, 2);
  return (
    <span
      aria-hidden="true"
      className={`grid size-9 shrink-0 place-items-center rounded-lg border bg-surface font-display text-sm font-semibold ${
        family === "sui" ? "border-accent/50 text-accent" : "border-accent-2/50 text-accent-2"
      }`}
    >
      {initials || name[0]}
    </span>
  );
}
