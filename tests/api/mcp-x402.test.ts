/**
 * The paid MCP tool get_compute_quote over x402's MCP transport, end to end: the official MCP
 * client calls it, x402's own client (@x402/core's x402Client with @x402/evm's exact scheme and a
 * locally generated key) builds the payment from the tool's PaymentRequired, the MCP client carries
 * it in _meta["x402/payment"], and the settlement comes back in _meta["x402/payment-response"].
 * A replayed payment is refused; a signed Sui payment works the same way.
 */
import { x402Client } from "@x402/core/client";
import { PaymentRequiredV2Schema } from "@x402/core/schemas";
import type { PaymentPayload, PaymentRequired } from "@x402/core/types";
import { ExactEvmScheme } from "@x402/evm/exact/client";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { site } from "../../src/content/site.ts";
import { sandboxPaymentOptions } from "../../src/content/x402-sandbox.ts";
import { useMcpClient, data, text } from "./mcp-support.ts";
import { pingSui, suiKeypair, suiPayment, suiSui } from "./x402-fixtures.ts";

const mcp = useMcpClient();

const quote = (payment?: PaymentPayload) =>
  mcp.client.callTool({ name: "get_compute_quote", arguments: {}, ...(payment ? { _meta: { "x402/payment": payment } } : {}) });
const settlementOf = (result: { _meta?: Record<string, unknown> }) =>
  result._meta?.["x402/payment-response"] as Record<string, any> | undefined;

describe("get_compute_quote over x402's MCP transport", () => {
  it("unpaid: a tool error with the PaymentRequired in structuredContent and, wrapped in x402/error, as JSON text", async () => {
    const result = await quote();
    expect(result.isError).toBe(true);
    const required = data(result) as PaymentRequired;
    expect(PaymentRequiredV2Schema.safeParse(required).success).toBe(true);
    expect(required.resource.url).toBe(new URL("/mcp", site.url).href); // SITE_URL, default http://localhost:4321
    expect(required.accepts.map((a) => [a.network, a.asset, a.amount, a.payTo])).toEqual(
      sandboxPaymentOptions.map((o) => [o.network, o.asset, o.amount, o.payTo]),
    );
    const wrapped = JSON.parse(text(result))["x402/error"];
    expect(wrapped.code).toBe(402);
    expect(wrapped.data.accepts).toEqual(required.accepts);
  });

  it("pays with x402's own client (EVM, a fresh local key): the quote, and the settlement in _meta; the same payment again is refused", async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const payer = new x402Client().register("eip155:84532", new ExactEvmScheme(account));
    const required = data(await quote()) as PaymentRequired;
    const payment = await payer.createPaymentPayload(required);
    const paid = await quote(payment);
    expect(paid.isError, text(paid)).toBeFalsy();
    const settlement = settlementOf(paid)!;
    expect(settlement).toMatchObject({ success: true, network: "eip155:84532", payer: account.address, extra: { simulated: true } });
    expect(settlement.transaction).toMatch(/^simulated-[0-9a-f]{64}$/);
    expect(data(paid).quote).toMatchObject({ durationSeconds: 3600, hours: 1 });
    expect(data(paid).payment).toMatchObject({ token: "USDC", payer: account.address, simulated: true });

    const replay = await quote(payment);
    expect(replay.isError).toBe(true);
    expect(data(replay).reason).toBe("invalid_exact_evm_nonce_already_used");
    expect(data(replay).accepts).toHaveLength(sandboxPaymentOptions.length);
    expect(settlementOf(replay)).toBeUndefined();
  });

  it("the HTTP sandbox refuses a payment the MCP tool already used (one record of used payments)", async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const payment = await new x402Client()
      .register("eip155:84532", new ExactEvmScheme(account))
      .createPaymentPayload(data(await quote()) as PaymentRequired);
    expect((await quote(payment)).isError).toBeFalsy();
    const header = Buffer.from(JSON.stringify(payment)).toString("base64");
    const res = await fetch(mcp.url("/api/x402/sandbox/quote"), { headers: { "PAYMENT-SIGNATURE": header, accept: "application/json" } });
    expect(res.status).toBe(402);
    expect((await res.json()).reason).toBe("invalid_exact_evm_nonce_already_used");
  });

  it.each([
    ["SUI from the gas coin", { kind: "gas" as const, opt: suiSui }],
    ["PING with 0x2::coin::split<PING>", { kind: "coin-split" as const, opt: pingSui }],
  ])("pays on Sui (%s) the same way; a replay is refused", async (_name, spec) => {
    const payment = await suiPayment(spec);
    const paid = await quote(payment);
    expect(paid.isError, text(paid)).toBeFalsy();
    expect(settlementOf(paid)).toMatchObject({
      success: true,
      network: "sui:testnet",
      payer: suiKeypair.toSuiAddress(),
      extra: { simulated: true },
    });
    expect(data(paid).payment).toMatchObject({ option: spec.opt.id, simulated: true });
    const replay = await quote(payment);
    expect(replay.isError).toBe(true);
    expect(data(replay).reason).toBe("invalid_exact_sui_transaction_already_used");
  });

  it("works the same for a 2025-era client (stateless fallback, raw JSON-RPC): payment in params._meta, settlement in result._meta", async () => {
    const rpc = async (params: Record<string, unknown>) => {
      const res = await fetch(mcp.url("/mcp"), {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          "mcp-protocol-version": "2025-06-18",
        },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params }),
      });
      const raw = await res.text();
      return JSON.parse(raw.includes("data:") ? raw.split("data:").pop()!.trim() : raw).result;
    };
    const unpaid = await rpc({ name: "get_compute_quote", arguments: {} });
    expect(unpaid.isError).toBe(true);
    const account = privateKeyToAccount(generatePrivateKey());
    const payment = await new x402Client()
      .register("eip155:84532", new ExactEvmScheme(account))
      .createPaymentPayload(unpaid.structuredContent);
    const paid = await rpc({ name: "get_compute_quote", arguments: {}, _meta: { "x402/payment": payment } });
    expect(paid.isError).toBeFalsy();
    expect(paid._meta["x402/payment-response"]).toMatchObject({ success: true, payer: account.address });
  });

  it("a malformed payment is refused with the reason, still as PaymentRequired", async () => {
    const result = await mcp.client.callTool({ name: "get_compute_quote", arguments: {}, _meta: { "x402/payment": { x402Version: 1 } } });
    expect(result.isError).toBe(true);
    expect(data(result)).toMatchObject({ x402Version: 2, reason: "invalid_x402_version" });
  });
});
