/**
 * Read-only facts an agent asks before it acts, each from the site's content data (the same
 * values the pages show): network stats, open positions, wallets and tokens, x402 options.
 * Only content modules without UI imports are used here (the server never loads React).
 */
import type { McpServer } from "@modelcontextprotocol/server";
import { MCP_FACT_TOOL_INFO, MCP_FACT_TOOLS, MCP_QUOTE_TOOL } from "../../discovery/mcp-tools.ts";
import { OPEN_APPLICATION_TITLE, positions } from "../../content/careers.ts";
import { gpuPricing, type GpuModel } from "../../content/gpu-pricing.ts";
import { figures, stats } from "../../content/stats.ts";
import { walletCatalogue } from "../../content/wallets.ts";
import { supportedTokens } from "../../content/x402-docs.ts";
import {
  formatAmount,
  sandboxPaymentOptions,
  sandboxResource,
  X402_SANDBOX_PATH,
  type X402SandboxSettings,
} from "../../content/x402-sandbox.ts";
import type { RateLimiter } from "../limits/index.ts";
import { rateLimited } from "./rate.ts";
import { facts } from "./results.ts";

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

export const FACT_TOOLS = Object.values(MCP_FACT_TOOLS);

export function networkStats() {
  return {
    figures,
    display: Object.fromEntries(Object.entries(stats).map(([k, s]) => [k, `${s.value} ${s.label}`])),
  };
}

export function openPositions() {
  return {
    positions: positions.map((p) => ({ ...p })),
    openApplicationTitle: OPEN_APPLICATION_TITLE,
    howToApply: `Call apply_for_job with position_title set to one of these titles, or "${OPEN_APPLICATION_TITLE}".`,
  };
}

export function walletsAndTokens() {
  return {
    wallets: walletCatalogue.map((w) => ({ type: w.type, name: w.name, family: w.family, download: w.links.extension })),
    tokens: supportedTokens.map((t) => ({ ...t })),
  };
}

/** The price list the Earth page shows (one source: content/gpu-pricing.ts). */
export function gpuPrices() {
  return {
    currency: "USD",
    unit: "GPU-hour",
    page: "/nirvana-earth#lineup",
    gpus: (Object.keys(gpuPricing) as GpuModel[]).map((model) => ({
      model,
      memory: gpuPricing[model].memory,
      pricePerGpuHourUsd: gpuPricing[model].pricePerGpuHourUsd,
    })),
  };
}

export function x402Options(sandbox: X402SandboxSettings, mcpUrl: string) {
  return {
    resource: { ...sandboxResource, httpUrl: new URL(X402_SANDBOX_PATH, sandbox.publicOrigin).href, mcpTool: MCP_QUOTE_TOOL, mcpUrl },
    scheme: "exact",
    settlement: sandbox.facilitatorUrl ? "facilitator" : "simulated (verified offline; nothing is broadcast)",
    options: sandboxPaymentOptions.map((o) => ({
      id: o.id,
      label: o.label,
      network: o.network,
      asset: o.asset,
      amount: o.amount,
      price: formatAmount(o),
      payTo: o.payTo,
      extra: o.extra,
      note: o.note,
    })),
  };
}

export function registerFactTools(server: McpServer, deps: { limiter: RateLimiter; sandbox: X402SandboxSettings; mcpUrl: string }): void {
  const tool = (key: keyof typeof MCP_FACT_TOOLS, read: () => Record<string, unknown>) => {
    const name = MCP_FACT_TOOLS[key];
    server.registerTool(
      name,
      { ...MCP_FACT_TOOL_INFO[key], annotations: READ_ONLY },
      async () => (await rateLimited(deps.limiter, name)) ?? facts(read()),
    );
  };
  tool("stats", networkStats);
  tool("positions", openPositions);
  tool("walletsAndTokens", walletsAndTokens);
  tool("x402Options", () => x402Options(deps.sandbox, deps.mcpUrl));
  tool("gpuPrices", gpuPrices);
}
