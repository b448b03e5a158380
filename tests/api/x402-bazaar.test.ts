/**
 * x402's bazaar extension on every PaymentRequired of the sandbox quote, over HTTP (402 header and
 * body) and MCP (the get_compute_quote tool result): `info` validates against its own `schema`
 * with a real JSON Schema validator (Ajv's draft 2020-12 build, already in node_modules through
 * lighthouse), and the MCP declaration repeats the tool's own input schema.
 */
import { createRequire } from "node:module";
import type { PaymentRequired } from "@x402/core/types";
import { describe, expect, it } from "vitest";
import { X402_SANDBOX_PATH } from "../../src/content/x402-sandbox.ts";
import { useMcpClient, data } from "./mcp-support.ts";
import { decodeRequired } from "./x402-fixtures.ts";

type Validator = { compile(schema: object): ((data: unknown) => boolean) & { errors?: unknown } };
const Ajv2020 = createRequire(import.meta.url)("ajv/dist/2020.js").default as new (opts: object) => Validator;
const ajv = new Ajv2020({ strict: true, allErrors: true });

function checkBazaar(required: PaymentRequired) {
  const bazaar = required.extensions?.bazaar as { info: Record<string, any>; schema: Record<string, any> };
  expect(bazaar, "extensions.bazaar").toBeTruthy();
  expect(bazaar.schema.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
  const validate = ajv.compile(bazaar.schema);
  expect(validate(bazaar.info), JSON.stringify(validate.errors)).toBe(true);
  // The validator really checks: a wrong input type fails.
  expect(validate({ ...bazaar.info, input: { ...bazaar.info.input, type: "carrier-pigeon" } })).toBe(false);
  return bazaar;
}

const mcp = useMcpClient();

describe("bazaar discovery", () => {
  it("the HTTP sandbox's 402 (header and JSON body) declares GET with a JSON output", async () => {
    const res = await fetch(mcp.url(X402_SANDBOX_PATH), { headers: { accept: "application/json" } });
    expect(res.status).toBe(402);
    const header = decodeRequired(res);
    const bazaar = checkBazaar(header);
    expect(bazaar.info.input).toEqual({ type: "http", method: "GET" });
    expect(bazaar.info.output.type).toBe("json");
    expect((await res.json()).extensions).toEqual(header.extensions);
  });

  it("the MCP tool's PaymentRequired declares the tool, its transport and the input schema tools/list shows", async () => {
    const required = data(await mcp.client.callTool({ name: "get_compute_quote", arguments: {} })) as PaymentRequired;
    const bazaar = checkBazaar(required);
    const { tools } = await mcp.client.listTools();
    const tool = tools.find((t) => t.name === "get_compute_quote")!;
    expect(bazaar.info.input).toMatchObject({
      type: "mcp",
      tool: "get_compute_quote",
      transport: "streamable-http",
      description: tool.description,
    });
    expect(bazaar.info.input.inputSchema).toEqual(tool.inputSchema);
    expect(required.resource.url.endsWith("/mcp")).toBe(true);
  });
});
