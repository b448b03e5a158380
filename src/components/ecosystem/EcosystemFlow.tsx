import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp } from "lucide-react";
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
        <PhoneFlow />
        <div
          aria-hidden="true"
          className="hidden md:grid md:grid-cols-[auto_minmax(5rem,1fr)_auto_minmax(5rem,1fr)_auto] md:items-center md:gap-0"
        >
          {/* Supply to Demand: the grid's first row. */}
          <div className="contents">
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
          <div className="flex justify-center gap-3 md:col-span-3 md:col-start-2 md:gap-6 md:pt-8">
            <RoleBox part="Settlement" stub />
            <RoleBox part="Liquidity" stub />
          </div>
        </div>
      </div>
    </figure>
  );
}

/**
 * The flow on a phone (review round 13: the return arrow stopped short of Supply, the payment's label was rotated and
 * 10 px, and the arrow to Settlement and Liquidity fell between them): one column, the boxes the column's width less a
 * 2 rem gutter on the right, where the payment runs back up. Under Demand the payment's label, level and 13 px, its line
 * going right into the gutter, up, and left into Supply's edge, where its arrowhead sits; a dashed bar under the label
 * drops an arrow into the middle of each of the two boxes that hang from the payment.
 */
function PhoneFlow() {
  const { flow } = ecosystem;
  const line = "border-dashed border-accent/70";
  return (
    <div aria-hidden="true" className="grid grid-cols-[minmax(0,1fr)_2rem] md:hidden" data-flow-phone="">
      <RoleBox part="Supply" wide />
      {/* The gutter at Supply: the line comes up the gutter's middle and turns left, its arrowhead on Supply's edge. */}
      <div className="relative">
        <span className={cn("absolute top-1/2 right-1/2 bottom-0 left-0 rounded-tr-lg border-t border-r", line)} />
        <ArrowLeft className="absolute top-1/2 -left-1 size-4 -translate-y-1/2 text-accent" data-flow-return-head="" />
      </div>
      <Link label={flow.gpus} className="justify-center py-1.5" />
      <Gutter line={line} />
      <div className="flex w-full items-center justify-center gap-3 rounded-xl border border-accent/50 bg-surface px-4 py-3">
        <PingMark size={40} />
        <span className="font-mono text-[0.8125rem] leading-snug text-fg">{flow.network}</span>
      </div>
      <Gutter line={line} />
      <Link label={flow.compute} className="justify-center py-1.5" />
      <Gutter line={line} />
      <RoleBox part="Demand" wide />
      <Gutter line={line} />
      {/* The payment: down from Demand to its label, then right into the gutter. */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center">
        <span />
        <span className="flex flex-col items-center">
          <span className={cn("h-3 border-l", line)} />
          <span className="px-2 font-mono text-[0.8125rem] whitespace-nowrap text-accent">{flow.payment}</span>
          <span className={cn("h-3 border-l", line)} />
        </span>
        <span className={cn("h-0 border-t", line)} />
      </div>
      <div className="relative">
        <span className={cn("absolute top-0 right-1/2 bottom-1/2 left-0 rounded-br-lg border-r border-b", line)} />
      </div>
      {/* From the label, a bar across the two boxes' middles, an arrow down into each. */}
      <div className="relative col-span-2 mr-8 h-6">
        <span className={cn("absolute top-0 right-[calc((100%-0.75rem)/4)] left-[calc((100%-0.75rem)/4)] border-t", line)} />
        {["left-[calc((100%-0.75rem)/4)]", "right-[calc((100%-0.75rem)/4)]"].map((pos) => (
          <span key={pos} className={cn("absolute top-0 bottom-0 flex w-0 flex-col items-center", pos)}>
            <span className={cn("flex-1 border-l", line)} />
            <ArrowDown className="-mb-1 size-4 shrink-0 text-accent" data-flow-drop="" />
          </span>
        ))}
      </div>
      <div className="col-span-2 mr-8 grid grid-cols-2 gap-3">
        <RoleBox part="Settlement" wide />
        <RoleBox part="Liquidity" wide />
      </div>
    </div>
  );
}

/** The gutter beside a row of the phone's flow: the payment's line going up. */
function Gutter({ line }: { line: string }) {
  return (
    <div className="relative">
      <span className={cn("absolute inset-y-0 left-0 w-1/2 border-r", line)} />
    </div>
  );
}

/** One part: its role and what it does, in a box as wide as its words. `stub`: hangs from the payment line (from md). */
function RoleBox({ part, stub, wide }: { part: string; stub?: boolean; wide?: boolean }) {
  return (
    <div
      className={cn(
        wide ? "w-full" : "w-fit",
        "relative min-w-0 rounded-lg border border-border bg-surface px-4 py-3 text-center md:px-5 md:py-3.5 md:text-left",
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
