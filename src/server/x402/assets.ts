/** Comparing asset ids and addresses the way each chain writes them. */
import { normalizeStructTag } from "@mysten/sui/utils";
import type { SandboxPaymentOption } from "../../content/x402-sandbox.ts";

const EVM_ADDRESS = /^0[xX][0-9a-fA-F]{40}$/;

/** EVM: addresses compare case-insensitively (the EIP-55 checksum is presentation). */
export function sameEvmAddress(a: string, b: string): boolean {
  return EVM_ADDRESS.test(a) && EVM_ADDRESS.test(b) && a.toLowerCase() === b.toLowerCase();
}

/** Sui coin types: "0x2::sui::SUI" equals "0x000…0002::sui::SUI". */
export function sameCoinType(a: string, b: string): boolean {
  try {
    return normalizeStructTag(a) === normalizeStructTag(b);
  } catch {
    return false;
  }
}

export function sameAsset(option: SandboxPaymentOption, asset: string): boolean {
  return option.family === "evm" ? sameEvmAddress(option.asset, asset) : sameCoinType(option.asset, asset);
}
