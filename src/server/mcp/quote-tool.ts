/**
 * get_compute_quote: the x402 sandbox's sample quote as a paid MCP tool, over x402's MCP
 * transport (specs/transports-v2/mcp.md):
 * - no payment → a tool result with isError, the PaymentRequired in structuredContent and, as
 *   the spec requires, in content[0].text wrapped as {"x402/error": {code: 402, message, data}};
 * - the client retries with a PaymentPayload in `_meta["x402/payment"]`;
 * - paid → the quote, with the SettleResponse in the result's `_meta["x402/payment-response"]`.
 * Verification, assets, amounts, replay refusal and settlement are the HTTP sandbox's own code
 * (x402/process-payment.ts); only the carrier differs.
 */
import type { CallToolResult, McpServer } from "@modelcontextprotocol/server";
import { MCP_QUOTE_TOOL } from "../../discovery/mcp-tools.ts";
import type { PaymentRequired } from "@x402/core/types";
import { sampleQuote, sandboxResource, type X402SandboxSettings } from "../../content/x402-sandbox.ts";
import type { RateLimiter } from "../limits/index.ts";
import {
  parsePaymentPayload,
  refusal,
  type Refusal,
  quoteBody,
  type PaymentProcessor,
  mcpToolBazaar,
  paymentRequired,
  type PaidResource,
} from "../x402/index.ts";
import { paymentRateLimited, rateLimited } from "./rate.ts";
import { toolError } from "./results.ts";
import { advertisedSchema } from "./schema.ts";

export const QUOTE_TOOL = MCP_QUOTE_TOOL;
export const PAYMENT_META = "x402/payment";
export const PAYMENT_RESPONSE_META = "x402/payment-response";

const NO_PAYMENT = `Payment required: pay one of "accepts" and call again with the PaymentPayload in _meta["${PAYMENT_META}"]`;

export const QUOTE_TOOL_DESCRIPTION = `A sample GPU compute quote (NVIDIA H100, 1 hour), paid with x402 on testnets; settlement is simulated. Call it without payment to get the x402 PaymentRequired (isError, structuredContent: accepts = USDC or ETH on Base Sepolia, PING, SUI or USDC on Sui testnet, scheme exact); sign one option with an x402 client and call again with the PaymentPayload in _meta["${PAYMENT_META}"]. The result carries the settlement in _meta["${PAYMENT_RESPONSE_META}"]. Each payment buys one quote; a replayed payment is refused.`;

/** The tool takes no arguments (the sandbox sells one sample quote); tools/list and the bazaar info show this same schema. */
export const QUOTE_INPUT_SCHEMA = { type: "object", properties: {}, additionalProperties: false };

/** The quote tool as the paid resource: the MCP endpoint's URL (the tool name is in the bazaar info). */
export function mcpQuoteResource(mcpUrl: string): PaidResource {
  return {
    url: mcpUrl,
    description: `${sandboxResource.description}; MCP tool ${QUOTE_TOOL}`,
    mimeType: sandboxResource.mimeType,
    serviceName: sandboxResource.serviceName,
  };
}

/** x402 MCP transport: PaymentRequired as structuredContent, and in text inside the x402/error wrapper. */
export function paymentRequiredResult(required: PaymentRequired, message: string, extra: Record<string, unknown> = {}): CallToolResult {
  const structured = { ...required, ...extra };
  return {
    isError: true,
    structuredContent: structured,
    content: [{ type: "text", text: JSON.stringify({ "x402/error": { code: 402, message, data: structured } }) }],
  };
}

export function registerQuoteTool(
  server: McpServer,
  deps: {
    sandbox: X402SandboxSettings;
    payments: PaymentProcessor;
    limiter: RateLimiter;
    paymentLimiter: RateLimiter;
    mcpUrl: string;
    now?: () => number;
  },
): void {
  const { sandbox, payments, mcpUrl, now = Date.now } = deps;
  const resource = mcpQuoteResource(mcpUrl);
  const bazaar = mcpToolBazaar({ name: QUOTE_TOOL, description: QUOTE_TOOL_DESCRIPTION, inputSchema: QUOTE_INPUT_SCHEMA, example: {} });
  const refuse = (refusal: Refusal, extra: Record<string, unknown> = {}) =>
    paymentRequiredResult(
      paymentRequired(sandbox, refusal.reason === "payment_required" ? NO_PAYMENT : refusal.reason, resource, bazaar),
      refusal.message,
      {
        reason: refusal.reason,
        ...(refusal.payer ? { payer: refusal.payer } : {}),
        ...extra,
      },
    );

  server.registerTool(
    QUOTE_TOOL,
    {
      title: "GPU compute quote (x402, paid)",
      description: QUOTE_TOOL_DESCRIPTION,
      inputSchema: advertisedSchema(QUOTE_INPUT_SCHEMA),
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
    },
    async (_args, ctx) => {
      const limited = await rateLimited(deps.limiter, QUOTE_TOOL);
      if (limited) return limited;
      const carried = ctx.mcpReq._meta?.[PAYMENT_META];
      if (carried === undefined) return refuse(refusal(402, "payment_required", NO_PAYMENT));
      const parsed = parsePaymentPayload(carried, `_meta["${PAYMENT_META}"]`);
      if (!parsed.ok) return refuse(parsed.refusal);
      const payment = parsed.payload;
      const paymentLimited = await paymentRateLimited(deps.paymentLimiter);
      if (paymentLimited) return paymentLimited;
      const outcome = await payments.process(payment);
      if (outcome.kind === "unavailable") {
        return toolError(outcome.message, {
          error: outcome.reason,
          ...(outcome.retryAfterSeconds ? { retryAfterSeconds: outcome.retryAfterSeconds } : {}),
        });
      }
      if (outcome.kind === "refused") {
        return refuse(outcome.refusal, outcome.settlement ? { [PAYMENT_RESPONSE_META]: outcome.settlement } : {});
      }
      const body = quoteBody(sampleQuote, outcome, payment, now());
      return {
        content: [{ type: "text", text: JSON.stringify(body) }],
        structuredContent: body,
        _meta: { [PAYMENT_RESPONSE_META]: outcome.settlement },
      };
    },
  );
}
