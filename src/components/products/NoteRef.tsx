/** Atmosphere's caveats are one numbered list under its latency table; these mark where each applies. */

/** Where each caveat is marked: its number in the notes under the latency table, in reading order. */
export const noteNumber = { example: 1, countries: 2, targets: 3 } as const;

/** A note's number where it applies (superscript, read as "note 1"); the notes are listed under the latency table. */
export function NoteRef({ note }: { note: keyof typeof noteNumber }) {
  return (
    <sup className="ml-0.5 font-mono text-xs text-muted normal-case" data-note-ref={note}>
      <span className="sr-only">note </span>
      {noteNumber[note]}
    </sup>
  );
}
