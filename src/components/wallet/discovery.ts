import { getWallets } from "@wallet-standard/app";
import { walletCatalogue, type CatalogueWallet, type WalletType } from "../../content/wallets.ts";
import type { Eip1193Provider, Eip6963ProviderDetail, StandardWallet, SuiGlobal, WalletHandle } from "./types.ts";

export type WalletHandles = ReadonlyMap<WalletType, WalletHandle>;

type Flags = Record<string, unknown>;
type WalletWindow = Window & {
  ethereum?: Eip1193Provider & { providers?: Eip1193Provider[] };
  okxwallet?: Eip1193Provider;
  bitkeep?: { ethereum?: Eip1193Provider };
  phantom?: { sui?: SuiGlobal };
  suiWallet?: SuiGlobal;
  nightly?: { sui?: SuiGlobal };
  suiet?: SuiGlobal;
  ethos?: SuiGlobal;
};

/** Flags other wallets set while also claiming `isMetaMask` for compatibility. */
const notMetaMask = [
  "isCoinbaseWallet",
  "isTrust",
  "isTrustWallet",
  "isOkxWallet",
  "isOKExWallet",
  "isBitKeep",
  "isPhantom",
  "isBraveWallet",
  "isRabby",
];

/** The window.ethereum flags of each EVM wallet (spec: the wallet's global object). */
const evmFlags: Record<string, (p: Flags) => boolean> = {
  metamask: (p) => p.isMetaMask === true && !notMetaMask.some((f) => p[f]),
  coinbase: (p) => p.isCoinbaseWallet === true,
  trust: (p) => p.isTrust === true || p.isTrustWallet === true,
  okx: (p) => p.isOkxWallet === true || p.isOKExWallet === true,
  bitget: (p) => p.isBitKeep === true,
};

/** Dedicated globals, checked before the shared window.ethereum. */
function evmGlobal(type: WalletType, w: WalletWindow): Eip1193Provider | undefined {
  if (type === "okx") return w.okxwallet;
  if (type === "bitget") return w.bitkeep?.ethereum;
  return undefined;
}

function suiGlobal(type: WalletType, w: WalletWindow): SuiGlobal | undefined {
  switch (type) {
    case "phantom":
      return w.phantom?.sui;
    case "sui-wallet":
      return w.suiWallet;
    case "nightly":
      return w.nightly?.sui;
    case "suiet":
      return w.suiet;
    case "ethos":
      return w.ethos;
    default:
      return undefined;
  }
}

const isProvider = (p: unknown): p is Eip1193Provider => !!p && typeof (p as Eip1193Provider).request === "function";

function resolveEvm(
  entry: CatalogueWallet,
  w: WalletWindow,
  announced: ReadonlyMap<string, Eip6963ProviderDetail>,
): WalletHandle | undefined {
  const detail = entry.rdns ? announced.get(entry.rdns) : undefined;
  if (detail && isProvider(detail.provider)) return { kind: "evm", provider: detail.provider, icon: detail.info.icon };
  const own = evmGlobal(entry.type, w);
  if (isProvider(own)) return { kind: "evm", provider: own };
  const flagged = evmFlags[entry.type];
  const eth = w.ethereum;
  const candidates = [...(Array.isArray(eth?.providers) ? eth.providers : []), eth].filter(isProvider);
  const match = flagged && candidates.find((p) => flagged(p));
  return match ? { kind: "evm", provider: match } : undefined;
}

const isSuiStandard = (wallet: StandardWallet) =>
  wallet.chains.some((c) => c.startsWith("sui:")) &&
  typeof (wallet.features["standard:connect"] as { connect?: unknown } | undefined)?.connect === "function";

function resolveSui(entry: CatalogueWallet, w: WalletWindow, standard: readonly StandardWallet[]): WalletHandle | undefined {
  const names = entry.standardNames ?? [];
  const registered = standard.find((s) => names.includes(s.name) && isSuiStandard(s));
  const global = suiGlobal(entry.type, w);
  // Phantom connects on its Sui interface; the other Sui wallets prefer the Wallet Standard.
  if (global && typeof global === "object" && (entry.type === "phantom" || !registered)) {
    return { kind: "sui-global", api: global, phantom: entry.type === "phantom", standard: registered, icon: registered?.icon };
  }
  return registered ? { kind: "standard", wallet: registered, icon: registered.icon } : undefined;
}

/**
 * Finds the installed wallets in three ways: the spec's window globals, the Wallet Standard
 * (Sui wallets, including ones that register late) and EIP-6963 announcements (EVM wallets,
 * each with its own provider). Calls onChange with the current handles now and on every change.
 */
export function startDiscovery(onChange: (handles: WalletHandles) => void): () => void {
  const w = window as WalletWindow;
  const announced = new Map<string, Eip6963ProviderDetail>();
  const standard = getWallets();

  const compute = () => {
    const handles = new Map<WalletType, WalletHandle>();
    const registered = standard.get();
    for (const entry of walletCatalogue) {
      const handle = entry.family === "evm" ? resolveEvm(entry, w, announced) : resolveSui(entry, w, registered);
      if (handle) handles.set(entry.type, handle);
    }
    onChange(handles);
  };

  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<Eip6963ProviderDetail>).detail;
    if (!detail?.info?.rdns || !isProvider(detail.provider)) return;
    announced.set(detail.info.rdns, detail);
    compute();
  };
  window.addEventListener("eip6963:announceProvider", onAnnounce);
  const offRegister = standard.on("register", compute);
  const offUnregister = standard.on("unregister", compute);
  window.dispatchEvent(new Event("eip6963:requestProvider"));
  compute();

  return () => {
    window.removeEventListener("eip6963:announceProvider", onAnnounce);
    offRegister();
    offUnregister();
  };
}
