/**
 * Inline links (text, not buttons), in two tones:
 * - `quiet`: a secondary link (in running text, under a section, a page's own path): the text's
 *   colour, underlined, so it reads as a link without taking the accent;
 * - `accent`: the one link a view wants followed, when no button carries the view's action (teal).
 */
const TONES = {
  quiet: "font-medium text-fg underline decoration-fg/40 underline-offset-4 transition-colors hover:decoration-fg",
  accent: "font-medium text-accent underline-offset-4 hover:underline",
} as const;

export const linkClass = (tone: keyof typeof TONES = "quiet") => TONES[tone];
