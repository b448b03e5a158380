/**
 * The wallet catalogue of /access-compute (spec section 3, "Wallet catalogue") and every
 * text the wallet panel shows (spec sections 4, 5 and 8, word for word).
 *
 * Discovery keys, checked against public sources:
 * - `rdns`: the reverse-DNS name an EVM wallet announces through EIP-6963.
 * - `standardNames`: the names a Sui wallet registers under in the Wallet Standard
 *   (Mysten's Sui Wallet now registers as 'Slush').
 */
import type { BrandLogo } from "./brand.ts";

export type WalletFamily = "sui" | "evm";

export type WalletType = "sui-wallet" | "phantom" | "nightly" | "suiet" | "ethos" | "bitget" | "metamask" | "coinbase" | "trust" | "okx";

type WalletLinks = {
  /** Browser-extension download page (desktop). */
  extension: string;
  /** Google Play (Android). */
  playStore: string;
  /** Apple App Store (iOS). */
  appStore: string;
};

export type CatalogueWallet = {
  type: WalletType;
  name: string;
  family: WalletFamily;
  links: WalletLinks;
  /** EIP-6963 rdns (EVM wallets). */
  rdns?: string;
  /** Wallet Standard names (Sui wallets). */
  standardNames?: string[];
  /** Its logo from the icon package (src/content/brand.ts); wallets without one show a monogram. */
  logo?: BrandLogo;
};

const chrome = (slug: string, id: string) => `https://chromewebstore.google.com/detail/${slug}/${id}`;
const play = (id: string) => `https://play.google.com/store/apps/details?id=${id}`;
const appStore = (slug: string, id: string) => `https://apps.apple.com/app/${slug}/id${id}`;

/** In the spec's order: the sui family, then the evm family. */
export const walletCatalogue: readonly CatalogueWallet[] = [
  {
    type: "sui-wallet",
    logo: "wallet-sui",
    name: "Sui Wallet",
    family: "sui",
    standardNames: ["Slush", "Sui Wallet"],
    links: {
      extension: chrome("slush-a-sui-wallet", "opcgpfmipidbgpenhmajoajpbobppdil"),
      playStore: play("com.mystenlabs.suiwallet"),
      appStore: appStore("slush-a-sui-wallet", "6476572140"),
    },
  },
  {
    type: "phantom",
    logo: "wallet-phantom",
    name: "Phantom",
    // Connected through its Sui interface only (the spec): its row says "Sui" as every Sui wallet's does.
    family: "sui",
    standardNames: ["Phantom"],
    links: {
      extension: chrome("phantom", "bfnaelmomeimhlpmgjnjophhpkkoljpa"),
      playStore: play("app.phantom"),
      appStore: appStore("phantom-crypto-wallet", "1598432977"),
    },
  },
  {
    type: "nightly",
    name: "Nightly",
    logo: "wallet-nightly",
    family: "sui",
    standardNames: ["Nightly"],
    links: {
      extension: chrome("nightly", "fiikommddbeccaoicoejoniammnalkfa"),
      playStore: play("com.nightlymobile"),
      appStore: appStore("nightly-multichain-wallet", "6444768157"),
    },
  },
  {
    type: "suiet",
    name: "Suiet",
    logo: "wallet-suiet",
    family: "sui",
    standardNames: ["Suiet"],
    links: {
      extension: chrome("suiet-sui-wallet", "khpkpbbcccdmmclmpigdgddabeilkdpd"),
      // Suiet publishes no store app; its site is where a phone user can get it.
      playStore: "https://suiet.app",
      appStore: "https://suiet.app",
    },
  },
  {
    type: "ethos",
    name: "Ethos",
    logo: "wallet-ethos",
    family: "sui",
    standardNames: ["Ethos Wallet", "Ethos"],
    links: {
      extension: chrome("ethos-sui-wallet", "mcbigmjiafegjnnogedioegffbooigli"),
      playStore: play("com.ethoswallet.ethosmobile"),
      appStore: appStore("ethos-sui-wallet", "6450018653"),
    },
  },
  {
    type: "bitget",
    logo: "wallet-bitget",
    name: "Bitget Wallet",
    family: "evm",
    rdns: "com.bitget.web3",
    links: {
      extension: chrome("bitget-wallet-crypto-web3", "jiidiaalihmmhddjgbnbgdfflelocpak"),
      playStore: play("com.bitkeep.wallet"),
      appStore: appStore("bitget-wallet-ex-bitkeep", "1395301115"),
    },
  },
  {
    type: "metamask",
    logo: "wallet-metamask",
    name: "MetaMask",
    family: "evm",
    rdns: "io.metamask",
    links: {
      extension: chrome("metamask", "nkbihfbeogaebaoehlefnkodbefgpgknn"),
      playStore: play("io.metamask"),
      appStore: appStore("metamask-blockchain-wallet", "1438144202"),
    },
  },
  {
    type: "coinbase",
    logo: "wallet-coinbase",
    name: "Coinbase Wallet",
    family: "evm",
    rdns: "com.coinbase.wallet",
    links: {
      extension: chrome("coinbase-wallet-extension", "hnfanknocfeofbddgcijnmhnfnkdnaad"),
      playStore: play("org.toshi"),
      appStore: appStore("coinbase-wallet-nfts-crypto", "1278383455"),
    },
  },
  {
    type: "trust",
    logo: "wallet-trust",
    name: "Trust Wallet",
    family: "evm",
    rdns: "com.trustwallet.app",
    links: {
      extension: chrome("trust-wallet", "egjidjbpglichdcondbcbdnbeeppgdph"),
      playStore: play("com.wallet.crypto.trustapp"),
      appStore: appStore("trust-crypto-bitcoin-wallet", "1288339409"),
    },
  },
  {
    type: "okx",
    logo: "wallet-okx",
    name: "OKX Wallet",
    family: "evm",
    rdns: "com.okex.wallet",
    links: {
      extension: chrome("okx-wallet", "mcohilncbfahbmgdjkbpemcciiolgcge"),
      playStore: play("com.okinc.okex.gp"),
      appStore: appStore("okx-buy-bitcoin-btc-crypto", "1327268470"),
    },
  },
];

export function catalogueEntry(type: WalletType): CatalogueWallet {
  const entry = walletCatalogue.find((w) => w.type === type);
  if (!entry) throw new Error(`Unknown wallet type: ${type}`);
  return entry;
}

export function isWalletType(value: unknown): value is WalletType {
  return typeof value === "string" && walletCatalogue.some((w) => w.type === value);
}

/** Browser-storage keys of the session (spec section 4). */
export const walletStorageKeys = { type: "walletType", address: "walletAddress" } as const;

/** Spec section 9: the not-found toast shows 2 s; the store opens after 1 s. */
export const walletTimings = { notFoundToastMs: 2000, redirectDelayMs: 1000 } as const;

/** Every text of the wallet panel, dialog and toasts. */
export const walletCopy = {
  connect: "Connect Wallet",
  connecting: "Connecting...",
  disconnect: "Disconnect",
  ready: "Ready for GPU Compute",
  connectedWith: "Connected with",
  addressLabel: "Address",
  detected: (count: number) => `${count} Wallet(s) Detected`,
  noneDetected: "No Wallets Detected",
  installHint: "Install a wallet extension to get started",
  /** Before the visitor has opened the dialog, when no wallet was found: what works, not a verdict. */
  supported: "Works with Slush, Phantom and eight more Sui and EVM wallets.",
  dialogTitle: "Select Wallet",
  dialogDescription: "Choose a wallet to connect. Wallets installed in this browser are listed first.",
  installedGroup: "Installed",
  allWallets: "All Wallets",
  installed: "Installed",
  /** An installed wallet's row ends with what choosing it does. */
  connectRow: "Connect",
  install: "Install",
  family: { sui: "Sui", evm: "EVM" },
  close: "Close",
  toast: {
    connected: (wallet: string) => `${wallet} Connected!`,
    connectedTo: (shortAddress: string) => `Connected to ${shortAddress}`,
    rejected: "Connection Rejected",
    rejectedDescription: "You rejected the connection request",
    failed: "Connection Failed",
    failedFallback: "Could not connect to wallet",
    disconnected: "Wallet Disconnected",
    notFound: (wallet: string) => `${wallet} Not Found`,
    redirecting: (store: string) => `Redirecting to ${store}...`,
  },
  noAccounts: "No accounts found",
  hookOutsideProvider: "useWallet must be used within a WalletProvider",
  stores: { android: "Play Store", ios: "App Store", desktop: "Browser Extension" },
} as const;
