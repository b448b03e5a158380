import { ArrowDown } from "lucide-react";
import type { ReactNode } from "react";
import { MCP_PATH, MCP_QUOTE_TOOL } from "../../content/mcp.ts";
import { x402DocsPage } from "../../content/x402-docs.ts";
import { X402_VERSION } from "../../content/x402-challenge.ts";
import { paymentSequence } from "../../content/x402-sequence.ts";
import { sandboxPaymentOptions, X402_SANDBOX_PATH } from "../../content/x402-sandbox.ts";
import { cn } from "../ui/cn.ts";
import { linkClass } from "../ui/link.ts";

/** The sandbox's test networks, each with the tokens it accepts there, in the 402 answer's order. */
const networkTokens = [...new Set(sandboxPaymentOptions.map((o) => o.networkName))].map((name) => ({
  name: name.replace(/ \(testnet\)$/, ""),
  tokens: [...new Set(sandboxPaymentOptions.filter((o) => o.networkName === name).map((o) => o.symbol))],
}));

/**
 * The right half of /x402-documentation's first screen: what a developer can reach today, every value from our
 * data: the protocol version, the sandbox's HTTP endpoint and its MCP tool, the sample price, and the test networks
 * it answers on with the tokens each takes; then the way to the Quick start. The 1-3 block confirmations are the
 * spec's copy, said in the payments section, not a row here. On a phone and a tablet it follows the text.
 */
export function DocsGlance() {
  const g = x402DocsPage.glance;
  const code = "font-mono text-[13px] text-fg";
  const rows: { term: string; value: ReactNode }[] = [
    { term: g.protocol, value: `x402 v${X402_VERSION}` },
    { term: g.endpoint, value: <code className={cn(code, "whitespace-nowrap")}>GET {X402_SANDBOX_PATH}</code> },
    {
      term: g.mcp,
      value: (
        <span className="flex flex-wrap items-baseline gap-x-2">
          <code className={code}>{MCP_PATH}</code>
          <span className="text-muted">{g.mcpTool}</span>
          <code className={code}>{MCP_QUOTE_TOOL}</code>
        </span>
      ),
    },
    { term: g.price, value: `${paymentSequence.price} on ${paymentSequence.option.networkName}` },
    {
      term: g.networks,
      value: (
        <ul className="space-y-1">
          {networkTokens.map((n) => (
            <li key={n.name}>
              {n.name} <span className="text-muted">· {n.tokens.join(", ")}</span>
            </li>
          ))}
        </ul>
      ),
    },
  ];
  return (
    <aside aria-labelledby="glance-title" className="rounded-card border border-border bg-surface/80 p-5 sm:p-6" data-docs-glance="">
      <h2 id="glance-title" className="font-mono text-xs tracking-[0.16em] text-muted uppercase">
        {g.heading}
      </h2>
      <dl className="mt-4 divide-y divide-border/70 text-sm">
        {rows.map((r) => (
          <div
            key={r.term}
            // On a phone every value under its name (a path broken in two misreads; review round 18: the rows beside
            // and under their names at once read as two designs).
            className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-3 py-2.5 max-sm:grid-cols-1 max-sm:gap-1"
          >
            <dt className="text-muted">{r.term}</dt>
            <dd className="text-fg/90">{r.value}</dd>
          </div>
        ))}
      </dl>
      <a href="#quickstart" className={cn("mt-2 inline-flex min-h-11 items-center gap-2 text-sm", linkClass("quiet"))}>
        {g.tryIt}
        <ArrowDown className="size-4" aria-hidden="true" />
      </a>
    </aside>
  );
}
