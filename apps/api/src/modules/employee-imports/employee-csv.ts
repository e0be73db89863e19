import { HttpStatus } from '@nestjs/common';
import { EMPLOYEE_IMPORT_LIMITS, type EmployeeImportColumn } from '@clearhire/contracts';
import { ApiError } from '../../common/errors/api-error';
import { csvRecords } from '../../common/csv/csv-records';

/** A problem of the import, by line (the header is line 1) and column (null: the whole row or file). */
export interface EmployeeImportProblem {
  line: number;
  column: EmployeeImportColumn | null;
  msg: string;
}

/** One data row: each known column's text, trimmed ('' where the column is absent or empty). */
export interface EmployeeCsvRow {
  line: number;
  cells: Record<EmployeeImportColumn, string>;
}

const COLUMNS: readonly string[] = EMPLOYEE_IMPORT_LIMITS.columns;
const notCsv = () => ApiError.unsupportedMedia(EMPLOYEE_IMPORT_LIMITS.message, 'file');

/** A refusal of the whole file (400), its problems in the error contract with their line and column. */
export function fileRefusal(problems: EmployeeImportProblem[]): ApiError {
  return new ApiError(
    HttpStatus.BAD_REQUEST,
    problems.map((p) => ({ msg: p.column ? `Line ${p.line}, ${p.column}: ${p.msg}` : `Line ${p.line}: ${p.msg}`, param: 'file', line: p.line, column: p.column })),
  );
}

const wholeFile = (msg: string) => new ApiError(HttpStatus.BAD_REQUEST, [{ msg, param: 'file' }]);

/**
 * The rows of an employee CSV. Refuses as a whole (before any row is checked) what is not a CSV
 * text file (415), cannot be parsed, has a header naming an unknown, repeated or missing column, no
 * rows, or more than EMPLOYEE_IMPORT_LIMITS.maxRows rows (400). Cells are not judged here.
 */
export function readEmployeeCsv(bytes: Buffer): EmployeeCsvRow[] {
  const records = csvRecords(bytes, notCsv, (line, msg) => ({ msg: `Line ${line}: ${msg}.`, param: 'file' }));
  if (records.length === 0) throw wholeFile(`The file is empty: it needs a header row (${EMPLOYEE_IMPORT_LIMITS.columns.join(', ')}) and a row per employee.`);
  const [header, ...rows] = records;
  const positions = headerPositions(header.record, header.line);
  if (rows.length === 0) throw wholeFile('The file has a header but no employees.');
  if (rows.length > EMPLOYEE_IMPORT_LIMITS.maxRows) {
    throw wholeFile(`The file has ${rows.length.toLocaleString('en-US')} rows; at most ${EMPLOYEE_IMPORT_LIMITS.maxRows.toLocaleString('en-US')} can be imported at once. Split it.`);
  }
  return rows.map(({ record, line }) => {
    const cells = {} as Record<EmployeeImportColumn, string>;
    for (const column of EMPLOYEE_IMPORT_LIMITS.columns) {
      const i = positions.get(column);
      cells[column] = i === undefined ? '' : (record[i] ?? '');
    }
    return { line, cells };
  });
}

/** Where each column is; an unknown column is refused, so a misspelt one is not silently dropped. */
function headerPositions(names: string[], line: number): Map<EmployeeImportColumn, number> {
  const positions = new Map<EmployeeImportColumn, number>();
  const problems: EmployeeImportProblem[] = [];
  names.forEach((raw, i) => {
    const name = raw.toLowerCase();
    if (!COLUMNS.includes(name)) {
      problems.push({ line, column: null, msg: `the header names an unknown column "${raw.slice(0, 40)}"; the columns are ${EMPLOYEE_IMPORT_LIMITS.columns.join(', ')}.` });
    } else if (positions.has(name as EmployeeImportColumn)) {
      problems.push({ line, column: name as EmployeeImportColumn, msg: `the column ${name} appears twice.` });
    } else positions.set(name as EmployeeImportColumn, i);
  });
  const missing = EMPLOYEE_IMPORT_LIMITS.requiredColumns.filter((c) => !positions.has(c));
  if (missing.length) problems.unshift({ line, column: null, msg: `the header must name the columns ${EMPLOYEE_IMPORT_LIMITS.requiredColumns.join(', ')}; missing: ${missing.join(', ')}.` });
  if (problems.length) throw fileRefusal(problems);
  return positions;
}
