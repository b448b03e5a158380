import type { getWallets } from "@wallet-standard/app";

/** A Wallet Standard wallet and account (types of @wallet-standard/app, the one installed package). */
export type StandardWallet = ReturnType<ReturnType<typeof getWallets>["get"]>[number];
export type StandardAccount = StandardWallet["accounts"][number];

/** The part of an EIP-1193 provider the panel uses. */
export type Eip1193Provider = {
  request(args: { method: string; params?: unknown[] | object }): Promise<unknown>;
  on?(event: string, listener: (...args: never[]) => void): unknown;
  removeListener?(event: string, listener: (...args: never[]) => void): unknown;
  [flag: string]: unknown;
};

/** EIP-6963 announcement detail. */
export type Eip6963ProviderDetail = {
  info: { uuid: string; name: string; icon: string; rdns: string };
  provider: Eip1193Provider;
};

/** A pre-standard Sui wallet global (window.suiWallet, window.suiet, window.phantom.sui...). */
export type SuiGlobal = {
  requestAccount?(): Promise<unknown>;
  requestPermissions?(...args: unknown[]): Promise<unknown>;
  hasPermissions?(...args: unknown[]): Promise<unknown>;
  getAccounts?(): Promise<unknown>;
  connect?(): Promise<unknown>;
  [key: string]: unknown;
};

/** Wallet Standard features the panel uses (`standard:connect`, `standard:events`, `standard:disconnect`). */
export type StandardConnectFeature = {
  connect(input?: { silent?: boolean }): Promise<{ accounts: readonly StandardAccount[] }>;
};
export type StandardEventsFeature = {
  on(event: "change", listener: (properties: { accounts?: readonly StandardAccount[]; chains?: readonly string[] }) => void): () => void;
};
export type StandardDisconnectFeature = { disconnect(): Promise<void> };

/** How one installed wallet is reached. */
export type WalletHandle =
  | { kind: "evm"; provider: Eip1193Provider; icon?: string }
  | { kind: "standard"; wallet: StandardWallet; icon?: string }
  /** `standard`: the same wallet's Wallet Standard registration, if any (used for silent reconnects and events). */
  | { kind: "sui-global"; api: SuiGlobal; phantom: boolean; standard?: StandardWallet; icon?: string };
