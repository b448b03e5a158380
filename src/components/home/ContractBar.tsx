import { ArrowUpRight } from "lucide-react";
import type { ReactNode } from "react";
import { contract } from "../../content/home.ts";
import { site } from "../../content/site.ts";
import { Container } from "../ui/Container.tsx";
import { BrandLogo } from "../brand/BrandLogo.tsx";
import { PingMark } from "../brand/PingMark.tsx";
import { cn } from "../ui/cn.ts";
import { linkClass } from "../ui/link.ts";

/**
 * The address as a phone shows it: the start and end of the hex part, then the type path,
 * "0x7f3a…2f4a::ping::PING". Exported for the tests.
 */
export function shortContractAddress(address: string): string {
  const [hex = "", ...path] = address.split("::");
  const short = hex.length > 12 ? `${hex.slice(0, 6)}…${hex.slice(-4)}` : hex;
  return [short, ...path].join("::");
}

/**
 * Section 13: the token contract address and its copy button (the spec's two things), then a link to the coin on a
 * public Sui explorer (review round 20: the bar offered only the copy, so a visitor could not check the contract from
 * it). The button is an island, passed in as children by the route so this bar stays static HTML.
 */
export function ContractBar({ children }: { children?: ReactNode }) {
  return (
    <section aria-labelledby="contract-title" data-home-section="contract" className="pt-4 pb-16 sm:pb-24">
      <Container>
        <div className="grid grid-cols-1 gap-4 rounded-card border border-border bg-surface p-5 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center sm:gap-x-6 sm:gap-y-1 sm:p-6 sm:pb-3">
          <div className="flex shrink-0 items-center gap-3">
            <PingMark size={40} />
            <div>
              <h2 id="contract-title" className="font-display text-lg font-semibold text-fg">
                {contract.heading}
              </h2>
              <p className="font-mono text-xs text-muted">
                <BrandLogo logo="network-sui" size={14} className="mr-1 inline-block align-[-2px]" />
                {contract.network}
              </p>
            </div>
          </div>
          <div className="flex min-w-0 flex-1 items-center gap-3 rounded-xl border border-border bg-bg px-4 py-3">
            {/* Phones and tablets show the address shortened in the middle (screen readers get the whole
                value, and the button copies it); from 1280 px, where it fits on one line, it shows whole. */}
            <code data-contract-address className="min-w-0 flex-1 font-mono text-sm break-all text-accent">
              <span aria-hidden="true" className="whitespace-nowrap xl:hidden" data-contract-short>
                {shortContractAddress(site.tokenContractAddress)}
              </span>
              <span className="sr-only xl:not-sr-only" data-contract-full>
                {site.tokenContractAddress}
              </span>
            </code>
            {children}
          </div>
          {/* A quiet link (the bar's one action is the copy), 44 px tall, under the address and ending on its box's right
              edge (beside it, it left the whole address no room on one line at 1280 and 1440). */}
          <a
            href={contract.explorer.href}
            rel="noopener"
            className={cn(
              "-mt-2 inline-flex min-h-11 items-center gap-1.5 justify-self-start text-sm sm:col-start-2 sm:mt-0 sm:justify-self-end",
              linkClass("quiet"),
            )}
            data-contract-explorer=""
            data-text-link=""
          >
            {contract.explorer.label}
            <ArrowUpRight className="size-4" aria-hidden="true" />
          </a>
        </div>
      </Container>
    </section>
  );
}
