/**
 * Brand marks of the real brands the site names: wallets, tokens and networks. The SVGs come
 * from the icon package `@web3icons/core` at build time (src/components/brand/logo-svgs.ts): the
 * pre-rendered pages draw them inline (BrandLogo), and the islands (the wallet dialog) show the
 * files that src/pages/brand/[logo].svg.ts writes to /brand/<logo>.svg, by path only, so no SVG
 * ends up in a page's JavaScript. PING is our own token and has a
 * mark of its own (src/components/brand/PingMark.tsx).
 */
export const brandLogos = [
  "wallet-sui",
  "wallet-phantom",
  "wallet-bitget",
  "wallet-metamask",
  "wallet-coinbase",
  "wallet-trust",
  "wallet-okx",
  "wallet-nightly",
  "wallet-suiet",
  "wallet-ethos",
  "token-sui",
  "token-eth",
  "token-usdc",
  "network-sui",
  "network-base",
  "network-ethereum",
] as const;

export type BrandLogo = (typeof brandLogos)[number];

/** The built file of a logo. */
export const brandLogoPath = (logo: BrandLogo): string => `/brand/${logo}.svg`;

/** Networks a payment can settle on, with their marks. */
export const networks = {
  Sui: { name: "Sui", logo: "network-sui" },
  Ethereum: { name: "Ethereum", logo: "network-ethereum" },
  Base: { name: "Base", logo: "network-base" },
} as const satisfies Record<string, { name: string; logo: BrandLogo }>;

export type NetworkName = keyof typeof networks;

/** Token symbols and their marks; PING is drawn by PingMark. */
export const tokenLogos: Record<string, BrandLogo | "ping"> = {
  PING: "ping",
  SUI: "token-sui",
  ETH: "token-eth",
  USDC: "token-usdc",
};
