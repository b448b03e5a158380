import { BookOpen } from "lucide-react";
import { x402Page } from "../../content/x402.ts";
import { Container } from "../ui/Container.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { stackedTable } from "../ui/stacked-table.ts";
import { cn } from "../ui/cn.ts";
import { TokenSummary } from "./TokenTable.tsx";
import { CallToAction } from "../ui/CallToAction.tsx";
import { ActionPair } from "../ui/ActionPair.tsx";

/** Benefits as a comparison: card checkout against x402, row by row (stacked on a phone). A full-bleed band. */
export function X402Benefits() {
  const { benefits } = x402Page;
  const { columns } = benefits;
  return (
    <section id={benefits.id} aria-labelledby="benefits-title" className="border-y border-border/60 bg-surface/40 py-16 sm:py-24">
      <Container className="space-y-10">
        <SectionHeading id="benefits-title" eyebrow={benefits.eyebrow} title={benefits.heading} lead={benefits.lead} />
        <table className={cn(stackedTable.table, "sm:table-fixed")} data-x402-compare="">
          <caption className="sr-only">{benefits.heading}</caption>
          <thead className={cn(stackedTable.head, "font-mono text-xs tracking-[0.14em] uppercase")}>
            <tr className="border-b border-border">
              <td className="w-[26%] pb-3" />
              <th scope="col" className="pb-3 font-medium text-muted sm:px-5">
                {columns.card}
              </th>
              {/* The protocol's name keeps its lower-case x, in the header's capitals as in the phone's labels. */}
              <th scope="col" className="pb-3 font-medium text-accent normal-case sm:px-5">
                {columns.x402}
              </th>
            </tr>
          </thead>
          {/* Review round 18: a closing rule under the last row across all three columns (the x402 column's tint no longer
              ends the table alone). */}
          <tbody className={cn(stackedTable.body, "max-sm:space-y-3 sm:divide-y sm:divide-border sm:border-b sm:border-border")}>
            {benefits.rows.map((r) => (
              <tr key={r.aspect} className={cn(stackedTable.row, "max-sm:rounded-xl max-sm:border max-sm:border-border max-sm:bg-bg/60")}>
                <th scope="row" className="col-span-2 py-0 font-display text-base font-semibold text-fg sm:py-4">
                  {r.aspect}
                </th>
                <td data-label={columns.card} className={cn(stackedTable.cell, "text-muted max-sm:col-span-2")}>
                  {r.card}
                </td>
                <td
                  data-label={columns.x402}
                  className={cn(
                    stackedTable.cell,
                    // The x402 column keeps its tint on a phone (review round 14): the stacked cell is a tinted tile, its text
                    // still on the card's grid (the negative margin gives back the padding), its label in the header's accent.
                    // Review round 16: on a phone each answer has the card's full width, "Card checkout" above "x402"
                    // (side by side, the tile was narrower than the card and its text ran to 3-4 lines).
                    "max-sm:col-span-2 bg-accent/5 text-fg max-sm:-mx-2 max-sm:mt-1 max-sm:rounded-lg max-sm:px-2 max-sm:py-2 max-sm:before:text-accent max-sm:before:normal-case!",
                  )}
                  data-x402-cell=""
                >
                  {r.x402}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Container>
    </section>
  );
}

/**
 * PING token, SUI, ETH, USDC: the heading beside the tokens. Review round 19: a compact summary (marks, names, networks)
 * with a link to the documentation's token table, the reference; the same table on both pages read as one component twice.
 */
export function PaymentMethods() {
  const { payments } = x402Page;
  return (
    <section id={payments.id} aria-labelledby="payments-title" className="py-16 sm:py-24">
      <Container className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-16">
        <SectionHeading id="payments-title" eyebrow={payments.eyebrow} title={payments.heading} lead={payments.lead} />
        <TokenSummary className="self-start" />
      </Container>
    </section>
  );
}

export function X402Cta() {
  const { cta, actions } = x402Page;
  return (
    <CallToAction
      closing
      titleId="cta-title"
      title={cta.heading}
      text={cta.text}
      actions={
        <ActionPair
          primary={actions.primary}
          secondary={actions.secondary}
          secondaryIcon={<BookOpen className="size-4" aria-hidden="true" />}
        />
      }
    />
  );
}
