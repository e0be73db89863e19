import { stringify } from 'csv-stringify/sync';

/**
 * A cell a spreadsheet would run as a formula: one that starts with =, +, -, @, a tab or a
 * carriage return (OWASP "CSV injection"). Names, streets and cities come from applicants and
 * employees, so every text cell of every CSV the product writes goes through here.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell as a spreadsheet will show it: a formula-like one is prefixed with an apostrophe and stays text. */
export function csvText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * The one way the product writes CSV: csv-stringify quotes and escapes, and every string cell is
 * neutralised (csvText). Numbers, booleans and dates are written as values.
 */
export function toCsv(rows: readonly (readonly unknown[])[] | readonly Record<string, unknown>[], columns: readonly string[]): string {
  return stringify(rows as unknown[], { header: true, columns: [...columns], cast: { string: csvText } });
}
