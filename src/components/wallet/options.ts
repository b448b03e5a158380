import { walletCatalogue, type WalletType } from "../../content/wallets.ts";

/** A wallet as the session lists it (spec section 3, "Wallet option"). */
export type WalletOption = { type: WalletType; name: string; installed: boolean };

/** The catalogue with installed flags, installed wallets first, catalogue order kept within each group. */
export function orderedOptions(installed: ReadonlySet<WalletType>): WalletOption[] {
  const options = walletCatalogue.map((w) => ({ type: w.type, name: w.name, installed: installed.has(w.type) }));
  return [...options.filter((o) => o.installed), ...options.filter((o) => !o.installed)];
}
