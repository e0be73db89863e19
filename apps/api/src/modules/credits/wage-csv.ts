import { HttpStatus } from '@nestjs/common';
import type { ApiErrorItem } from '@clearhire/contracts';
import { WAGE_IMPORT_LIMITS } from '@clearhire/contracts';
import { ApiError } from '../../common/errors/api-error';
import { csvRecords } from '../../common/csv/csv-records';

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

const notCsv = () => ApiError.unsupportedMedia(WAGE_IMPORT_LIMITS.message, 'file');

/**
 * The rows of an uploaded wage CSV. Refuses, before reading a row, what is not a CSV text file (415),
 * cannot be parsed, lacks a column or holds too many rows (400). Values that cannot be read are
 * reported per row, so one answer can list every bad line.
 */
export function readWageCsv(bytes: Buffer, originalName: string): WageCsvRow[] {
  if (!/\.csv$/i.test(originalName)) throw notCsv();
  const records = csvRecords(bytes, notCsv, lineProblem);

  if (records.length === 0) throw new ApiError(HttpStatus.BAD_REQUEST, [{ msg: 'The file is empty: it needs a header row and a row per hire and tax year.', param: 'file' }]);
  const [header, ...rows] = records;
  const positions = headerPositions(header.record, header.line);
  if (rows.length === 0) throw new ApiError(HttpStatus.BAD_REQUEST, [{ msg: 'The file has a header but no rows of wages.', param: 'file' }]);
  if (rows.length > WAGE_IMPORT_LIMITS.maxRows) {
    throw new ApiError(HttpStatus.BAD_REQUEST, [{ msg: `The file has ${rows.length.toLocaleString('en-US')} rows; at most ${WAGE_IMPORT_LIMITS.maxRows.toLocaleString('en-US')} can be imported at once. Split it.`, param: 'file' }]);
  }
  return rows.map(({ record, line }) => readRow(record, line, positions));
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
