import { walletCopy } from "../../content/wallets.ts";

export type WalletFailure = { kind: "rejected" } | { kind: "failed"; message: string };

function messageOf(error: unknown): string {
  if (typeof error === "string") return error;
  if (error && typeof error === "object" && "message" in error && typeof error.message === "string") return error.message;
  return "";
}

function codeOf(error: unknown): unknown {
  return error && typeof error === "object" && "code" in error ? error.code : undefined;
}

/**
 * Spec section 8: a rejection is code 4001 or a message containing 'rejected' or
 * 'User rejected'; anything else is a failure with its message, or the fallback text.
 */
export function classifyWalletError(error: unknown): WalletFailure {
  const message = messageOf(error);
  const code = codeOf(error);
  if (code === 4001 || code === "4001" || /rejected/i.test(message)) return { kind: "rejected" };
  return { kind: "failed", message: message || walletCopy.toast.failedFallback };
}
