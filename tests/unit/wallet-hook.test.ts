import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { useWallet, WalletProvider } from "../../src/components/wallet/WalletProvider.tsx";
import { WalletIsland } from "../../src/components/wallet/WalletIsland.tsx";

function Probe() {
  const wallet = useWallet();
  return createElement("p", null, `${wallet.isConnected}:${wallet.availableWallets.length}`);
}

describe("useWallet", () => {
  test("throws when used outside its WalletProvider", () => {
    expect(() => renderToString(createElement(Probe))).toThrow("useWallet must be used within a WalletProvider");
  });

  test("inside the provider it gives the disconnected session with the ten wallets", () => {
    expect(renderToString(createElement(WalletProvider, null, createElement(Probe)))).toBe("<p>false:10</p>");
  });

  test("the pre-rendered island shows 'Connect Wallet' and claims no detection before it runs in a browser", () => {
    const html = renderToString(createElement(WalletIsland));
    expect(html).toContain("Connect Wallet");
    expect(html).not.toContain("Detected");
  });
});
