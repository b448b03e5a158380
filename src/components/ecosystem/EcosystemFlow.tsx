import { ArrowDown, ArrowRight, ArrowUp } from "lucide-react";
import { ecosystem } from "../../content/ecosystem.ts";
import { PingMark } from "../brand/PingMark.tsx";
import { cn } from "../ui/cn.ts";

/**
 * /ecosystem's first-screen drawing, under the heading and across the page (no window frame: it is a
 * diagram, not an app): the four parts the partner categories play, by role only (the directory
 * below names the categories and their partners). Supply brings GPUs to the network, demand uses
 * its compute and pays in PING over x402, which flows back to supply; settlement and liquidity sit
 * on that payment. From md a five-column grid (boxes sized to their words, the links stretch
 * between them, the payment returns under them); on a phone one column, top to bottom. HTML and
 * CSS, no script; one named image (its label says the categories' parts in words).
 */
export function EcosystemFlow() {
  const { flow } = ecosystem;
  return (
    <figure>
      <div role="img" aria-label={flow.label} data-ecosystem-flow="">
        <div
          aria-hidden="true"
          className="flex flex-col items-center gap-2 md:grid md:grid-cols-[auto_minmax(5rem,1fr)_auto_minmax(5rem,1fr)_auto] md:items-center md:gap-0"
        >
          {/*
            Supply to Demand; on a phone (a column) the payment's way back is drawn beside it: out of
            Demand to the left, up, and into Supply, with its label along the line. From md the wrapper
            steps aside (contents) and its parts are the grid's first row.
          */}
          <div className="relative flex w-full flex-col items-center gap-2 md:contents">
            <div className="absolute top-9 bottom-9 left-2 w-1/2 rounded-l-xl border-y border-l border-dashed border-accent/70 md:hidden">
              <ArrowRight className="absolute -top-2 left-5 size-4 text-accent" />
              <span className="absolute top-1/2 left-0 -translate-x-1/2 -translate-y-1/2 rotate-180 bg-bg py-2 font-mono text-xs whitespace-nowrap text-accent [writing-mode:vertical-rl]">
                {flow.payment}
              </span>
            </div>
            <RoleBox part="Supply" />
            <Link label={flow.gpus} />
            <div className="relative flex w-fit items-center gap-3 rounded-xl border border-accent/50 bg-surface px-4 py-3 md:px-5">
              <PingMark size={48} />
              <span className="font-mono text-[0.8125rem] leading-snug text-fg md:max-w-[5.5rem]">{flow.network}</span>
            </div>
            <Link label={flow.compute} />
            <RoleBox part="Demand" />
          </div>

          {/* The payment's way back, from md: down from Demand, along under the row, up into Supply. */}
          <div className="relative hidden h-10 md:block">
            <span className="absolute top-0 right-0 bottom-0 left-1/2 border-b border-l border-dashed border-accent/70" />
            <ArrowUp className="absolute -top-1 left-1/2 size-4 -translate-x-1/2 bg-bg text-accent" />
          </div>
          <div className="relative col-span-3 hidden h-10 md:block">
            <span className="absolute inset-x-0 bottom-0 border-b border-dashed border-accent/70" />
            <span className="absolute bottom-0 left-1/2 -translate-x-1/2 translate-y-1/2 bg-bg px-3 font-mono text-[0.8125rem] whitespace-nowrap text-accent">
              {flow.payment}
            </span>
          </div>
          <div className="relative hidden h-10 md:block">
            <span className="absolute top-0 right-1/2 bottom-0 left-0 border-r border-b border-dashed border-accent/70" />
          </div>
          {/* On a phone, what settles and funds the payment hangs from it, under Demand. */}
          <div className="flex flex-col items-center text-accent md:hidden">
            <span className="h-5 border-l border-dashed border-accent/70" />
            <ArrowDown className="-mt-1 size-4" />
          </div>

          <div className="flex justify-center gap-3 md:col-span-3 md:col-start-2 md:gap-6 md:pt-8">
            <RoleBox part="Settlement" stub />
            <RoleBox part="Liquidity" stub />
          </div>
        </div>
      </div>
    </figure>
  );
}

/** One part: its role and what it does, in a box as wide as its words. `stub`: hangs from the payment line (from md). */
function RoleBox({ part, stub }: { part: string; stub?: boolean }) {
  return (
    <div
      className={cn(
        "relative w-fit min-w-0 rounded-lg border border-border bg-surface px-4 py-3 text-center md:px-5 md:py-3.5 md:text-left",
        stub &&
          "md:before:absolute md:before:-top-8 md:before:left-1/2 md:before:h-8 md:before:border-l md:before:border-dashed md:before:border-accent/70",
      )}
    >
      <p className="font-display text-lg leading-tight font-semibold text-fg md:text-xl">{part}</p>
      <p className="mt-1 text-sm text-pretty text-muted md:text-[0.9375rem] md:whitespace-nowrap">{ecosystem.flow.roles[part]}</p>
    </div>
  );
}

/** The link between two parts: down on a phone (the parts stack), a labelled arrow across from md. */
function Link({ label, dashed, className }: { label: string; dashed?: boolean; className?: string }) {
  return (
    <div
      className={cn(
        "flex items-center gap-2 font-mono text-[0.8125rem] text-accent md:flex-col md:items-stretch md:gap-1 md:px-3",
        className,
      )}
    >
      <ArrowDown className="size-4 shrink-0 md:hidden" />
      <span className="md:text-center">{label}</span>
      <span className="hidden items-center md:flex">
        <span className={cn("h-0 flex-1 border-t border-accent/70", dashed && "border-dashed")} />
        <ArrowRight className="-ml-1.5 size-4 shrink-0" />
      </span>
    </div>
  );
}
