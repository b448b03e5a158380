import { isWalletType, walletStorageKeys, type WalletType } from "../../content/wallets.ts";

/** The session kept in localStorage under the spec's keys walletType and walletAddress. */
export type StoredSession = { type: WalletType; address: string };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): the session just is not remembered
  }
}

export function readStoredSession(): StoredSession | null {
  const s = storage();
  const type = s?.getItem(walletStorageKeys.type);
  const address = s?.getItem(walletStorageKeys.address);
  return isWalletType(type) && address ? { type, address } : null;
}

export function writeStoredSession(session: StoredSession): void {
  const s = storage();
  s?.setItem(walletStorageKeys.type, session.type);
  s?.setItem(walletStorageKeys.address, session.address);
}

export function clearStoredSession(): void {
  const s = storage();
  s?.removeItem(walletStorageKeys.type);
  s?.removeItem(walletStorageKeys.address);
}
