import { describe, expect, test } from "vitest";
import { firstAddress, requestAddress, silentAddress } from "../../src/components/wallet/connectors.ts";
import { classifyWalletError } from "../../src/components/wallet/errors.ts";
import type { StandardWallet, SuiGlobal, WalletHandle } from "../../src/components/wallet/types.ts";

const SUI = "0x7f3a9c1e5b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f4a";
const suiGlobal = (api: SuiGlobal, phantom = false): WalletHandle => ({ kind: "sui-global", api, phantom });

function standard(connect: (input?: { silent?: boolean }) => Promise<{ accounts: unknown[] }>): WalletHandle {
  const wallet = {
    version: "1.0.0",
    name: "Slush",
    icon: "data:image/png;base64,",
    chains: ["sui:mainnet"],
    accounts: [],
    features: { "standard:connect": { version: "1.0.0", connect } },
  };
  return { kind: "standard", wallet: wallet as unknown as StandardWallet };
}

describe("reading the account a wallet answers with", () => {
  test("strings, lists, {address} and {accounts}", () => {
    expect(firstAddress(["0xabc", "0xdef"])).toBe("0xabc");
    expect(firstAddress({ address: SUI, publicKey: new Uint8Array(32) })).toBe(SUI);
    expect(firstAddress({ accounts: [{ address: SUI }] })).toBe(SUI);
    expect(firstAddress("  ")).toBeNull();
    expect(firstAddress([])).toBeNull();
    expect(firstAddress({ publicKey: "abc" })).toBeNull();
    expect(firstAddress(undefined)).toBeNull();
  });
});

describe("connecting a Sui wallet through its global", () => {
  test("a permission request, then its accounts", async () => {
    const calls: string[] = [];
    const api = {
      requestPermissions: async () => (calls.push("requestPermissions"), true),
      getAccounts: async () => (calls.push("getAccounts"), [SUI]),
    };
    expect(await requestAddress(suiGlobal(api))).toBe(SUI);
    expect(calls).toEqual(["requestPermissions", "getAccounts"]);
  });

  test("falls back to connect when there is no permission request, or it fails for another reason than a rejection", async () => {
    expect(await requestAddress(suiGlobal({ connect: async () => ({ accounts: [SUI] }) }))).toBe(SUI);
    const broken = { requestPermissions: async () => Promise.reject(new Error("not supported")), connect: async () => [SUI] };
    expect(await requestAddress(suiGlobal(broken))).toBe(SUI);
  });

  test("a rejected permission request is not retried with connect", async () => {
    let connected = false;
    const api = { requestPermissions: async () => Promise.reject({ code: 4001 }), connect: async () => ((connected = true), [SUI]) };
    await expect(requestAddress(suiGlobal(api))).rejects.toEqual({ code: 4001 });
    expect(connected).toBe(false);
    const denied = { requestPermissions: async () => false, getAccounts: async () => [SUI] };
    const error = await requestAddress(suiGlobal(denied)).catch((e: unknown) => e);
    expect(classifyWalletError(error)).toEqual({ kind: "rejected" });
  });

  test("Phantom: requestAccount on its Sui interface", async () => {
    expect(
      await requestAddress(suiGlobal({ requestAccount: async () => ({ address: SUI }), requestPermissions: async () => false }, true)),
    ).toBe(SUI);
  });

  test("no account back: 'No accounts found'", async () => {
    await expect(requestAddress(suiGlobal({ connect: async () => ({ accounts: [] }) }))).rejects.toThrow("No accounts found");
    await expect(requestAddress(standard(async () => ({ accounts: [] })))).rejects.toThrow("No accounts found");
    const evm: WalletHandle = { kind: "evm", provider: { request: async () => [] } };
    await expect(requestAddress(evm)).rejects.toThrow("No accounts found");
  });
});

describe("silent reconnect", () => {
  test("EVM: eth_accounts, never eth_requestAccounts", async () => {
    const methods: string[] = [];
    const provider = {
      request: async ({ method }: { method: string }) => (methods.push(method), method === "eth_accounts" ? ["0xabc"] : []),
    };
    expect(await silentAddress({ kind: "evm", provider })).toBe("0xabc");
    expect(methods).toEqual(["eth_accounts"]);
  });

  test("Wallet Standard: connect with silent: true; Sui accounts preferred", async () => {
    let input: unknown;
    const handle = standard(
      async (i) => (
        (input = i),
        {
          accounts: [
            { address: "other", chains: ["solana:mainnet"] },
            { address: SUI, chains: ["sui:mainnet"] },
          ],
        }
      ),
    );
    expect(await silentAddress(handle)).toBe(SUI);
    expect(input).toEqual({ silent: true });
  });

  test("a wallet that throws or grants nothing gives null", async () => {
    expect(await silentAddress({ kind: "evm", provider: { request: async () => Promise.reject(new Error("locked")) } })).toBeNull();
    expect(await silentAddress(standard(async () => ({ accounts: [] })))).toBeNull();
    expect(await silentAddress(suiGlobal({ hasPermissions: async () => false, getAccounts: async () => [SUI] }))).toBeNull();
    expect(await silentAddress(suiGlobal({ hasPermissions: async () => true, getAccounts: async () => [SUI] }))).toBe(SUI);
    expect(await silentAddress(suiGlobal({ connect: async () => [SUI] }))).toBeNull();
  });

  test("Phantom's Sui interface has no silent check: its Wallet Standard registration answers instead", async () => {
    const registered = standard(async (i) => ({ accounts: i?.silent ? [{ address: SUI, chains: ["sui:mainnet"] }] : [] }));
    if (registered.kind !== "standard") throw new Error("unreachable");
    const phantom: WalletHandle = {
      kind: "sui-global",
      api: { requestAccount: async () => ({ address: SUI }) },
      phantom: true,
      standard: registered.wallet,
    };
    expect(await silentAddress(phantom)).toBe(SUI);
  });
});
