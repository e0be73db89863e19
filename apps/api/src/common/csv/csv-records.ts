import { HttpStatus } from '@nestjs/common';
import { CsvError, parse } from 'csv-parse/sync';
import { filetypeinfo } from 'magic-bytes.js';
import { ApiError } from '../errors/api-error';

/** One record of a CSV file and the line it ends on (the header is line 1). */
export interface CsvRecord {
  record: string[];
  line: number;
}

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * The records of an uploaded CSV file, shared by the imports (wages, employees). Refuses with
 * `notCsv` (415) what is not a text file, and with 400 what cannot be parsed, naming the line and
 * the kind of fault but never quoting the data (a cell may hold an SSN or a name).
 */
export function csvRecords(bytes: Buffer, notCsv: () => ApiError, problemAt: (line: number, msg: string) => { msg: string; param: string }): CsvRecord[] {
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
    // csv-parse's own messages can quote the data: only the line and the kind of fault leave.
    const line = err instanceof CsvError && typeof err['lines'] === 'number' ? err['lines'] : null;
    const what = err instanceof CsvError && /QUOTE/.test(err.code) ? 'a quoted value is not closed or a quote is misplaced' : 'the file is not valid CSV';
    throw new ApiError(HttpStatus.BAD_REQUEST, [line ? problemAt(line, what) : { msg: `The file cannot be read: ${what}.`, param: 'file' }]);
  }
  return records.map(({ record, info }) => ({ record, line: info.lines }));
}
