/**
 * Inline links (text, not buttons), in two tones:
 * - `quiet`: a secondary link (in running text, under a section, a page's own path): the text's
 *   colour, underlined, so it reads as a link without taking the accent;
 * - `accent`: the one link a view wants followed, when no button carries the view's action (teal);
 * - `row` (review round 26, opt-in): the quiet look for the words of a link that is a whole row or card (Home's blog
 *   rows, resources and product cards), its underline darkening when the row (`group`) is hovered.
 */
const TONES = {
  quiet: "font-medium text-fg underline decoration-fg/40 underline-offset-4 transition-colors hover:decoration-fg",
  accent: "font-medium text-accent underline-offset-4 hover:underline",
  row: "font-medium text-fg underline decoration-fg/40 underline-offset-4 transition-colors group-hover:decoration-fg",
} as const;

export const linkClass = (tone: keyof typeof TONES = "quiet") => TONES[tone];
