/**
 * Unicode's bidirectional formatting characters: embeddings and overrides (U+202A-202E), isolates
 * (U+2066-2069) and the direction marks (U+200E, U+200F, U+061C). In a lead's text they can
 * reverse what follows them; where that text is shown next to our own (a tab title, an e-mail
 * subject) they are removed, and where it is shown on its own it is isolated (<bdi>).
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export const withoutBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, "");
