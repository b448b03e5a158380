import { ArrowDown } from "lucide-react";
import { x402DocsPage } from "../../content/x402-docs.ts";
import { paymentSequence } from "../../content/x402-sequence.ts";
import { X402_SANDBOX_PATH } from "../../content/x402-sandbox.ts";
import { cn } from "../ui/cn.ts";

/**
 * The right half of /x402-documentation's first screen: the protocol on one card, every figure
 * from our data (the sandbox's path and price), and the way to the sandbox section; on a phone and a
 * tablet it follows the text. No tokens or wallets rows at any width: the hero's text and their own
 * sections below already say them. The 1-3 block
 * confirmations are the spec's copy, said in the payments section, not a row here.
 */
export function DocsGlance() {
  const g = x402DocsPage.glance;
  const rows = [
    {
      term: g.endpoint,
      stack: true,
      value: <code className="font-mono text-[13px] whitespace-nowrap text-fg">GET {X402_SANDBOX_PATH}</code>,
    },
    { term: g.price, value: `${paymentSequence.price} on ${paymentSequence.option.networkName}` },
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
            className={cn(
              "grid grid-cols-[6.5rem_minmax(0,1fr)] gap-3 py-2.5",
              // The endpoint under its name on a phone: a path broken in two misreads.
              "stack" in r && "max-sm:grid-cols-1 max-sm:gap-1",
            )}
          >
            <dt className="text-muted">{r.term}</dt>
            <dd className="text-fg/90">{r.value}</dd>
          </div>
        ))}
      </dl>
      <a
        href="#quickstart"
        className="mt-2 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-accent underline-offset-4 hover:underline"
      >
        {g.tryIt}
        <ArrowDown className="size-4" aria-hidden="true" />
      </a>
    </aside>
  );
}
