/**
 * mcp/: the MCP server. Imports the HTTP kernel, db/ (store errors), leads/ (accept, store), limits/, x402/
 * (the quote tool), and src/forms, src/discovery, src/content.
 *
 * POST /mcp: a remote MCP server over Streamable HTTP, stateless, with the official TypeScript SDK
 * (v2: @modelcontextprotocol/server's createMcpHandler, mounted on node:http by
 * @modelcontextprotocol/node's toNodeHandler). It serves the 2026-07-28 protocol and, for
 * 2025-era clients, the SDK's stateless fallback (GET and DELETE: 405, no sessions). Every request
 * builds a fresh McpServer, so any process behind a load balancer answers any request.
 *
 * In front of the SDK: the Origin check (DNS rebinding and cross-site pages: 403), the lead API's
 * 64 KiB body limit (413), and the client's address for the per-tool rate limit (context.ts).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { createMcpHandler, McpServer } from "@modelcontextprotocol/server";
import { toNodeHandler } from "@modelcontextprotocol/node";
import type { Logger } from "pino";
import { MCP_FACT_TOOLS, MCP_PATH, MCP_QUOTE_TOOL } from "../../discovery/mcp-tools.ts";
import { site } from "../../content/site.ts";
import type { X402SandboxSettings } from "../../content/x402-sandbox.ts";
import { BODY_LIMIT_BYTES } from "../../forms/api.ts";
import { type Route, clientIp, isCrossSite } from "../http/index.ts";
import type { LeadStore } from "../leads/index.ts";
import { noRateLimit, type RateLimiter } from "../limits/index.ts";
import { createPaymentProcessor, type ReplayStore } from "../x402/index.ts";
import { mcpRequestFacts } from "./context.ts";
import { registerFactTools } from "./facts-tools.ts";
import { registerFormTools } from "./form-tools.ts";
import { registerQuoteTool } from "./quote-tool.ts";
import { registerResources, resourceFiles } from "./resources.ts";

export { MCP_PATH };

export type McpRouteDeps = {
  store: LeadStore;
  limiter: RateLimiter;
  log: Logger;
  sandbox: X402SandboxSettings;
  distDir: string;
  /** Used x402 payments (the sandbox's store): the paid tool refuses replays with it. */
  replay: ReplayStore;
  /** The x402 sandbox's per-client payment limit, shared with the HTTP sandbox (none when absent). */
  paymentLimiter?: RateLimiter;
  trustProxyHops: number;
  allowedOrigins?: readonly string[];
};

const INSTRUCTIONS = `${site.name} (${site.tagline}): request GPU compute, offer GPUs, apply for the ecosystem fund, contact the team or apply for a job with the form tools; read the network's facts with ${Object.values(MCP_FACT_TOOLS).join(", ")}; ${MCP_QUOTE_TOOL} is paid with x402 (_meta["x402/payment"]). Resources: llms.txt, the OpenAPI document and each page as Markdown.`;

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

function jsonRpcError(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  const body = JSON.stringify({ jsonrpc: "2.0", error: { code: -32000, message }, id: null });
  res.writeHead(status, {
    ...headers,
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
  });
  res.end(body);
}

export function createMcpRoute(deps: McpRouteDeps): Route {
  const { log, distDir, trustProxyHops, allowedOrigins = [], paymentLimiter = noRateLimit() } = deps;
  const trustProxy = trustProxyHops > 0;
  const mcpUrl = new URL(MCP_PATH, deps.sandbox.publicOrigin).href;
  let files: ReturnType<typeof resourceFiles> | undefined;
  // The HTTP sandbox's verification, replay refusal and settlement, shared (one implementation).
  const payments = createPaymentProcessor({ sandbox: deps.sandbox, replay: deps.replay, log });

  const onerror = (err: Error) => log.warn({ err: { message: err.message, name: err.name } }, "mcp request refused or failed");
  const handler = createMcpHandler(
    async () => {
      const server = new McpServer(
        { name: site.name, title: `${site.name} GPU compute`, version: "1.0.0", websiteUrl: deps.sandbox.publicOrigin },
        {
          instructions: INSTRUCTIONS,
          // Stateless: no session or stream could ever carry a list-changed notification, so none is offered.
          capabilities: { tools: { listChanged: false }, resources: { listChanged: false } },
        },
      );
      registerFormTools(server, deps);
      registerFactTools(server, { limiter: deps.limiter, sandbox: deps.sandbox, mcpUrl });
      registerQuoteTool(server, { sandbox: deps.sandbox, payments, limiter: deps.limiter, paymentLimiter, mcpUrl });
      // Listed once; a failed listing is not kept, so the next request tries again.
      files ??= resourceFiles(distDir).catch((err: unknown) => {
        files = undefined;
        throw err;
      });
      registerResources(server, distDir, await files, deps.sandbox.publicOrigin);
      return server;
    },
    { responseMode: "json", maxRequestBodySize: BODY_LIMIT_BYTES, onerror },
  );
  const serve = toNodeHandler(handler, { maxRequestBodySize: BODY_LIMIT_BYTES, onerror });

  /**
   * DNS rebinding: a page at http://evil.example whose name now resolves to this server sends
   * Origin http://evil.example with Host evil.example, which a same-origin check (Origin = Host)
   * lets through. So an Origin must be one we name: the site's public origin, ALLOWED_ORIGINS,
   * or a loopback name (local development). Clients that are not browsers send no Origin and are
   * judged as by the forms' check (Sec-Fetch-Site: cross-site is refused).
   */
  const namedOrigins = new Set([new URL(deps.sandbox.publicOrigin).origin, ...allowedOrigins]);
  function originAllowed(req: IncomingMessage): boolean {
    const origin = req.headers.origin;
    if (origin === undefined) return !isCrossSite(req, allowedOrigins, trustProxy);
    if (namedOrigins.has(origin)) return true;
    try {
      return LOOPBACK.has(new URL(origin).hostname);
    } catch {
      return false; // "null" or garbage
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // A browser page of another site, or of a DNS name rebound to this server, must not drive the tools.
    if (!originAllowed(req)) {
      log.warn({ origin: req.headers.origin, method: req.method }, "mcp: cross-site request refused");
      return jsonRpcError(res, 403, "Forbidden: requests from another origin are not accepted.");
    }
    const declared = Number(req.headers["content-length"] ?? Number.NaN);
    if (declared > BODY_LIMIT_BYTES) {
      return jsonRpcError(res, 413, `Request body is larger than ${BODY_LIMIT_BYTES / 1024} KiB.`, { Connection: "close" });
    }
    await mcpRequestFacts.run({ clientIp: clientIp(req, trustProxyHops) }, () => serve(req, res));
  }

  // GET and DELETE reach the transport, which answers them as a stateless server does (405).
  // The Origin check above is this route's own (a JSON-RPC error the client can show), for every method.
  return { methods: ["POST", "GET", "DELETE"], path: MCP_PATH, handle, checksOrigin: true };
}
