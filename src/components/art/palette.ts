/** The illustration language's colours (docs/design.md, "Imagery"), as the theme's variables: one set for every drawing. */
export const STROKE = "var(--color-border)";
export const MUTED = "var(--color-muted)";
/** What is live or selected: a lit unit, a route, the GPU that runs. */
export const LIVE = "var(--color-accent)";
/** A payment's path. */
export const PAY = "var(--color-accent-2)";
export const BG = "var(--color-bg)";
export const FG = "var(--color-fg)";
