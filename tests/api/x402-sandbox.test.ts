/**
 * The x402 sandbox over real HTTP: the 402 challenge, x402's official client (@x402/fetch with a
 * viem account) paying it end to end, a signed Sui payment, and the browser paywall page.
 */
import { readFileSync } from "node:fs";
import { decodePaymentResponseHeader, wrapFetchWithPayment, x402Client } from "@x402/fetch";
import { PaymentRequiredV2Schema } from "@x402/core/schemas";
import { ExactEvmScheme } from "@x402/evm/exact/client";
import { beforeAll, describe, expect, it } from "vitest";
import { X402_SANDBOX_PATH } from "../../src/content/x402-sandbox.ts";
import { paywallTokens } from "../../src/server/x402/paywall.ts";
import { repoRoot } from "../../scripts/lib/server.ts";
import { useServer } from "../support/use-server.ts";

import {
  decodeRequired,
  eip3009Payment,
  ethEvm,
  evmAccount,
  header,
  pingSui,
  suiKeypair,
  suiPayment,
  suiSui,
  usdcEvm,
  usdcSui,
} from "./x402-fixtures.ts";

// The per-client payment limit is tested in x402-rate-limit.test.ts; off here.
const site = useServer({ X402_RATE_LIMIT_PER_MINUTE: "0" });
let url: string;
beforeAll(() => {
  url = site.url(X402_SANDBOX_PATH);
});

describe("402 challenge", () => {
  it("answers 402 with a PAYMENT-REQUIRED header that is a valid x402 v2 PaymentRequired", async () => {
    const res = await fetch(url, { headers: { Accept: "application/json" } });
    expect(res.status).toBe(402);
    const required = decodeRequired(res);
    expect(PaymentRequiredV2Schema.safeParse(required).success).toBe(true);
    expect(required.x402Version).toBe(2);
    expect(required.error).toBe("PAYMENT-SIGNATURE header is required");
    expect(required.resource.url.endsWith(X402_SANDBOX_PATH)).toBe(true);
    expect(required.resource.mimeType).toBe("application/json");
    const body = await res.json();
    expect(body.reason).toBe("payment_required");
    expect(body.accepts).toEqual(required.accepts);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("offers USDC and ETH on Base Sepolia and PING, SUI and USDC on Sui testnet, all with the exact scheme", async () => {
    const { accepts } = decodeRequired(await fetch(url));
    const summary = accepts.map((a) => [a.scheme, a.network, a.asset, a.amount, a.payTo]);
    expect(summary).toEqual([usdcEvm, ethEvm, pingSui, suiSui, usdcSui].map((o) => ["exact", o.network, o.asset, o.amount, o.payTo]));
    expect(accepts[0]!.extra).toEqual({ name: "USDC", version: "2" });
    expect(accepts[0]!.asset).toBe("0x036CbD53842c5426634e7929541eC2318f3dCF7e");
    expect(accepts[1]!.extra).toEqual({ assetTransferMethod: "permit2" });
    expect(accepts.filter((a) => a.network === "sui:testnet").map((a) => a.asset)).toContain("0x2::sui::SUI");
    for (const a of accepts) expect(a.maxTimeoutSeconds).toBeGreaterThan(0);
  });

  it("answers HEAD like GET without a body, refuses other methods and unknown paths", async () => {
    const head = await fetch(url, { method: "HEAD" });
    expect(head.status).toBe(402);
    expect(head.headers.get("payment-required")).toBeTruthy();
    expect(await head.text()).toBe("");
    const post = await fetch(url, { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    const missing = await fetch(site.url("/api/x402/sandbox/nothing"));
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toContain(X402_SANDBOX_PATH);
  });
});

describe("HEAD with a payment", () => {
  it("neither verifies nor spends it: 402 challenge headers, no body, and the payment still buys a GET", async () => {
    for (const payment of [header(await eip3009Payment()), header(await suiPayment())]) {
      const unpaid = await fetch(url, { method: "HEAD" });
      const head = await fetch(url, { method: "HEAD", headers: payment });
      expect(head.status).toBe(402);
      expect(decodeRequired(head)).toEqual(decodeRequired(unpaid));
      expect(head.headers.get("payment-response")).toBeNull();
      expect(await head.text()).toBe("");
      const get = await fetch(url, { headers: payment });
      expect(get.status).toBe(200);
      expect(get.headers.get("payment-response")).toBeTruthy();
    }
  });

  it("answers a HEAD with a malformed or v1 payment header the same way (no 400 from HEAD)", async () => {
    for (const bad of [{ "PAYMENT-SIGNATURE": "not base64!" }, { "X-PAYMENT": "e30=" }] as Record<string, string>[]) {
      const head = await fetch(url, { method: "HEAD", headers: bad });
      expect(head.status).toBe(402);
      expect(decodeRequired(head).error).toBe("PAYMENT-SIGNATURE header is required");
    }
  });
});

describe("paying with x402's official client (@x402/fetch + viem account)", () => {
  it("pays the USDC challenge end to end (EIP-3009) and gets the quote with a simulated settlement", async () => {
    const client = new x402Client().register("eip155:84532", new ExactEvmScheme(evmAccount));
    const pay = wrapFetchWithPayment(fetch, client);
    const res = await pay(url);
    expect(res.status).toBe(200);
    const settlement = decodePaymentResponseHeader(res.headers.get("payment-response")!);
    expect(settlement.success).toBe(true);
    expect(settlement.network).toBe("eip155:84532");
    expect(settlement.payer).toBe(evmAccount.address);
    expect(settlement.transaction).toMatch(/^simulated-[0-9a-f]{64}$/);
    expect(settlement.extra?.simulated).toBe(true);
    const body = await res.json();
    expect(body.quote).toMatchObject({ gpu: expect.any(String), hours: 1, durationSeconds: 3600, region: expect.any(String) });
    expect(body.quote.pricePerGpuHour.currency).toBe("USD");
    expect(body.payment).toMatchObject({ option: usdcEvm.id, token: "USDC", simulated: true, payer: evmAccount.address });
  });

  it("pays ETH as WETH through Permit2 when the client chooses that option", async () => {
    const client = new x402Client((_version, accepts) => accepts.find((a) => a.asset === ethEvm.asset)!)
      .register("eip155:84532", new ExactEvmScheme(evmAccount))
      .setSpendControls({ allowedAssets: [{ network: "eip155:84532", asset: ethEvm.asset }] });
    const res = await wrapFetchWithPayment(fetch, client)(url);
    expect(res.status).toBe(200);
    const settlement = decodePaymentResponseHeader(res.headers.get("payment-response")!);
    expect(settlement).toMatchObject({ success: true, payer: evmAccount.address, extra: { simulated: true } });
    expect((await res.json()).payment).toMatchObject({ option: ethEvm.id, token: "ETH" });
  });
});

describe("paying on Sui with a signed transaction", () => {
  it.each([
    ["SUI split from the gas coin", { kind: "gas" as const, opt: suiSui }],
    ["PING with 0x2::coin::split<PING>", { kind: "coin-split" as const, opt: pingSui }],
    ["USDC with 0x2::pay::split_and_transfer<USDC>", { kind: "split-and-transfer" as const, opt: usdcSui }],
    ["USDC from the address balance (0x2::coin::redeem_funds<USDC>)", { kind: "address-balance" as const, opt: usdcSui }],
  ])("accepts %s", async (_name, spec) => {
    const res = await fetch(url, { headers: header(await suiPayment(spec)) });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    const settlement = decodePaymentResponseHeader(res.headers.get("payment-response")!);
    expect(settlement).toMatchObject({
      success: true,
      network: "sui:testnet",
      payer: suiKeypair.toSuiAddress(),
      extra: { simulated: true },
    });
    expect(body.payment).toMatchObject({ option: spec.opt.id, network: "sui:testnet", simulated: true });
  });
});

describe("browser paywall", () => {
  it("gives a browser a readable, self-contained HTML page, still 402 with the header", async () => {
    const res = await fetch(url, { headers: { Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" } });
    expect(res.status).toBe(402);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(decodeRequired(res).accepts).toHaveLength(5);
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("unsafe-inline");
    const html = await res.text();
    expect(html).toContain("<h1>Payment required</h1>");
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    for (const label of [
      "USDC on Base Sepolia",
      "ETH (as WETH) on Base Sepolia",
      "PING on Sui Testnet",
      "SUI on Sui Testnet",
      "USDC on Sui Testnet",
    ]) {
      expect(html).toContain(label);
    }
    expect(html).toContain("0.01 USDC");
    expect(html).toContain("simulated");
    expect(html).not.toMatch(/<script\b/i);
    expect(html).not.toMatch(/(src|href)="https?:/i);
    expect(html).not.toMatch(/\sstyle="/i);
  });

  it("shows the refusal reason to a browser that sent a bad payment", async () => {
    const res = await fetch(url, { headers: { Accept: "text/html", "PAYMENT-SIGNATURE": "not base64!" } });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Payment refused");
    expect(html).toContain("invalid_payload");
  });

  it("uses the theme's colour tokens", () => {
    const theme = readFileSync(`${repoRoot}src/styles/global.css`, "utf8");
    for (const [name, value] of Object.entries(paywallTokens)) {
      expect(theme, name).toMatch(new RegExp(`--color-${name}:\\s*${value};`));
    }
  });
});
