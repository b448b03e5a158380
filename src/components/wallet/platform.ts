import { walletCopy, type CatalogueWallet } from "../../content/wallets.ts";

export type Platform = "android" | "ios" | "desktop";

/**
 * Which store a visitor without the wallet is sent to, from the browser's user agent.
 * iPadOS reports a desktop Mac UA; a Mac with touch points is an iPad.
 */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): Platform {
  if (/android/i.test(userAgent)) return "android";
  if (/iphone|ipad|ipod/i.test(userAgent)) return "ios";
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return "ios";
  return "desktop";
}

/** The link and the store name of the not-found redirect. */
export function installTarget(wallet: CatalogueWallet, platform: Platform): { url: string; store: string } {
  const url = platform === "android" ? wallet.links.playStore : platform === "ios" ? wallet.links.appStore : wallet.links.extension;
  return { url, store: walletCopy.stores[platform] };
}
