export type Fact = { readonly term: string; readonly value: string };

/**
 * The one look of a fact (review round 14): its term in small mono capitals, muted; its value in mono, in
 * the text colour. The team's facts (/careers' hero) and a role's facts (its department in the form view); the
 * roles' table and /about use its term and value styles.
 */
export const factTerm = "font-mono text-xs tracking-[0.16em] text-muted uppercase";
export const factValue = "font-mono text-sm text-fg";
/**
 * Review round 21: the one look of a department's name wherever a team list names one (Home's team list, /about's
 * desks, /careers' roles): a fact's value in the muted colour, regular weight, so it reads as static text, never as a
 * link (Home's were 18 px bold white on rules, /about's white mono capitals, /careers' white mono).
 */
export const departmentName = "font-mono text-sm font-normal text-muted";

const LAYOUTS = {
  /** Ruled rows, the term beside its value: a column of facts (/about's "Hiring now", the role in the form view). */
  rows: ["divide-y divide-border border-y border-border", "grid grid-cols-[7rem_minmax(0,1fr)] items-baseline gap-x-4 py-3"],
  /**
   * Cells side by side, each the term over its value, a hairline BETWEEN cells: a line of facts (/careers' hero, a role's
   * department in the form view). Review round 18: the first cell's rule put its text 13 px in from every other left
   * edge; the list is drawn 13 px (the rule and its padding) to the left of its column and that strip is clipped, so
   * the cell that starts each line, the first or one wrapped on a narrow screen, shows no rule and its text sits on
   * the column's edge.
   */
  cells: [
    "-ml-[calc(0.75rem+1px)] flex flex-wrap gap-x-6 gap-y-3 [clip-path:inset(0_0_0_calc(0.75rem+1px))]",
    "space-y-1 border-l border-border pl-3",
  ],
} as const;

/** A few facts as a `dl`, in one of two compositions of the same look. */
export function Facts({ items, layout }: { items: readonly Fact[]; layout: keyof typeof LAYOUTS }) {
  const [list, item] = LAYOUTS[layout];
  return (
    <dl className={list}>
      {items.map((f) => (
        <div key={f.term} className={item}>
          <dt className={factTerm}>{f.term}</dt>
          <dd className={factValue}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
