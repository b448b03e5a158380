import type { ReactNode } from "react";

/**
 * A text whose hyphenated words ("on-chain", "e-mail") never break at their hyphen: each is kept on one line with
 * `whitespace-nowrap` (never U+2011, docs/design.md). Plain text in, text and spans out.
 */
export function keepHyphenated(text: string): ReactNode[] {
  return text.split(/(\S+-\S+)/).map((part, i) =>
    i % 2 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: a fixed split of static text, never reordered
      <span key={i} className="whitespace-nowrap" data-keep-hyphenated="">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
