/**
 * x402's `bazaar` extension (specs/extensions/bazaar.md): every PaymentRequired of the sandbox
 * quote declares how to call it, so facilitators can catalogue it. `info` says how to call the
 * resource (an HTTP GET, or an MCP tool with its input schema) and what comes back; `schema` is
 * the JSON Schema (draft 2020-12) that `info` must validate against.
 */
import { sampleQuote } from "../../content/x402-sandbox.ts";

export type BazaarExtension = {
  info: { input: Record<string, unknown>; output: { type: "json"; example: unknown } };
  schema: Record<string, unknown>;
};

const DRAFT = "https://json-schema.org/draft/2020-12/schema";

const outputSchema = {
  type: "object",
  properties: { type: { type: "string" }, format: { type: "string" }, example: {} },
  required: ["type"],
};

/** An example of the paid answer (the sample quote and what paid for it). */
export const quoteOutputExample = {
  quote: { id: "quote-0123456789abcdef", ...sampleQuote, issuedAt: "2026-01-01T00:00:00.000Z", validUntil: "2026-01-01T00:15:00.000Z" },
  payment: { option: "base-sepolia-usdc", token: "USDC", network: "eip155:84532", amount: "10000", simulated: true, x402Version: 2 },
};

/** The bazaar JSON schema of an `info`: the given input properties, and the JSON output. */
function infoSchema(inputProperties: Record<string, unknown>, inputRequired: string[]): Record<string, unknown> {
  return {
    $schema: DRAFT,
    type: "object",
    properties: {
      input: { type: "object", properties: inputProperties, required: inputRequired, additionalProperties: false },
      output: outputSchema,
    },
    required: ["input"],
  };
}

/** An HTTP GET resource without query parameters. */
export function httpGetBazaar(): BazaarExtension {
  return {
    info: { input: { type: "http", method: "GET" }, output: { type: "json", example: quoteOutputExample } },
    schema: infoSchema(
      {
        type: { type: "string", const: "http" },
        method: { type: "string", enum: ["GET", "HEAD", "DELETE"] },
        queryParams: { type: "object", additionalProperties: { type: "string" } },
        headers: { type: "object", additionalProperties: { type: "string" } },
      },
      ["type", "method"],
    ),
  };
}

/** An MCP tool (Streamable HTTP): its name, description and the very input schema tools/list shows. */
export function mcpToolBazaar(tool: {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
  example: Record<string, unknown>;
}): BazaarExtension {
  return {
    info: {
      input: {
        type: "mcp",
        tool: tool.name,
        description: tool.description,
        transport: "streamable-http",
        inputSchema: tool.inputSchema,
        example: tool.example,
      },
      output: { type: "json", example: quoteOutputExample },
    },
    schema: infoSchema(
      {
        type: { type: "string", const: "mcp" },
        tool: { type: "string" },
        description: { type: "string" },
        transport: { type: "string", enum: ["streamable-http", "sse"] },
        inputSchema: { type: "object" },
        example: { type: "object" },
      },
      ["type", "tool", "inputSchema"],
    ),
  };
}
