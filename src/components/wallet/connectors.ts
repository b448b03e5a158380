import { walletCopy } from "../../content/wallets.ts";
import { classifyWalletError } from "./errors.ts";
import type {
  Eip1193Provider,
  StandardAccount,
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardWallet,
  SuiGlobal,
  WalletHandle,
} from "./types.ts";

/** The first address in whatever shape a wallet answers with (string, list, {address}, {accounts}). */
export function firstAddress(value: unknown): string | null {
  if (typeof value === "string") return value.trim() || null;
  if (Array.isArray(value)) return value.length ? firstAddress(value[0]) : null;
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.address === "string") return firstAddress(record.address);
    if (Array.isArray(record.accounts)) return firstAddress(record.accounts);
  }
  return null;
}

/** Sui accounts first: a multi-chain wallet may also hold accounts of other chains. */
function standardAddress(accounts: readonly StandardAccount[]): string | null {
  const sui = accounts.find((a) => a.chains.some((c) => c.startsWith("sui:")));
  return firstAddress(sui ?? accounts[0]);
}

const feature = <T>(wallet: StandardWallet, name: `${string}:${string}`) => wallet.features[name] as T | undefined;

function requireAddress(address: string | null): string {
  if (!address) throw new Error(walletCopy.noAccounts);
  return address;
}

async function connectSuiGlobal(api: SuiGlobal, phantom: boolean): Promise<unknown> {
  // Phantom: a connect on its Sui interface.
  if (phantom) return typeof api.requestAccount === "function" ? api.requestAccount() : api.connect?.();
  // Other Sui wallets: a permission request, falling back to connect.
  if (typeof api.requestPermissions === "function") {
    try {
      const granted = await api.requestPermissions();
      if (granted === false) throw Object.assign(new Error("User rejected the request"), { code: 4001 });
      return typeof api.getAccounts === "function" ? await api.getAccounts() : granted;
    } catch (error) {
      if (classifyWalletError(error).kind === "rejected" || typeof api.connect !== "function") throw error;
    }
  }
  if (typeof api.connect === "function") return api.connect();
  throw new Error(walletCopy.toast.failedFallback);
}

/** Asks the wallet for its account; resolves with the address or throws ('No accounts found'). */
export async function requestAddress(handle: WalletHandle): Promise<string> {
  switch (handle.kind) {
    case "evm":
      return requireAddress(firstAddress(await handle.provider.request({ method: "eth_requestAccounts" })));
    case "standard": {
      const connect = feature<StandardConnectFeature>(handle.wallet, "standard:connect");
      if (!connect) throw new Error(walletCopy.toast.failedFallback);
      const result = await connect.connect();
      return requireAddress(standardAddress(result?.accounts?.length ? result.accounts : handle.wallet.accounts));
    }
    case "sui-global":
      return requireAddress(firstAddress(await connectSuiGlobal(handle.api, handle.phantom)));
  }
}

async function silentStandard(wallet: StandardWallet): Promise<string | null> {
  const connect = feature<StandardConnectFeature>(wallet, "standard:connect");
  const result = await connect?.connect({ silent: true });
  return standardAddress(result?.accounts ?? []);
}

/** The address the wallet still grants this site without a prompt, or null. */
export async function silentAddress(handle: WalletHandle): Promise<string | null> {
  try {
    switch (handle.kind) {
      case "evm":
        return firstAddress(await handle.provider.request({ method: "eth_accounts" }));
      case "standard":
        return await silentStandard(handle.wallet);
      case "sui-global": {
        const { api } = handle;
        if (typeof api.hasPermissions === "function" && typeof api.getAccounts === "function") {
          return (await api.hasPermissions()) ? firstAddress(await api.getAccounts()) : null;
        }
        return handle.standard ? await silentStandard(handle.standard) : null;
      }
    }
  } catch {
    return null;
  }
}

export type WalletWatchers = {
  /** New first address, or null when the wallet no longer shares any account. */
  onAccounts(address: string | null): void;
  onChainChanged(): void;
};

function watchEvm(provider: Eip1193Provider, watchers: WalletWatchers): () => void {
  const onAccounts = (accounts: unknown) => watchers.onAccounts(firstAddress(accounts));
  const onChain = () => watchers.onChainChanged();
  provider.on?.("accountsChanged", onAccounts);
  provider.on?.("chainChanged", onChain);
  return () => {
    provider.removeListener?.("accountsChanged", onAccounts);
    provider.removeListener?.("chainChanged", onChain);
  };
}

function watchStandard(wallet: StandardWallet, watchers: WalletWatchers): () => void {
  const events = feature<StandardEventsFeature>(wallet, "standard:events");
  if (typeof events?.on !== "function") return () => {};
  let chains = [...wallet.chains].sort().join(",");
  return events.on("change", ({ accounts, chains: next }) => {
    if (accounts) watchers.onAccounts(standardAddress(accounts));
    if (next && [...next].sort().join(",") !== chains) {
      chains = [...next].sort().join(",");
      watchers.onChainChanged();
    }
  });
}

/** Subscribes to the wallet's account and chain events; returns the unsubscribe function. */
export function watchWallet(handle: WalletHandle, watchers: WalletWatchers): () => void {
  if (handle.kind === "evm") return watchEvm(handle.provider, watchers);
  if (handle.kind === "standard") return watchStandard(handle.wallet, watchers);
  return handle.standard ? watchStandard(handle.standard, watchers) : () => {};
}

/** Tells a Wallet Standard wallet the site disconnected (best effort; EVM wallets have no such call). */
export function releaseWallet(handle: WalletHandle): void {
  if (handle.kind !== "standard") return;
  const disconnect = feature<StandardDisconnectFeature>(handle.wallet, "standard:disconnect");
  try {
    Promise.resolve(disconnect?.disconnect()).catch(() => {});
  } catch {
    // A wallet that throws on disconnect is still disconnected from this site.
  }
}
