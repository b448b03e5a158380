// CSV export cells that a spreadsheet would read as a formula: not only = + - @ at the very start,
// but also behind leading blanks (spaces, tabs, line breaks, no-break and zero-width spaces), and
// the full-width forms ＝ ＋ － ＠ that some spreadsheets fold to their ASCII twins.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { csvCell } from "../../src/lib/csv.ts";

/** The cell's text as a spreadsheet reads it (the CSV quoting undone). */
const unquoted = (cell: string) => (cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell);

describe("CSV cells that would start a formula are neutralised", () => {
  test.each([
    ["spaces before =", "   =1+1"],
    ["a space before +", " +1"],
    ["a space before -", " -1"],
    ["a space before @", " @SUM(A1)"],
    ["a tab before =", "\t=1"],
    ["a line feed before =", '\n=HYPERLINK("http://x")'],
    ["a CR LF before =", "\r\n=1"],
    ["a no-break space before =", "\u00a0=1+1"],
    ["a narrow no-break space before =", "\u202f=1"],
    ["a zero-width space before =", "\u200b=1+1"],
    ["a zero-width no-break space (BOM) before =", "\ufeff=1"],
    ["a word joiner before -", "\u2060-1"],
    ["an ideographic space before =", "\u3000=1"],
    ["mixed blanks before @", " \u00a0\u200b\t@cmd"],
    ["a space before full-width ＝", " ＝1+1"],
    ["full-width ＝ at the start", "＝1+1"],
    ["full-width ＋ at the start", "＋1"],
    ["full-width － at the start", "－1"],
    ["full-width ＠ at the start", "＠SUM(A1)"],
    ["a zero-width space before full-width ＋", "\u200b＋1"],
  ])("%s", (_name, input) => {
    const cell = unquoted(csvCell(input));
    expect(cell).toBe(`'${input}`);
  });

  test.each([["plain"], ["a = b"], ["  spaced text"], ["e-mail@example.com"], ["１２３"]])("%j is left as it is", (input) => {
    expect(unquoted(csvCell(input))).toBe(input);
  });

  test("no cell's first visible character is a formula character, whatever the text", () => {
    const blank = fc.constantFrom(" ", "\t", "\n", "\r", "\u00a0", "\u200b", "\ufeff", "\u3000", "\u2060");
    const start = fc.constantFrom("=", "+", "-", "@", "＝", "＋", "－", "＠");
    const text = fc.tuple(fc.array(blank, { maxLength: 4 }), start, fc.string()).map(([b, s, rest]) => b.join("") + s + rest);
    fc.assert(fc.property(text, (s) => unquoted(csvCell(s)).startsWith("'")));
  });
});
