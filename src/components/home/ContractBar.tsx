import type { ReactNode } from "react";
import { contract } from "../../content/home.ts";
import { site } from "../../content/site.ts";
import { Container } from "../ui/Container.tsx";
import { BrandLogo } from "../brand/BrandLogo.tsx";
import { PingMark } from "../brand/PingMark.tsx";

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
 * Section 13: the token contract address and its copy button (the spec's two things; no explorer
 * link while the address is a placeholder that resolves to nothing). The button is an island,
 * passed in as children by the route so this bar stays static HTML.
 */
export function ContractBar({ children }: { children?: ReactNode }) {
  return (
    <section aria-labelledby="contract-title" data-home-section="contract" className="pt-4 pb-16 sm:pb-24">
      <Container>
        <div className="flex flex-col gap-4 rounded-card border border-border bg-surface p-5 sm:flex-row sm:items-center sm:gap-6 sm:p-6">
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
        </div>
      </Container>
    </section>
  );
}
