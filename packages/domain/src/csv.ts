import { londonDateOf } from './london-time';

/**
 * CSV for the admin's exports (RFC 4180: comma separated, CRLF line ends, a field quoted when it holds a comma,
 * a quote or a line break, its quotes doubled). Text that a spreadsheet would run as a formula (starting with
 * = + - @, a tab or a carriage return) is prefixed with an apostrophe, so a customer named "=HYPERLINK(…)" stays
 * text (OWASP, CSV injection). Numbers are ours, never a customer's, and are written as they are: -5.5 stays a number.
 */
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Written before an export's header: without it Excel opens the file as Windows-1252 and shows "Sinéad" as
 * "SinÃ©ad". Other readers take it as the UTF-8 signature it is.
 */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

/** One record, line end included. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

export const EXPORT_KINDS = ['users', 'bookings', 'merchants', 'audit'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** `{kind}-{YYYY-MM-DD}.csv`, dated in London (an export at 00:30 on a summer night is that day's). */
export function exportFileName(kind: ExportKind, now: Date): string {
  return `${kind}-${londonDateOf(now)}.csv`;
}
