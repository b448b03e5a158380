/**
 * Build-time only: the brand logos as SVG text, imported one by one from `@web3icons/core`
 * (each import is one small module, so nothing else of the package is bundled). Drawn inline in
 * the pre-rendered pages by BrandLogo, and served as static files by src/pages/brand/[logo].svg.ts
 * for the islands (the wallet dialog); never import this from an island.
 *
 * Wallets use the package's "background" variant (the app-icon tile), tokens and networks the
 * "branded" one. Sui Wallet shows the Sui mark on its blue tile (its own icon), Bitget Wallet the
 * Bitget mark. Nightly, Suiet and Ethos are not in that package: their marks come from the wallet
 * presets of @suiet/wallet-kit (MIT), kept in ./vendor with their provenance.
 */
import walletBitget from "@web3icons/core/svgs/exchanges/background/bitget.svg.js";
import networkBase from "@web3icons/core/svgs/networks/branded/base.svg.js";
import networkEthereum from "@web3icons/core/svgs/networks/branded/ethereum.svg.js";
import networkSui from "@web3icons/core/svgs/networks/branded/sui.svg.js";
import walletSui from "@web3icons/core/svgs/networks/background/sui.svg.js";
import tokenEth from "@web3icons/core/svgs/tokens/branded/ETH.svg.js";
import tokenSui from "@web3icons/core/svgs/tokens/branded/SUI.svg.js";
import tokenUsdc from "@web3icons/core/svgs/tokens/branded/USDC.svg.js";
import walletCoinbase from "@web3icons/core/svgs/wallets/background/coinbase.svg.js";
import walletMetamask from "@web3icons/core/svgs/wallets/background/metamask.svg.js";
import walletOkx from "@web3icons/core/svgs/wallets/background/okx.svg.js";
import walletPhantom from "@web3icons/core/svgs/wallets/background/phantom.svg.js";
import walletTrust from "@web3icons/core/svgs/wallets/background/trust.svg.js";
import type { BrandLogo } from "../../content/brand.ts";
import walletEthos from "./vendor/ethos.svg.ts";
import walletNightly from "./vendor/nightly.svg.ts";
import walletSuiet from "./vendor/suiet.svg.ts";

export const logoSvgs: Record<BrandLogo, string> = {
  "wallet-sui": walletSui,
  "wallet-phantom": walletPhantom,
  "wallet-bitget": walletBitget,
  "wallet-metamask": walletMetamask,
  "wallet-coinbase": walletCoinbase,
  "wallet-trust": walletTrust,
  "wallet-okx": walletOkx,
  "wallet-nightly": walletNightly,
  "wallet-suiet": walletSuiet,
  "wallet-ethos": walletEthos,
  "token-sui": tokenSui,
  "token-eth": tokenEth,
  "token-usdc": tokenUsdc,
  "network-sui": networkSui,
  "network-base": networkBase,
  "network-ethereum": networkEthereum,
};

/** The file as served: the package's SVG without its class and indentation. */
export function logoFile(logo: BrandLogo): string {
  return logoSvgs[logo]
    .replace(/\s+class="web3icons"/, "")
    .replace(/>\s+</g, "><")
    .trim();
}

/**
 * A logo's drawing for an inline <svg>: its viewBox and inner markup, with its ids (gradients,
 * clip paths) suffixed by `scope` so that two copies on one page never share an id.
 */
export function logoDrawing(logo: BrandLogo, scope: string): { viewBox: string; body: string } {
  const file = logoFile(logo);
  const open = /^<svg\b[^>]*>/.exec(file)![0];
  const viewBox = /viewBox="([^"]+)"/.exec(open)?.[1] ?? "0 0 24 24";
  const suffix = `-${scope.replace(/[^\w-]/g, "")}`;
  const ids = [...file.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
  let body = file.slice(open.length, file.lastIndexOf("</svg>"));
  for (const id of ids)
    body = body
      .replaceAll(`id="${id}"`, `id="${id}${suffix}"`)
      .replaceAll(`url(#${id})`, `url(#${id}${suffix})`)
      .replaceAll(`href="#${id}"`, `href="#${id}${suffix}"`);
  return { viewBox, body };
}
