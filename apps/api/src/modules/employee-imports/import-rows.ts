import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { normaliseMobilePhone, type EmployeeImportColumn, type Language } from '@clearhire/contracts';
import { hireDatesProblems } from '@clearhire/domain';
import { flattenValidationErrors } from '../../common/validation/validation-pipe';
import type { EmployeeCsvRow, EmployeeImportProblem } from './employee-csv';
import { ImportedEmployeeFields } from './employee-imports.dto';

/** An employee a valid row would create. */
export interface ImportedEmployee {
  line: number;
  locationId: number;
  firstname: string;
  lastname: string;
  /** In lower case, as every employee's e-mail is stored. */
  email: string;
  mobilePhone: string | null;
  language: Language;
  externalId: string | null;
  jobTitle: string | null;
  startDate: string;
  offerAcceptedOn: string;
}

/** A location rows may name, and whether the importing user may add employees there. */
export interface ImportLocation {
  id: number;
  name: string;
  timeZone: string;
  inScope: boolean;
}

export interface RowsContext {
  /** Every location of the company (a member's others too, to say why a row naming one is refused). */
  locations: readonly ImportLocation[];
  /** The calendar date today in a time zone (the one Clock). */
  todayIn: (timeZone: string) => string;
}

export interface CheckedRows {
  employees: ImportedEmployee[];
  problems: EmployeeImportProblem[];
  /** Lines with at least one problem. */
  invalidLines: Set<number>;
}

/** The DTO's field each column fills, so the rules of adding an employee by hand judge it. */
const FIELD_OF: Record<Exclude<EmployeeImportColumn, 'location'>, keyof ImportedEmployeeFields> = {
  first_name: 'firstname',
  last_name: 'lastname',
  email: 'email',
  mobile_phone: 'mobilePhone',
  first_day: 'startDate',
  offer_accepted: 'offerAcceptedOn',
  job_title: 'jobTitle',
  external_id: 'externalId',
  language: 'language',
};
const COLUMN_OF = new Map<string, EmployeeImportColumn>(Object.entries(FIELD_OF).map(([column, field]) => [field, column as EmployeeImportColumn]));

/** Identity keys of an employee: the external id when there is one; always the e-mail and first day. */
export const externalKey = (externalId: string) => `x:${externalId}`;
export const emailDayKey = (email: string, startDate: string) => `e:${email}\u0000${startDate}`;

/**
 * Checks every row with the rules of adding an employee (AddEmployeeDto's fields, the hire dates
 * rule on the location's calendar), plus the import's own: a readable mobile number, a location of
 * the company in the user's scope, and no second row for the same employee (same external id, or
 * same e-mail and first day) in the file. Every problem of every row is listed.
 */
export function checkEmployeeRows(rows: readonly EmployeeCsvRow[], ctx: RowsContext): CheckedRows {
  const byName = new Map(ctx.locations.map((l) => [l.name.trim().toLowerCase(), l]));
  const todays = new Map<string, string>();
  const todayAt = (timeZone: string) => todays.get(timeZone) ?? todays.set(timeZone, ctx.todayIn(timeZone)).get(timeZone)!;
  const firstLineOf = new Map<string, number>();
  const employees: ImportedEmployee[] = [];
  const problems: EmployeeImportProblem[] = [];
  const invalidLines = new Set<number>();

  for (const { line, cells } of rows) {
    const found: EmployeeImportProblem[] = [];
    const problem = (column: EmployeeImportColumn | null, msg: string) => found.push({ line, column, msg });

    const phoneText = cells.mobile_phone;
    const plain = {
      firstname: cells.first_name,
      lastname: cells.last_name,
      email: cells.email,
      startDate: cells.first_day,
      offerAcceptedOn: cells.offer_accepted,
      mobilePhone: phoneText === '' ? '' : (normaliseMobilePhone(phoneText) ?? phoneText),
      externalId: cells.external_id,
      jobTitle: cells.job_title,
      language: cells.language === '' ? '' : cells.language.toLowerCase(),
    };
    const fields = plainToInstance(ImportedEmployeeFields, plain);
    for (const item of flattenValidationErrors(validateSync(fields, { validationError: { target: false, value: false } }), '')) {
      if (item.param && COLUMN_OF.has(item.param)) problem(COLUMN_OF.get(item.param)!, item.msg);
    }
    if (fields.startDate === undefined && !found.some((p) => p.column === 'first_day')) problem('first_day', 'First day of employment is required.');
    if (fields.offerAcceptedOn === undefined && !found.some((p) => p.column === 'offer_accepted')) problem('offer_accepted', 'Job offer accepted on is required.');

    const location = locationOf(cells.location, ctx.locations, byName, problem);
    if (location && !found.some((p) => p.column === 'first_day' || p.column === 'offer_accepted')) {
      for (const p of hireDatesProblems(fields, todayAt(location.timeZone))) problem(p.param === 'offerAcceptedOn' ? 'offer_accepted' : 'first_day', p.msg);
    }

    const email = (fields.email ?? '').toLowerCase();
    if (!found.some((p) => p.column === 'email' || p.column === 'first_day' || p.column === 'external_id')) {
      const keys = [...(fields.externalId ? [externalKey(fields.externalId)] : []), emailDayKey(email, fields.startDate!)];
      const sameExternal = fields.externalId ? firstLineOf.get(keys[0]) : undefined;
      const sameEmailDay = firstLineOf.get(keys[keys.length - 1]);
      if (sameExternal !== undefined) problem('external_id', `the same external id is already on line ${sameExternal}.`);
      else if (sameEmailDay !== undefined) problem(null, `an employee with the same e-mail and first day is already on line ${sameEmailDay}.`);
      else for (const k of keys) firstLineOf.set(k, line);
    }

    if (found.length || !location) {
      problems.push(...found);
      invalidLines.add(line);
      continue;
    }
    employees.push({
      line,
      locationId: location.id,
      firstname: fields.firstname,
      lastname: fields.lastname,
      email,
      mobilePhone: fields.mobilePhone ?? null,
      language: fields.language ?? 'en',
      externalId: fields.externalId ?? null,
      jobTitle: fields.jobTitle ?? null,
      startDate: fields.startDate!,
      offerAcceptedOn: fields.offerAcceptedOn!,
    });
  }
  return { employees, problems, invalidLines };
}

/** The row's location: the one named (in the user's scope), or the company's only one when none is named. */
function locationOf(
  name: string,
  all: readonly ImportLocation[],
  byName: Map<string, ImportLocation>,
  problem: (column: EmployeeImportColumn, msg: string) => void,
): ImportLocation | null {
  name = name.trim();
  if (name === '') {
    if (all.length === 1 && all[0].inScope) return all[0];
    problem('location', 'Name the location: the company has several.');
    return null;
  }
  const location = byName.get(name.toLowerCase());
  if (!location) {
    problem('location', 'No location of the company has this name.');
    return null;
  }
  if (!location.inScope) {
    problem('location', 'Choose one of your locations.');
    return null;
  }
  return location;
}
