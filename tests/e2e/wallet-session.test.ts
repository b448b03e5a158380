import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { useSite } from "../support/site.ts";
import { walletCopy } from "../../src/content/wallets.ts";
import {
  ADDRESSES,
  chooseWallet,
  connectedAs,
  mockCalls,
  openWalletPage,
  panel,
  stored,
  waitForToast,
  waitForWalletPanel,
  type MockConfig,
} from "../../scripts/lib/wallet-mocks.ts";

// The wallet session over time: disconnect, wallet events, reloads with silent reconnect,
// several EIP-6963 wallets at once, and Wallet Standard wallets (registered early or late).
const site = useSite();

const metamask: MockConfig = { evm: [{ id: "metamask", where: "ethereum", flags: { isMetaMask: true }, address: ADDRESSES.evmA }] };
const slush = (extra: Partial<NonNullable<MockConfig["sui"]>[number]> = {}): MockConfig => ({
  sui: [{ id: "slush", where: "standard", standardName: "Slush", address: ADDRESSES.suiA, ...extra }],
});

const emit = (page: Page, id: string, event: string, ...args: unknown[]) =>
  page.evaluate(([id, event, args]) => (window as any).__mock.emit(id, event, ...(args as unknown[])), [id, event, args] as const);

async function connect(page: Page, type: string, title: string) {
  await chooseWallet(page, type);
  await waitForToast(page, title);
}

async function reload(page: Page) {
  await page.reload();
  await waitForWalletPanel(page);
  // The silent reconnect has settled once the panel shows either state.
  await page.locator("[data-testid=wallet-connected], [data-testid=wallet-panel] button:has-text('Connect Wallet')").first().waitFor();
}

describe("disconnect and wallet events", () => {
  test("Disconnect clears the session and both stored keys and shows 'Wallet Disconnected'", async () => {
    const { context, page } = await openWalletPage(site, metamask);
    await connect(page, "metamask", "MetaMask Connected!");
    expect(await stored(page)).toEqual({ type: "metamask", address: ADDRESSES.evmA });
    await panel(page).getByRole("button", { name: "Disconnect" }).click();
    expect(await waitForToast(page, "Wallet Disconnected")).toEqual({ type: "info", title: "Wallet Disconnected", description: null });
    expect(await stored(page)).toEqual({ type: null, address: null });
    expect(await connectedAs(page)).toBeNull();
    expect(await page.getByRole("button", { name: "Connect Wallet" }).isEnabled()).toBe(true);
    expect(await page.evaluate(() => (window as any).__mock.listenerCount("metamask", "accountsChanged"))).toBe(0);
    await context.close();
  });

  test("accountsChanged: a new account updates the shown and stored address; an empty list disconnects", async () => {
    const { context, page } = await openWalletPage(site, metamask);
    await connect(page, "metamask", "MetaMask Connected!");
    await emit(page, "metamask", "accountsChanged", [ADDRESSES.evmB]);
    await expect.poll(() => connectedAs(page)).toEqual({ name: "MetaMask", address: "0x8617...070D" });
    expect(await stored(page)).toEqual({ type: "metamask", address: ADDRESSES.evmB });
    await emit(page, "metamask", "accountsChanged", []);
    await waitForToast(page, "Wallet Disconnected");
    expect(await connectedAs(page)).toBeNull();
    expect(await stored(page)).toEqual({ type: null, address: null });
    await context.close();
  });

  test("chainChanged reloads the page (and the session comes back silently)", async () => {
    const { context, page } = await openWalletPage(site, metamask);
    await connect(page, "metamask", "MetaMask Connected!");
    await page.evaluate(() => ((window as any).__beforeReload = true));
    const loaded = page.waitForEvent("load");
    await emit(page, "metamask", "chainChanged", "0x89");
    await loaded;
    expect(await page.evaluate(() => (window as any).__beforeReload)).toBeUndefined();
    await waitForWalletPanel(page);
    await expect.poll(() => connectedAs(page)).toEqual({ name: "MetaMask", address: "0x5290...9EE7" });
    await context.close();
  });
});

describe("reload", () => {
  test("EVM: reconnects silently with eth_accounts while access is granted; clears the keys once it is revoked", async () => {
    const { context, page } = await openWalletPage(site, metamask);
    await connect(page, "metamask", "MetaMask Connected!");
    await reload(page);
    expect(await connectedAs(page)).toEqual({ name: "MetaMask", address: "0x5290...9EE7" });
    expect(await mockCalls(page)).toEqual([{ id: "metamask", method: "eth_accounts" }]);
    expect(await page.locator("[data-sonner-toast]").count()).toBe(0); // silent: no toast, no prompt

    await page.evaluate(() => (window as any).__mock.revoke("metamask"));
    await reload(page);
    expect(await connectedAs(page)).toBeNull();
    expect(await stored(page)).toEqual({ type: null, address: null });
    expect(await mockCalls(page)).toEqual([{ id: "metamask", method: "eth_accounts" }]);
    await context.close();
  });

  test("stored keys of a wallet that is gone are cleared", async () => {
    const { context, page } = await openWalletPage(site, {});
    await page.evaluate(() => {
      localStorage.setItem("walletType", "okx");
      localStorage.setItem("walletAddress", "0xde709f2102306220921060314715629080e2fb77");
    });
    await reload(page);
    await expect.poll(() => stored(page)).toEqual({ type: null, address: null });
    expect(await connectedAs(page)).toBeNull();
    await context.close();
  });

  test("Wallet Standard: reconnects with a silent standard:connect; revoked access clears the keys", async () => {
    const { context, page } = await openWalletPage(site, slush());
    await connect(page, "sui-wallet", "Sui Wallet Connected!");
    await reload(page);
    expect(await connectedAs(page)).toEqual({ name: "Sui Wallet", address: "0x7f3a9c...0d2f4a" });
    expect(await mockCalls(page)).toEqual([{ id: "slush", method: "standard:connect", silent: true }]);
    await page.evaluate(() => (window as any).__mock.revoke("slush"));
    await reload(page);
    expect(await connectedAs(page)).toBeNull();
    expect(await stored(page)).toEqual({ type: null, address: null });
    await context.close();
  });
});

describe("several EVM wallets through EIP-6963", () => {
  test("two announced providers at once: each wallet is reached through its own provider, never through window.ethereum", async () => {
    const { context, page } = await openWalletPage(site, {
      evm: [
        // The extension that won window.ethereum (claims to be both).
        { id: "winner", where: "ethereum", flags: { isMetaMask: true, isCoinbaseWallet: true }, address: ADDRESSES.evmC },
        { id: "mm-6963", where: "eip6963", rdns: "io.metamask", name: "MetaMask", address: ADDRESSES.evmA },
        { id: "cb-6963", where: "eip6963", rdns: "com.coinbase.wallet", name: "Coinbase Wallet", address: ADDRESSES.evmB },
      ],
    });
    expect(await page.getByTestId("wallet-detection").innerText()).toBe("2 Wallet(s) Detected\nMetaMask, Coinbase Wallet");
    await connect(page, "metamask", "MetaMask Connected!");
    expect(await connectedAs(page)).toEqual({ name: "MetaMask", address: "0x5290...9EE7" });
    await panel(page).getByRole("button", { name: "Disconnect" }).click();
    await connect(page, "coinbase", "Coinbase Wallet Connected!");
    expect(await connectedAs(page)).toEqual({ name: "Coinbase Wallet", address: "0x8617...070D" });
    expect(await mockCalls(page)).toEqual([
      { id: "mm-6963", method: "eth_requestAccounts" },
      { id: "cb-6963", method: "eth_requestAccounts" },
    ]);
    // Events come from the connected wallet's own provider.
    await emit(page, "cb-6963", "accountsChanged", [ADDRESSES.evmC]);
    await expect.poll(() => connectedAs(page)).toEqual({ name: "Coinbase Wallet", address: "0xde70...fb77" });
    await context.close();
  });
});

describe("Wallet Standard (Sui)", () => {
  test("a wallet registered late through registerWallet appears, connects with standard:connect, and follows its change events", async () => {
    const { context, page } = await openWalletPage(site, slush({ late: true }));
    expect(await page.getByTestId("wallet-detection").innerText()).toBe(walletCopy.supported);
    await page.evaluate(() => (window as any).__mock.registerLate("slush")); // 'wallet-standard:register-wallet', after the app is ready
    await expect.poll(() => page.getByTestId("wallet-detection").innerText()).toBe("1 Wallet(s) Detected\nSui Wallet");
    await chooseWallet(page, "sui-wallet");
    expect(await waitForToast(page, "Sui Wallet Connected!")).toEqual({
      type: "success",
      title: "Sui Wallet Connected!",
      description: "Connected to 0x7f3a9c...0d2f4a",
    });
    expect(await mockCalls(page)).toEqual([{ id: "slush", method: "standard:connect", silent: false }]);
    expect(await stored(page)).toEqual({ type: "sui-wallet", address: ADDRESSES.suiA });

    await page.evaluate((address) => {
      const mock = (window as any).__mock;
      mock.emit("slush", "change", { accounts: [mock.account(address)] });
    }, ADDRESSES.suiB);
    await expect.poll(() => connectedAs(page)).toEqual({ name: "Sui Wallet", address: "0x02a212...05f331" });
    expect(await stored(page)).toEqual({ type: "sui-wallet", address: ADDRESSES.suiB });

    await emit(page, "slush", "change", { accounts: [] });
    await waitForToast(page, "Wallet Disconnected");
    expect(await stored(page)).toEqual({ type: null, address: null });
    await context.close();
  });

  test("a chain change of a Wallet Standard wallet reloads the page", async () => {
    const { context, page } = await openWalletPage(site, slush());
    await connect(page, "sui-wallet", "Sui Wallet Connected!");
    const loaded = page.waitForEvent("load");
    await emit(page, "slush", "change", { chains: ["sui:testnet"] });
    await loaded;
    await context.close();
  });

  test("matched by name with a sui: chain; a standard wallet without a Sui chain does not count", async () => {
    const { context, page } = await openWalletPage(site, {
      sui: [
        { id: "nightly", where: "standard", standardName: "Nightly", address: ADDRESSES.suiB },
        { id: "phantom-solana", where: "standard", standardName: "Phantom", chains: ["solana:mainnet"], address: ADDRESSES.suiA },
      ],
    });
    expect(await page.getByTestId("wallet-detection").innerText()).toBe("1 Wallet(s) Detected\nNightly");
    await connect(page, "nightly", "Nightly Connected!");
    expect(await connectedAs(page)).toEqual({ name: "Nightly", address: "0x02a212...05f331" });
    await panel(page).getByRole("button", { name: "Disconnect" }).click();
    await waitForToast(page, "Wallet Disconnected");
    expect((await mockCalls(page)).map((c) => `${c.id}:${c.method}`)).toEqual(["nightly:standard:connect", "nightly:standard:disconnect"]);
    await context.close();
  });
});
