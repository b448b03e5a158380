import { ArrowDown } from "lucide-react";
import { walletCatalogue } from "../../content/wallets.ts";
import { supportedTokens, supportedWallets, x402DocsPage } from "../../content/x402-docs.ts";
import { paymentSequence } from "../../content/x402-sequence.ts";
import { X402_SANDBOX_PATH } from "../../content/x402-sandbox.ts";
import { TokenMark } from "../brand/BrandLogo.tsx";
import { cn } from "../ui/cn.ts";

/**
 * The right half of /x402-documentation's first screen: the protocol on one card, every figure
 * from our data (the sandbox's path and price, the tokens, the wallets: those that pay over x402 and
 * those the wallet dialog connects), and the way to the sandbox section. It fills what was an empty
 * half at 1440 px; on a phone and a tablet it follows the text, compact: the endpoint and the price
 * (the tokens and wallets have their own sections below), and the way to the sandbox. The 1-3 block
 * confirmations are the spec's copy, said in the payments section, not a row here.
 */
export function DocsGlance() {
  const g = x402DocsPage.glance;
  const rows = [
    {
      term: g.endpoint,
      full: false,
      stack: true,
      value: <code className="font-mono text-[13px] whitespace-nowrap text-fg">GET {X402_SANDBOX_PATH}</code>,
    },
    { term: g.price, full: false, value: `${paymentSequence.price} on ${paymentSequence.option.networkName}` },
    {
      term: g.tokens,
      full: true,
      value: (
        <span className="flex flex-wrap gap-x-3 gap-y-1.5">
          {supportedTokens.map((t) => (
            <span key={t.symbol} className="inline-flex items-center gap-1.5 font-mono text-fg">
              <TokenMark symbol={t.symbol} size={16} />
              {t.symbol}
            </span>
          ))}
        </span>
      ),
    },
    {
      term: g.wallets,
      full: true,
      value: (
        <>
          <span className="block">
            {supportedWallets.length} {g.walletsPay}
          </span>
          <span className="block text-muted">
            {walletCatalogue.length} {g.walletsConnect}
          </span>
        </>
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
            className={cn(
              "grid grid-cols-[6.5rem_minmax(0,1fr)] gap-3 py-2.5",
              r.full && "max-lg:hidden",
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
