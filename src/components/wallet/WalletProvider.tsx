import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { toast } from "sonner";
import { catalogueEntry, walletCopy, walletTimings, type CatalogueWallet, type WalletType } from "../../content/wallets.ts";
import { shortenAddress } from "./address.ts";
import { releaseWallet, requestAddress, silentAddress, watchWallet } from "./connectors.ts";
import { startDiscovery, type WalletHandles } from "./discovery.ts";
import { classifyWalletError } from "./errors.ts";
import { announcedIcon } from "./icon.ts";
import { orderedOptions, type WalletOption } from "./options.ts";
import { detectPlatform, installTarget } from "./platform.ts";
import { clearStoredSession, readStoredSession, writeStoredSession } from "./storage.ts";
import type { WalletHandle } from "./types.ts";

/** The wallet session (spec section 3) and the actions of the panel. */
export type WalletContextValue = {
  isConnected: boolean;
  isConnecting: boolean;
  /** Full address of the connected account (shorten it for display). */
  walletAddress: string | null;
  walletType: WalletType | null;
  /** Every catalogue wallet with its installed flag, installed wallets first. */
  availableWallets: WalletOption[];
  /** False until the browser has been searched for wallets (the pre-rendered HTML knows none). */
  detected: boolean;
  /** The wallet a connection is being made to, if any. */
  connectingType: WalletType | null;
  /** Icons the installed wallets announced (data: URIs only). */
  icons: ReadonlyMap<WalletType, string>;
  connect(type: WalletType): Promise<void>;
  disconnect(): void;
};

type Session = {
  status: "disconnected" | "connecting" | "connected";
  walletType: WalletType | null;
  walletAddress: string | null;
  pending: WalletType | null;
};
type Active = { type: WalletType; handle: WalletHandle; unwatch: () => void };

const disconnected: Session = { status: "disconnected", walletType: null, walletAddress: null, pending: null };
/** A wallet that registers a moment after hydration still gets its silent reconnect. */
const LATE_WALLET_GRACE_MS = 300;

const WalletContext = createContext<WalletContextValue | null>(null);

/** The wallet session; throws when used outside a WalletProvider (spec section 8). */
export function useWallet(): WalletContextValue {
  const value = useContext(WalletContext);
  if (!value) throw new Error(walletCopy.hookOutsideProvider);
  return value;
}

function redirectToInstall(entry: CatalogueWallet): void {
  const { url, store } = installTarget(entry, detectPlatform(navigator.userAgent, navigator.maxTouchPoints));
  toast.error(walletCopy.toast.notFound(entry.name), {
    description: walletCopy.toast.redirecting(store),
    duration: walletTimings.notFoundToastMs,
  });
  window.setTimeout(() => window.open(url, "_blank", "noopener,noreferrer"), walletTimings.redirectDelayMs);
}

function toastFailure(error: unknown): void {
  const failure = classifyWalletError(error);
  if (failure.kind === "rejected") toast.error(walletCopy.toast.rejected, { description: walletCopy.toast.rejectedDescription });
  else toast.error(walletCopy.toast.failed, { description: failure.message });
}

export function WalletProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>(disconnected);
  const [handles, setHandles] = useState<WalletHandles | null>(null);
  const handlesRef = useRef<WalletHandles>(new Map());
  const active = useRef<Active | null>(null);
  const busy = useRef(false);

  const detach = useCallback(() => {
    active.current?.unwatch();
    active.current = null;
  }, []);

  /** Clears the session and the stored keys; `notify` shows 'Wallet Disconnected'. */
  const end = useCallback(
    (notify: boolean) => {
      detach();
      clearStoredSession();
      setSession(disconnected);
      if (notify) toast.info(walletCopy.toast.disconnected);
    },
    [detach],
  );

  const attach = useCallback(
    (type: WalletType, handle: WalletHandle, address: string) => {
      detach();
      const current: Active = { type, handle, unwatch: () => {} };
      current.unwatch = watchWallet(handle, {
        onAccounts: (next) => {
          if (active.current !== current) return;
          if (!next) return end(true);
          writeStoredSession({ type, address: next });
          setSession((s) => ({ ...s, walletAddress: next }));
        },
        onChainChanged: () => {
          if (active.current === current) window.location.reload();
        },
      });
      active.current = current;
      writeStoredSession({ type, address });
      setSession({ status: "connected", walletType: type, walletAddress: address, pending: null });
    },
    [detach, end],
  );

  const connect = useCallback(
    async (type: WalletType) => {
      if (busy.current) return;
      const entry = catalogueEntry(type);
      const handle = handlesRef.current.get(type);
      if (!handle) return redirectToInstall(entry);
      busy.current = true;
      setSession((s) => ({ ...s, status: "connecting", pending: type }));
      try {
        const address = await requestAddress(handle);
        attach(type, handle, address);
        toast.success(walletCopy.toast.connected(entry.name), {
          description: walletCopy.toast.connectedTo(shortenAddress(address, entry.family)),
        });
      } catch (error) {
        setSession((s) => ({ ...s, status: active.current ? "connected" : "disconnected", pending: null }));
        toastFailure(error);
      } finally {
        busy.current = false;
      }
    },
    [attach],
  );

  const disconnect = useCallback(() => {
    if (active.current) releaseWallet(active.current.handle);
    end(true);
  }, [end]);

  // At page load: find the wallets, then reconnect silently to the stored one if it still grants access.
  useEffect(() => {
    let cancelled = false;
    const stop = startDiscovery((found) => {
      handlesRef.current = found;
      setHandles(found);
    });
    const stored = readStoredSession();
    if (stored) {
      busy.current = true;
      setSession({ ...disconnected, status: "connecting", pending: stored.type });
      const resume = async () => {
        if (!handlesRef.current.has(stored.type)) await new Promise((r) => window.setTimeout(r, LATE_WALLET_GRACE_MS));
        const handle = handlesRef.current.get(stored.type);
        const address = handle ? await silentAddress(handle) : null;
        busy.current = false;
        if (cancelled) return;
        if (handle && address) attach(stored.type, handle, address);
        else end(false);
      };
      void resume();
    }
    return () => {
      cancelled = true;
      stop();
      detach();
    };
  }, [attach, detach, end]);

  const value = useMemo<WalletContextValue>(() => {
    const installed = new Set(handles?.keys() ?? []);
    const icons = new Map<WalletType, string>();
    for (const [type, handle] of handles ?? []) {
      const icon = announcedIcon(handle.icon);
      if (icon) icons.set(type, icon);
    }
    return {
      isConnected: session.status === "connected",
      isConnecting: session.status === "connecting",
      walletAddress: session.walletAddress,
      walletType: session.walletType,
      availableWallets: orderedOptions(installed),
      detected: handles !== null,
      connectingType: session.pending,
      icons,
      connect,
      disconnect,
    };
  }, [session, handles, connect, disconnect]);

  return <WalletContext.Provider value={value}>{children}</WalletContext.Provider>;
}
