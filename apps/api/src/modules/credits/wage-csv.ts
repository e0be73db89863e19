import { HttpStatus } from '@nestjs/common';
import { CsvError, parse } from 'csv-parse/sync';
import { filetypeinfo } from 'magic-bytes.js';
import type { ApiErrorItem } from '@clearhire/contracts';
import { WAGE_IMPORT_LIMITS } from '@clearhire/contracts';
import { ApiError } from '../../common/errors/api-error';

/** A problem of the import: always about the file, with the line it is on (the header is line 1). */
export interface ImportProblem extends ApiErrorItem {
  param: 'file';
  line?: number;
}

export const lineProblem = (line: number, msg: string): ImportProblem => ({ msg: `Line ${line}: ${msg}`, param: 'file', line });

/** One data row: its values when every cell could be read, else what could not (nothing is matched or checked yet). */
export type WageCsvRow = { line: number; values: WageCsvValues; problems: [] } | { line: number; values: null; problems: ImportProblem[] };

export interface WageCsvValues {
  /** 9 digits, dashes and spaces removed. Kept in memory only: never echoed, logged or stored. */
  ssn: string;
  taxYear: number;
  hours: number;
  firstYearWages: number;
  secondYearWages: number;
}

type Column = (typeof WAGE_IMPORT_LIMITS.columns)[number];

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const notCsv = () => ApiError.unsupportedMedia(WAGE_IMPORT_LIMITS.message, 'file');

/**
 * The rows of an uploaded wage CSV. Refuses, before reading a row, what is not a CSV text file (415),
 * cannot be parsed, lacks a column or holds too many rows (400). Values that cannot be read are
 * reported per row, so one answer can list every bad line.
 */
export function readWageCsv(bytes: Buffer, originalName: string): WageCsvRow[] {
  if (!/\.csv$/i.test(originalName)) throw notCsv();
  // A PDF, spreadsheet or image renamed .csv: known magic bytes (after a UTF-8 byte order mark,
  // which Excel writes and the parser skips), or NUL bytes no text file has.
  const start = bytes.subarray(0, 3).equals(UTF8_BOM) ? 3 : 0;
  if (filetypeinfo(new Uint8Array(bytes.subarray(start, start + 64))).length > 0 || bytes.includes(0)) throw notCsv();

  let records: { record: string[]; info: { lines: number } }[];
  try {
    // Non-UTF-8 text (a Windows-1252 export) decodes with replacement characters, which only names could hold.
    // With info: true each record comes as { record, info } (the typings only know plain arrays).
    records = parse(bytes.toString('utf8'), { bom: true, info: true, skip_empty_lines: true, relax_column_count: true, trim: true, max_record_size: 64 * 1024 }) as unknown as typeof records;
  } catch (err) {
    // csv-parse's own messages can quote the data (an SSN): only the line and the kind of fault leave.
    const line = err instanceof CsvError && typeof err['lines'] === 'number' ? err['lines'] : null;
    const what = err instanceof CsvError && /QUOTE/.test(err.code) ? 'a quoted value is not closed or a quote is misplaced' : 'the file is not valid CSV';
    throw new ApiError(HttpStatus.BAD_REQUEST, [line ? lineProblem(line, what) : { msg: `The file cannot be read: ${what}.`, param: 'file' }]);
  }

  if (records.length === 0) throw new ApiError(HttpStatus.BAD_REQUEST, [{ msg: 'The file is empty: it needs a header row and a row per hire and tax year.', param: 'file' }]);
  const [header, ...rows] = records;
  const positions = headerPositions(header.record, header.info.lines);
  if (rows.length === 0) throw new ApiError(HttpStatus.BAD_REQUEST, [{ msg: 'The file has a header but no rows of wages.', param: 'file' }]);
  if (rows.length > WAGE_IMPORT_LIMITS.maxRows) {
    throw new ApiError(HttpStatus.BAD_REQUEST, [{ msg: `The file has ${rows.length.toLocaleString('en-US')} rows; at most ${WAGE_IMPORT_LIMITS.maxRows.toLocaleString('en-US')} can be imported at once. Split it.`, param: 'file' }]);
  }
  return rows.map(({ record, info }) => readRow(record, info.lines, positions));
}

function headerPositions(names: string[], line: number): Map<Column, number> {
  const positions = new Map<Column, number>();
  const problems: ImportProblem[] = [];
  names.forEach((raw, i) => {
    const name = raw.toLowerCase() as Column;
    if (!(WAGE_IMPORT_LIMITS.columns as readonly string[]).includes(name)) return;
    if (positions.has(name)) problems.push(lineProblem(line, `the column ${name} appears twice.`));
    else positions.set(name, i);
  });
  const missing = WAGE_IMPORT_LIMITS.requiredColumns.filter((c) => !positions.has(c));
  if (missing.length) {
    problems.unshift(lineProblem(line, `the header must name the columns ssn, tax_year, hours and first_year_wages (second_year_wages is optional); missing: ${missing.join(', ')}.`));
  }
  if (problems.length) throw new ApiError(HttpStatus.BAD_REQUEST, problems);
  return positions;
}

function readRow(record: string[], line: number, positions: Map<Column, number>): WageCsvRow {
  const problems: ImportProblem[] = [];
  const value = (c: Column) => {
    const i = positions.get(c);
    return i === undefined ? '' : (record[i] ?? '');
  };

  const digits = value('ssn').replace(/[\s-]/g, '');
  const ssn = /^\d{9}$/.test(digits) ? digits : null;
  if (!ssn) problems.push(lineProblem(line, value('ssn') === '' ? 'the SSN is missing.' : 'the SSN must be 9 digits (dashes allowed).'));

  const yearText = value('tax_year');
  const taxYear = /^\d{4}$/.test(yearText) ? Number(yearText) : null;
  if (taxYear === null) problems.push(lineProblem(line, 'tax_year must be a year such as 2025.'));

  const amount = (c: Column, required: boolean): number | null => {
    const text = value(c);
    if (text === '') {
      if (!required) return 0;
      problems.push(lineProblem(line, `${c} is empty.`));
      return null;
    }
    // Spreadsheets may write 8,000.00 or $8,000.00; anything else that is not a plain number is refused.
    const plain = text.replace(/^(-?)\$/, '$1').replace(/,(?=\d{3}(?:\D|$))/g, '');
    if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(plain)) {
      problems.push(lineProblem(line, `${c} must be a number.`));
      return null;
    }
    return Number(plain);
  };
  const hours = amount('hours', true);
  const firstYearWages = amount('first_year_wages', true);
  const secondYearWages = amount('second_year_wages', false);
  if (ssn === null || taxYear === null || hours === null || firstYearWages === null || secondYearWages === null) return { line, values: null, problems };
  return { line, values: { ssn, taxYear, hours, firstYearWages, secondYearWages }, problems: [] };
}
