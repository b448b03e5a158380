import type { WalletFamily } from "../../content/wallets.ts";

/** Spec section 5: sui shows 8 characters, '...', last 6; EVM shows 6, '...', last 4. */
const keep: Record<WalletFamily, [head: number, tail: number]> = { sui: [8, 6], evm: [6, 4] };

export function shortenAddress(address: string, family: WalletFamily): string {
  const [head, tail] = keep[family];
  if (address.length <= head + tail + 3) return address;
  return `${address.slice(0, head)}...${address.slice(-tail)}`;
}
