import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { useSite } from "../support/site.ts";
import { ADDRESSES, MOCK_ICON, dialog, openWalletPage } from "../../scripts/lib/wallet-mocks.ts";

// Wallets show real brand marks. In the dialog and the detection message each wallet
// shows the icon its installed extension announced (a data: image only), else its logo from the
// icon package (a static /brand/ file), else its initials; always decorative beside its name.
const site = useSite();

/** A 1×1 PNG, as a wallet would announce it. */
const PNG_ICON = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

type Mark = { kind: string | null; src: string | null; alt: string | null; hidden: string | null; loaded: boolean };

async function markOf(row: Locator): Promise<Mark> {
  return row.locator("[data-wallet-mark]").evaluate((el) => ({
    kind: el.getAttribute("data-wallet-mark"),
    src: el.getAttribute("src"),
    alt: el.getAttribute("alt"),
    hidden: el.getAttribute("aria-hidden"),
    loaded: el instanceof HTMLImageElement ? el.complete && el.naturalWidth > 0 : false,
  }));
}

const row = (page: Page, type: string) => dialog(page).locator(`button[data-wallet="${type}"]`);

async function openAll(page: Page) {
  await page.getByRole("button", { name: "Connect Wallet" }).click();
  const toggle = dialog(page).getByRole("button", { name: /All Wallets/ });
  if ((await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
}

describe("wallet brand marks", () => {
  test("without announced icons: package logos for known wallets (served as SVG files), initials for the others, all decorative", async () => {
    const { context, page } = await openWalletPage(site, {
      evm: [{ id: "metamask", where: "ethereum", flags: { isMetaMask: true }, address: ADDRESSES.evmA }],
    });
    const detection = page.getByTestId("wallet-detection");
    expect(await detection.innerText()).toBe("1 Wallet(s) Detected\nMetaMask");
    expect(await detection.locator("[data-wallet-mark]").getAttribute("src")).toBe("/brand/wallet-metamask.svg");

    await openAll(page);
    const metamask = row(page, "metamask");
    await expect.poll(() => markOf(metamask).then((m) => m.loaded)).toBe(true);
    expect(await markOf(metamask)).toEqual({ kind: "logo", src: "/brand/wallet-metamask.svg", alt: "", hidden: null, loaded: true });
    expect(await metamask.getAttribute("aria-label")).toBeNull(); // named by its text: the mark adds nothing to it
    expect((await metamask.innerText()).split("\n")[0]).toBe("MetaMask");

    // All ten wallets show their own mark: none is a letter tile.
    for (const type of ["sui-wallet", "phantom", "bitget", "coinbase", "trust", "okx", "nightly", "suiet", "ethos"]) {
      const mark = await markOf(row(page, type));
      expect(mark.kind, type).toBe("logo");
      expect(mark.alt, type).toBe("");
    }
    expect(await markOf(row(page, "nightly"))).toMatchObject({ src: "/brand/wallet-nightly.svg" });
    expect((await row(page, "nightly").innerText()).split("\n")[0]).toBe("Nightly");

    const file = await page.evaluate(async () => {
      const res = await fetch("/brand/wallet-metamask.svg");
      return { status: res.status, type: res.headers.get("content-type"), body: await res.text() };
    });
    expect(file.status).toBe(200);
    expect(file.type).toContain("image/svg+xml");
    expect(file.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(file.body).not.toMatch(/<script|on\w+=/i);
    await context.close();
  });

  test("an installed wallet's announced icon (EIP-6963 and Wallet Standard) replaces the package logo", async () => {
    const { context, page } = await openWalletPage(site, {
      evm: [{ id: "mm", where: "eip6963", rdns: "io.metamask", name: "MetaMask", icon: PNG_ICON, address: ADDRESSES.evmA }],
      sui: [{ id: "slush", where: "standard", standardName: "Slush", address: ADDRESSES.suiA }],
    });
    expect(await page.getByTestId("wallet-detection").innerText()).toBe("2 Wallet(s) Detected\nSui Wallet, MetaMask");
    const inDetection = await page
      .getByTestId("wallet-detection")
      .locator("[data-wallet-mark]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("src")));
    expect(inDetection).toEqual([MOCK_ICON, PNG_ICON]);

    await page.getByRole("button", { name: "Connect Wallet" }).click();
    await expect.poll(() => markOf(row(page, "metamask")).then((m) => m.loaded)).toBe(true);
    expect(await markOf(row(page, "metamask"))).toEqual({ kind: "announced", src: PNG_ICON, alt: "", hidden: null, loaded: true });
    expect(await markOf(row(page, "sui-wallet"))).toMatchObject({ kind: "announced", src: MOCK_ICON, alt: "" });
    await context.close();
  });

  test("an announced icon that is not a data: image (javascript:, http:, data:text/html) is ignored: the package logo shows, nothing is fetched", async () => {
    const requested: string[] = [];
    const { context, page } = await openWalletPage(site, {
      evm: [
        { id: "mm", where: "eip6963", rdns: "io.metamask", name: "MetaMask", icon: "javascript:alert(1)", address: ADDRESSES.evmA },
        {
          id: "cb",
          where: "eip6963",
          rdns: "com.coinbase.wallet",
          name: "Coinbase Wallet",
          icon: "http://127.0.0.1:9/icon.svg",
          address: ADDRESSES.evmB,
        },
      ],
      sui: [
        {
          id: "slush",
          where: "standard",
          standardName: "Slush",
          icon: "data:text/html,<script>alert(1)</script>",
          address: ADDRESSES.suiA,
        },
      ],
    });
    page.on("request", (req) => requested.push(req.url()));
    expect(await page.getByTestId("wallet-detection").innerText()).toBe("3 Wallet(s) Detected\nSui Wallet, MetaMask, Coinbase Wallet");
    await page.getByRole("button", { name: "Connect Wallet" }).click();
    expect(await markOf(row(page, "metamask"))).toMatchObject({ kind: "logo", src: "/brand/wallet-metamask.svg" });
    expect(await markOf(row(page, "coinbase"))).toMatchObject({ kind: "logo", src: "/brand/wallet-coinbase.svg" });
    expect(await markOf(row(page, "sui-wallet"))).toMatchObject({ kind: "logo", src: "/brand/wallet-sui.svg" });
    const srcs = await page.locator("[data-wallet-mark]").evaluateAll((els) => els.map((e) => e.getAttribute("src") ?? ""));
    expect(srcs.filter((s) => /^(javascript|http|data:text)/i.test(s))).toEqual([]);
    expect(requested.filter((url) => url.includes("127.0.0.1:9"))).toEqual([]);
    await context.close();
  });
});
