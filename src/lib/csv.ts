/**
 * CSV for the inbox's exports, written by the server (leads) and by the insights screen in the
 * browser (its tables): one module both import, with no dependency of its own.
 *
 * CSV per RFC 4180 (CRLF line ends; fields with a comma, quote, CR or LF quoted, quotes doubled),
 * safe to open in a spreadsheet: a text cell whose first visible character is = + - @ (or their
 * full-width forms ＝ ＋ － ＠, which some spreadsheets fold to ASCII), or that starts with a
 * tab, CR or LF, could be read as a formula, so it gets a leading single quote (OWASP "CSV
 * injection"). Spreadsheets skip leading blanks before a formula, so "visible" means after any
 * white space (spaces, line breaks, no-break spaces) and invisible format characters (zero-width
 * spaces, joiners, the byte-order mark).
 */
const FORMULA_START = /^(?:[\s\p{Cf}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r\n])/u;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record of values, in order, with its CRLF. */
export const csvRecord = (values: readonly unknown[]): string => `${values.map(csvCell).join(",")}\r\n`;

/** One record (or the header: the column names themselves) with its CRLF. */
export function csvLine(columns: readonly string[], row?: Record<string, unknown>): string {
  return csvRecord(row ? columns.map((c) => row[c]) : columns);
}
