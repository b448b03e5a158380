import { describe, expect, test } from "vitest";
import { walletCatalogue, walletCopy, walletStorageKeys, walletTimings, type WalletType } from "../../src/content/wallets.ts";
import { orderedOptions } from "../../src/components/wallet/options.ts";

const names = (types: Iterable<WalletType>) => orderedOptions(new Set(types)).map((o) => `${o.name}${o.installed ? "*" : ""}`);

describe("wallet catalogue (spec section 3)", () => {
  test("the ten wallets of the spec, each in its family", () => {
    expect(walletCatalogue.filter((w) => w.family === "sui").map((w) => w.name)).toEqual([
      "Sui Wallet",
      "Phantom",
      "Nightly",
      "Suiet",
      "Ethos",
    ]);
    expect(walletCatalogue.filter((w) => w.family === "evm").map((w) => w.name)).toEqual([
      "Bitget Wallet",
      "MetaMask",
      "Coinbase Wallet",
      "Trust Wallet",
      "OKX Wallet",
    ]);
    expect(new Set(walletCatalogue.map((w) => w.type)).size).toBe(10);
  });

  test("every dialog row says its family in one pattern, 'Sui' or 'EVM' (Phantom too: it connects on Sui, no 'Sui only')", () => {
    expect(walletCopy.family).toEqual({ sui: "Sui", evm: "EVM" });
    for (const w of walletCatalogue) expect(Object.keys(w), w.name).not.toContain("familyLabel");
  });

  test("every wallet has an https extension, Play Store and App Store link", () => {
    for (const w of walletCatalogue) {
      for (const url of [w.links.extension, w.links.playStore, w.links.appStore])
        expect(new URL(url).protocol, `${w.name}: ${url}`).toBe("https:");
    }
  });

  test("EVM wallets are matched by their EIP-6963 rdns, Sui wallets by their Wallet Standard names", () => {
    expect(Object.fromEntries(walletCatalogue.filter((w) => w.family === "evm").map((w) => [w.type, w.rdns]))).toEqual({
      bitget: "com.bitget.web3",
      metamask: "io.metamask",
      coinbase: "com.coinbase.wallet",
      trust: "com.trustwallet.app",
      okx: "com.okex.wallet",
    });
    expect(walletCatalogue.find((w) => w.type === "sui-wallet")?.standardNames).toEqual(expect.arrayContaining(["Slush", "Sui Wallet"]));
    for (const w of walletCatalogue.filter((w) => w.family === "sui")) expect(w.standardNames?.length).toBeGreaterThan(0);
  });

  test("the spec's storage keys and timings", () => {
    expect(walletStorageKeys).toEqual({ type: "walletType", address: "walletAddress" });
    expect(walletTimings).toEqual({ notFoundToastMs: 2000, redirectDelayMs: 1000 });
  });
});

describe("wallet list order", () => {
  test("nothing installed: the catalogue order, all not installed", () => {
    expect(names([])).toEqual(walletCatalogue.map((w) => w.name));
  });

  test("installed wallets come first, each group keeps the catalogue order", () => {
    expect(names(["okx", "phantom", "metamask"])).toEqual([
      "Phantom*",
      "MetaMask*",
      "OKX Wallet*",
      "Sui Wallet",
      "Nightly",
      "Suiet",
      "Ethos",
      "Bitget Wallet",
      "Coinbase Wallet",
      "Trust Wallet",
    ]);
  });

  test("every wallet installed: the catalogue order", () => {
    expect(names(walletCatalogue.map((w) => w.type))).toEqual(walletCatalogue.map((w) => `${w.name}*`));
  });
});
