/**
 * With X402_FACILITATOR_URL set, the sandbox verifies and settles through the facilitator
 * (POST /verify, POST /settle). The facilitator here is a small fake HTTP server on 127.0.0.1 (the
 * one part that cannot exist in tests); it answers as told: valid, refused, failing, broken, slow.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { decodePaymentResponseHeader } from "@x402/fetch";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { X402_SANDBOX_PATH } from "../../src/content/x402-sandbox.ts";
import { toRequirements } from "../../src/server/x402/requirements.ts";
import { useServer } from "../support/use-server.ts";

import { decodeRequired, eip3009Payment, evmAccount, header, suiPayment, suiSui, usdcEvm } from "./x402-fixtures.ts";

type Mode = "ok" | "invalid" | "invalid-400" | "settle-fails" | "error-500" | "reset" | "hang-verify" | "hang-settle";
type Call = { path: string; body: { x402Version: number; paymentPayload: unknown; paymentRequirements: unknown } };

const TIMEOUT_MS = 1500;
const TX_HASH = `0x${"ab".repeat(32)}`;
let mode: Mode = "ok";
let calls: Call[] = [];
let facilitator: Server;
let url: string;

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
}

async function fakeFacilitator(req: IncomingMessage, res: ServerResponse) {
  let raw = "";
  for await (const chunk of req) raw += chunk;
  const body = JSON.parse(raw) as Call["body"];
  calls.push({ path: req.url ?? "", body });
  const payer = (body.paymentPayload as { payload: { authorization?: { from: string } } }).payload.authorization?.from ?? "0xpayer";
  const network = (body.paymentRequirements as { network: string }).network;
  if (mode === "reset") return req.socket.destroy();
  if (mode === "error-500") return res.writeHead(500, { "Content-Type": "text/plain" }).end("internal facilitator error");
  if (req.url === "/verify") {
    if (mode === "hang-verify") return; // never answers
    if (mode === "invalid") return answer(res, 200, { isValid: false, invalidReason: "insufficient_funds", payer });
    if (mode === "invalid-400") return answer(res, 400, { isValid: false, invalidReason: "invalid_exact_evm_payload_signature", payer });
    return answer(res, 200, { isValid: true, payer });
  }
  if (req.url === "/settle") {
    if (mode === "hang-settle") return;
    if (mode === "settle-fails")
      return answer(res, 200, { success: false, errorReason: "invalid_transaction_state", payer, transaction: "", network });
    return answer(res, 200, { success: true, payer, transaction: TX_HASH, network });
  }
  answer(res, 404, { error: "not found" });
}

beforeAll(async () => {
  facilitator = createServer((req, res) => void fakeFacilitator(req, res));
  await new Promise<void>((resolve) => facilitator.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  facilitator?.closeAllConnections();
  await new Promise((resolve) => facilitator?.close(resolve));
});
// Registered after the facilitator's hooks: starts once it listens, stops before it closes.
const site = useServer(() => ({
  X402_FACILITATOR_URL: `http://127.0.0.1:${(facilitator.address() as AddressInfo).port}`,
  X402_FACILITATOR_TIMEOUT_MS: String(TIMEOUT_MS),
  X402_RATE_LIMIT_PER_MINUTE: "0",
}));
beforeAll(() => {
  url = site.url(X402_SANDBOX_PATH);
});
beforeEach(() => {
  mode = "ok";
  calls = [];
});

describe("verify and settle through the facilitator", () => {
  it("posts the payment and our requirements to /verify then /settle, and returns the real settlement", async () => {
    const payment = await eip3009Payment();
    const res = await fetch(url, { headers: header(payment) });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(calls.map((c) => c.path)).toEqual(["/verify", "/settle"]);
    for (const call of calls) {
      expect(call.body.x402Version).toBe(2);
      expect(call.body.paymentPayload).toEqual(JSON.parse(JSON.stringify(payment)));
      expect(call.body.paymentRequirements).toEqual(toRequirements(usdcEvm));
    }
    const settlement = decodePaymentResponseHeader(res.headers.get("payment-response")!);
    expect(settlement).toEqual({ success: true, payer: evmAccount.address, transaction: TX_HASH, network: "eip155:84532" });
    expect(body.payment).toMatchObject({ simulated: false, transaction: TX_HASH });
  });

  it("never calls the facilitator for a HEAD with a payment (it would settle real funds); the GET then pays", async () => {
    const payment = header(await eip3009Payment());
    const head = await fetch(url, { method: "HEAD", headers: payment });
    expect(head.status).toBe(402);
    expect(head.headers.get("payment-required")).toBeTruthy();
    expect(head.headers.get("payment-response")).toBeNull();
    expect(calls).toEqual([]);
    const get = await fetch(url, { headers: payment });
    expect(get.status).toBe(200);
    expect(calls.map((c) => c.path)).toEqual(["/verify", "/settle"]);
  });

  it("sends Sui payments too, with the Sui requirements", async () => {
    const res = await fetch(url, { headers: header(await suiPayment()) });
    expect(res.status).toBe(200);
    expect(calls[0]!.body.paymentRequirements).toEqual(toRequirements(suiSui));
    expect((calls[0]!.body.paymentPayload as { payload: { transaction: string } }).payload.transaction).toBeTruthy();
    expect(decodePaymentResponseHeader(res.headers.get("payment-response")!)).toMatchObject({ success: true, network: "sui:testnet" });
  });

  it("answers 402 with the facilitator's reason when it refuses the payment (200 or 400 answer), without settling", async () => {
    for (const [m, reason] of [
      ["invalid", "insufficient_funds"],
      ["invalid-400", "invalid_exact_evm_payload_signature"],
    ] as const) {
      mode = m;
      calls = [];
      const res = await fetch(url, { headers: header(await eip3009Payment()) });
      expect(res.status).toBe(402);
      expect((await res.json()).reason).toBe(reason);
      expect(decodeRequired(res).error).toBe(reason);
      expect(calls.map((c) => c.path)).toEqual(["/verify"]);
    }
  });

  it("answers 402 with a failed PAYMENT-RESPONSE when settlement fails", async () => {
    mode = "settle-fails";
    const res = await fetch(url, { headers: header(await eip3009Payment()) });
    expect(res.status).toBe(402);
    expect((await res.json()).reason).toBe("invalid_transaction_state");
    const settlement = decodePaymentResponseHeader(res.headers.get("payment-response")!);
    expect(settlement).toMatchObject({ success: false, errorReason: "invalid_transaction_state", transaction: "" });
  });

  it("still answers 400 for a malformed payment without asking the facilitator", async () => {
    const res = await fetch(url, { headers: { "PAYMENT-SIGNATURE": "@@@" } });
    expect(res.status).toBe(400);
    expect(calls).toHaveLength(0);
  });
});

describe("facilitator failures", () => {
  it("answers 502 when the facilitator errors", async () => {
    mode = "error-500";
    const res = await fetch(url, { headers: header(await eip3009Payment()) });
    expect(res.status).toBe(502);
    const body = await res.json();
    expect(body.reason).toBe("facilitator_error");
    expect(body.error).toContain("/verify");
    expect(body.error).toContain("500");
  });

  it("answers 502 when the facilitator drops the connection", async () => {
    mode = "reset";
    const res = await fetch(url, { headers: header(await eip3009Payment()) });
    expect(res.status).toBe(502);
    expect((await res.json()).reason).toBe("facilitator_error");
  });

  it("answers 504 when /verify does not answer in time", async () => {
    mode = "hang-verify";
    const started = Date.now();
    const res = await fetch(url, { headers: header(await eip3009Payment()) });
    const elapsed = Date.now() - started;
    expect(res.status).toBe(504);
    const body = await res.json();
    expect(body.reason).toBe("facilitator_timeout");
    expect(body.error).toContain("did not answer /verify within 1.5 s");
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 3000);
    expect(site.server.output()).toContain("x402 facilitator unavailable");
  });

  it("answers 504 when /settle does not answer in time, warning that the outcome is unknown", async () => {
    mode = "hang-settle";
    const res = await fetch(url, { headers: header(await eip3009Payment()) });
    expect(res.status).toBe(504);
    expect((await res.json()).error).toContain("may or may not have been settled");
  });
});
