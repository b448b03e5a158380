import type { Browser, BrowserContext, Page } from "playwright-core";
import { newPage } from "./browser.ts";

/**
 * Mock wallets for the wallet end-to-end tests, installed before the page's own scripts with
 * `context.addInitScript(installMockWallets, config)`. They behave like the real extensions in
 * what the site relies on: the spec's window globals, EIP-6963 announcements, and Wallet
 * Standard registration through its window events. Every call is recorded in `window.__mock`.
 *
 * Access grants survive reloads (localStorage '__mockGrants'), as an extension's site
 * permissions do, so silent reconnects can be tested; `__mock.revoke(id)` withdraws one.
 */
/** ok: grants access; slow: grants after 1.5 s; the others fail in the way their names say. */
export type Behaviour = "ok" | "slow" | "reject4001" | "rejectMessage" | "fail" | "failSilent" | "empty";

export type MockEvm = {
  id: string;
  /** Where the provider is exposed. 'ethereum' sets window.ethereum (the first one wins; the rest go to window.ethereum.providers). */
  where: "ethereum" | "okxwallet" | "bitkeep" | "eip6963";
  flags?: Record<string, boolean>;
  /** EIP-6963 info (where: 'eip6963'). */
  rdns?: string;
  name?: string;
  /** EIP-6963 info.icon (default: a small SVG data: URI). */
  icon?: string;
  address: string;
  behaviour?: Behaviour;
};

export type MockSui = {
  id: string;
  where: "phantom" | "suiWallet" | "standard";
  /** Wallet Standard name (where: 'standard'). */
  standardName?: string;
  /** Wallet Standard chains (default: Sui mainnet and testnet). */
  chains?: string[];
  /** Wallet Standard icon (default: a small SVG data: URI). */
  icon?: string;
  address: string;
  behaviour?: Behaviour;
  /** A late wallet: registers only when the test calls `__mock.registerLate(id)` in the page. */
  late?: boolean;
};

export type MockConfig = { evm?: MockEvm[]; sui?: MockSui[] };

export type MockCall = { id: string; method: string; silent?: boolean };

/** Runs in the page; must stay self-contained (it is serialized). */
export function installMockWallets(config: MockConfig) {
  const w = window as unknown as Record<string, any>;
  const calls: MockCall[] = [];
  const listeners: Record<string, Record<string, Array<(...args: any[]) => void>>> = {};
  const behaviours: Record<string, string> = {};
  const grantsKey = "__mockGrants";
  const grants = (): Record<string, string> => JSON.parse(localStorage.getItem(grantsKey) || "{}");
  const setGrant = (id: string, address: string | null) => {
    const g = grants();
    if (address) g[id] = address;
    else delete g[id];
    localStorage.setItem(grantsKey, JSON.stringify(g));
  };
  const emit = (id: string, event: string, ...args: any[]) =>
    (listeners[id]?.[event] ?? []).slice().forEach((f) => {
      f(...args);
    });
  const on = (id: string, event: string, f: (...args: any[]) => void) => ((listeners[id] ??= {})[event] ??= []).push(f);
  const off = (id: string, event: string, f: (...args: any[]) => void) => {
    const list = listeners[id]?.[event];
    if (list) listeners[id]![event] = list.filter((x) => x !== f);
  };
  const listenerCount = (id: string, event: string) => listeners[id]?.[event]?.length ?? 0;

  /** Grants access, or throws/answers like the configured behaviour. */
  const approve = async (id: string, address: string, fallback: string | undefined): Promise<string[]> => {
    const b = behaviours[id] ?? fallback ?? "ok";
    if (b === "reject4001") throw { code: 4001, message: "Request denied by the wallet" };
    if (b === "rejectMessage") throw new Error("User rejected the request.");
    if (b === "fail") throw new Error("Wallet is locked");
    if (b === "failSilent") throw {};
    if (b === "empty") return [];
    if (b === "slow") await new Promise((r) => setTimeout(r, 1500));
    setGrant(id, address);
    return [address];
  };

  w.__mock = {
    calls,
    emit,
    listenerCount,
    revoke: (id: string) => setGrant(id, null),
    setBehaviour: (id: string, b: string) => (behaviours[id] = b),
    registerLate: (id: string) => w.__mock.late[id](),
  };

  const evmProvider = (spec: MockEvm) => ({
    ...(spec.flags ?? {}),
    __mockId: spec.id,
    async request({ method }: { method: string }) {
      calls.push({ id: spec.id, method });
      if (method === "eth_requestAccounts") return approve(spec.id, spec.address, spec.behaviour);
      if (method === "eth_accounts") return grants()[spec.id] ? [grants()[spec.id]] : [];
      if (method === "eth_chainId") return "0x1";
      throw { code: 4200, message: `Unsupported method ${method}` };
    },
    on: (event: string, f: (...args: any[]) => void) => on(spec.id, event, f),
    removeListener: (event: string, f: (...args: any[]) => void) => off(spec.id, event, f),
  });

  /** Exported as MOCK_ICON too; kept inline here because this function is serialized into the page. */
  const icon =
    "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiPjxyZWN0IHdpZHRoPSIxIiBoZWlnaHQ9IjEiIGZpbGw9IiMyZGUyYzQiLz48L3N2Zz4=";

  for (const spec of config.evm ?? []) {
    const provider = evmProvider(spec);
    if (spec.where === "okxwallet") w.okxwallet = provider;
    else if (spec.where === "bitkeep") w.bitkeep = { ethereum: provider };
    else if (spec.where === "ethereum") {
      if (!w.ethereum) w.ethereum = Object.assign(provider, { providers: [provider] });
      else w.ethereum.providers.push(provider);
    } else {
      const detail = Object.freeze({
        info: Object.freeze({ uuid: crypto.randomUUID(), name: spec.name ?? spec.id, icon: spec.icon ?? icon, rdns: spec.rdns }),
        provider,
      });
      const announce = () => window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail }));
      window.addEventListener("eip6963:requestProvider", announce);
      announce(); // before the app listens: lost, as with a real extension
    }
  }

  for (const spec of config.sui ?? []) {
    if (spec.where === "phantom") {
      w.phantom = {
        sui: {
          isPhantom: true,
          async requestAccount() {
            calls.push({ id: spec.id, method: "requestAccount" });
            const [address] = await approve(spec.id, spec.address, spec.behaviour);
            return address ? { address, publicKey: new Uint8Array(32) } : {};
          },
        },
      };
    } else if (spec.where === "suiWallet") {
      w.suiWallet = {
        async requestPermissions() {
          calls.push({ id: spec.id, method: "requestPermissions" });
          await approve(spec.id, spec.address, spec.behaviour);
          return true;
        },
        async hasPermissions() {
          calls.push({ id: spec.id, method: "hasPermissions" });
          return Boolean(grants()[spec.id]);
        },
        async getAccounts() {
          calls.push({ id: spec.id, method: "getAccounts" });
          return grants()[spec.id] ? [grants()[spec.id]] : [];
        },
      };
    } else {
      const account = (address: string) => ({
        address,
        publicKey: new Uint8Array(32),
        chains: ["sui:mainnet"],
        features: ["sui:signTransaction"],
      });
      const wallet: Record<string, any> = {
        version: "1.0.0",
        name: spec.standardName ?? "Slush",
        icon: spec.icon ?? icon,
        chains: spec.chains ?? ["sui:mainnet", "sui:testnet"],
        accounts: grants()[spec.id] ? [account(grants()[spec.id]!)] : [],
      };
      const change = (properties: Record<string, unknown>) => emit(spec.id, "change", properties);
      wallet.features = {
        "standard:connect": {
          version: "1.0.0",
          async connect(input?: { silent?: boolean }) {
            calls.push({ id: spec.id, method: "standard:connect", silent: Boolean(input?.silent) });
            const granted = grants()[spec.id];
            if (input?.silent) return { accounts: granted ? [account(granted)] : [] };
            const [address] = await approve(spec.id, spec.address, spec.behaviour);
            wallet.accounts = address ? [account(address)] : [];
            if (address) change({ accounts: wallet.accounts });
            return { accounts: wallet.accounts };
          },
        },
        "standard:events": {
          version: "1.0.0",
          on(event: string, f: (...args: any[]) => void) {
            on(spec.id, event, f);
            return () => off(spec.id, event, f);
          },
        },
        "standard:disconnect": {
          version: "1.0.0",
          async disconnect() {
            calls.push({ id: spec.id, method: "standard:disconnect" });
          },
        },
      };
      // The wallet side of the Wallet Standard's register protocol.
      const callback = ({ register }: { register: (wallet: unknown) => unknown }) => register(wallet);
      w.__mock.account = account;
      const registerNow = () => {
        window.dispatchEvent(new CustomEvent("wallet-standard:register-wallet", { detail: callback }));
        window.addEventListener("wallet-standard:app-ready", (event: Event) => callback((event as CustomEvent).detail));
      };
      if (spec.late) (w.__mock.late ??= {})[spec.id] = registerNow;
      else registerNow();
    }
  }

  // Record when a wallet was chosen, and window.open calls (still opening the tab).
  w.__chosenAt = [] as number[];
  document.addEventListener(
    "click",
    (e) => (e.target as Element | null)?.closest?.("[data-wallet]") && w.__chosenAt.push(performance.now()),
    true,
  );
  // And, for a window.open made from a timer, the delay that timer was set with (what the site asked for, whatever
  // a loaded machine's clock did).
  const schedule = window.setTimeout.bind(window);
  let timerDelay: number | undefined;
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
    typeof handler === "function"
      ? schedule(() => {
          timerDelay = ms;
          try {
            handler(...args);
          } finally {
            timerDelay = undefined;
          }
        }, ms)
      : schedule(handler, ms, ...args)) as typeof window.setTimeout;
  const open = window.open.bind(window);
  w.__opened = [] as Array<{ url: string; at: number; timerMs?: number }>;
  window.open = (url?: string | URL, target?: string, features?: string) => {
    w.__opened.push({ url: String(url), target, features, at: performance.now(), timerMs: timerDelay });
    return open(url, target, features);
  };
}

// ---- Node-side helpers shared by the wallet test files ----
type Site = { browser: Browser; url: (path: string) => string };

/** A fresh browser context with the mock wallets, on /access-compute, after the islands hydrated. */
export async function openWalletPage(
  site: Site,
  config: MockConfig,
  options: { userAgent?: string; viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { width = 1280, height = 900 } = options.viewport ?? {};
  const prepare = (context: BrowserContext) => context.addInitScript(installMockWallets, config);
  const { context, page } = await newPage(site.browser, { width, height, userAgent: options.userAgent, prepare });
  await page.goto(site.url("/access-compute"));
  await waitForWalletPanel(page);
  return { context, page };
}

/**
 * Reaches for the wallet island (a pointer over it: it hydrates on the visitor's intent), then
 * waits until it ran its discovery and the toast viewport is mounted.
 */
export async function waitForWalletPanel(page: Page): Promise<void> {
  await page.locator('astro-island[component-url*="/WalletIsland."]').dispatchEvent("pointerover");
  await page.locator("[data-testid=wallet-detection] p").waitFor();
  await page.locator('section[aria-label^="Notifications"]').waitFor({ state: "attached" });
}

export const panel = (page: Page) => page.getByTestId("wallet-panel");
export const dialog = (page: Page) => page.getByRole("dialog", { name: "Select Wallet" });

/** Opens the dialog and chooses a wallet by type key, expanding 'All Wallets' when needed. */
export async function chooseWallet(page: Page, type: string): Promise<void> {
  if (!(await dialog(page).isVisible())) await page.getByRole("button", { name: "Connect Wallet" }).click();
  const row = dialog(page).locator(`button[data-wallet="${type}"]`);
  if (!(await row.isVisible()))
    await dialog(page)
      .getByRole("button", { name: /All Wallets/ })
      .click();
  await row.click();
}

export type ToastSeen = { type: string | null; title: string; description: string | null };

/** Waits for a toast with this exact title and returns what it says. */
export async function waitForToast(page: Page, title: string): Promise<ToastSeen> {
  const toast = page
    .locator("[data-sonner-toast]:not([data-removed=true])")
    .filter({ has: page.locator("[data-title]", { hasText: title }) })
    .first();
  await toast.waitFor();
  const description = toast.locator("[data-description]");
  return {
    type: await toast.getAttribute("data-type"),
    title: (await toast.locator("[data-title]").innerText()).trim(),
    description: (await description.count()) ? (await description.innerText()).trim() : null,
  };
}

export const mockCalls = (page: Page) => page.evaluate(() => (window as any).__mock.calls as MockCall[]);
export const stored = (page: Page) =>
  page.evaluate(() => ({ type: localStorage.getItem("walletType"), address: localStorage.getItem("walletAddress") }));

/** The connected panel's wallet name and shown address, or null when disconnected. */
export async function connectedAs(page: Page): Promise<{ name: string; address: string } | null> {
  const view = page.getByTestId("wallet-connected");
  if (!(await view.isVisible())) return null;
  return { name: await view.getByTestId("wallet-name").innerText(), address: await view.getByTestId("wallet-address").innerText() };
}

export const ADDRESSES = {
  evmA: "0x52908400098527886E0F7030069857D2E4169EE7",
  evmB: "0x8617E340B3D01FA5F11F306F4090FD50E238070D",
  evmC: "0xde709f2102306220921060314715629080e2fb77",
  suiA: "0x7f3a9c1e5b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f4a",
  suiB: "0x02a212de6a9dfa3a69e22387acfbafbb1a9e591bd9d636e7895dcfc8de05f331",
} as const;

export const USER_AGENTS = {
  linux: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  android: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
} as const;

/** The icon every mock wallet announces unless its spec names another. */
export const MOCK_ICON =
  "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiPjxyZWN0IHdpZHRoPSIxIiBoZWlnaHQ9IjEiIGZpbGw9IiMyZGUyYzQiLz48L3N2Zz4=";
