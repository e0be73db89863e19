import { i9DocumentTitle, i9DocumentTitlesForChoice, i9DocumentTitlesOf, type I9DocumentTitle, type I9List } from '@clearhire/domain';
import type { CompanyView, EmployeeDetailView, ExaminedDocumentDto, Section2Dto } from '../../../api/generated';
import type { ServerErrorFields } from '../../../ui/form/server-errors';

/** One document row of the Section 2 form, as the inputs hold it. */
export interface DocumentRow {
  list: I9List;
  title: string;
  issuingAuthority: string;
  number: string;
  expirationDate: string;
  noExpiration: boolean;
  hasPhoto: boolean;
}

export type PresentedLists = 'A' | 'BC';

/** What the examiner states and signs, alike in Section 2 and in a Supplement B section. */
export interface ExaminerValues {
  alternativeProcedure: boolean;
  /** The examiner confirms the live video call of the alternative procedure (not sent: it is part of the attestation). */
  liveVideo: boolean;
  additionalInformation: string;
  lastName: string;
  firstName: string;
  /** The examiner accepts the certification before signing. */
  attested: boolean;
}

export interface Section2Values extends ExaminerValues {
  presented: PresentedLists;
  firstDayOfEmployment: string;
  shortTermEmployment: boolean;
  documents: DocumentRow[];
  title: string;
  employerName: string;
  employerStreet: string;
  employerCity: string;
  employerState: string;
  employerZip: string;
}

/** Most List A documents stand alone; a foreign passport goes with Form I-94 or its I-551 stamp, and a student's third form. */
export const MAX_LIST_A_DOCUMENTS = 3;

/** A document row before the examiner fills it in; `title` where the employee's choice names one. */
export const emptyRow = (list: I9List, title = ''): DocumentRow => ({ list, title, issuingAuthority: '', number: '', expirationDate: '', noExpiration: false, hasPhoto: false });

/** The employee's Section 1 choice of a list (public short label), if any. */
function choiceOf(employee: EmployeeDetailView, list: I9List): string | undefined {
  const chosen = employee.documents_type as Record<string, { type?: string }> | null;
  return chosen?.[`list${list}`]?.type;
}

/** The Form's title that matches the employee's choice, when exactly one does (else the examiner picks). */
function suggestedTitle(employee: EmployeeDetailView, list: I9List): string {
  const matches = i9DocumentTitlesForChoice(list, choiceOf(employee, list)).filter((d) => !d.receipt);
  return matches.length === 1 ? matches[0].title : '';
}

export function documentRows(employee: EmployeeDetailView, presented: PresentedLists): DocumentRow[] {
  return presented === 'A' ? [emptyRow('A', suggestedTitle(employee, 'A'))] : [emptyRow('B', suggestedTitle(employee, 'B')), emptyRow('C', suggestedTitle(employee, 'C'))];
}

/** The examiner's part before it is filled in: nothing stated yet, their name as the session gives it, split at the first space. */
export function examinerDefaults(examinerName: string): ExaminerValues {
  const [firstName = '', ...rest] = examinerName.trim().split(/\s+/);
  return { alternativeProcedure: false, liveVideo: false, additionalInformation: '', lastName: rest.join(' '), firstName, attested: false };
}

/**
 * The Section 2 form filled with what is known: the employee's lists and first day, the examiner's
 * name, the business address of the employee's location (the API's default, else the company's).
 */
export function section2Defaults(employee: EmployeeDetailView, company: CompanyView | undefined, examinerName: string): Section2Values {
  const presented: PresentedLists = choiceOf(employee, 'A') ? 'A' : 'BC';
  const address = employee.section2_business_address ?? company?.address;
  return {
    ...examinerDefaults(examinerName),
    presented,
    firstDayOfEmployment: employee.start_date ?? '',
    shortTermEmployment: false,
    documents: documentRows(employee, presented),
    title: '',
    employerName: company?.name ?? employee.company_name,
    employerStreet: address?.street ?? '',
    employerCity: address?.city ?? '',
    employerState: address?.state ?? '',
    employerZip: address?.zip ?? '',
  };
}

export interface TitleGroup {
  label: string;
  titles: readonly I9DocumentTitle[];
}

/**
 * A list's titles for the picker: those matching the employee's Section 1 choice first, then the
 * rest of the list. Every title stays available: the employee chooses what to present, and the
 * original may differ from the scan (refusing it would be document abuse).
 */
export function titleGroups(employee: EmployeeDetailView, list: I9List): TitleGroup[] {
  const choice = choiceOf(employee, list);
  const all = i9DocumentTitlesOf(list);
  const chosen = i9DocumentTitlesForChoice(list, choice);
  if (chosen.length === 0) return [{ label: `List ${list}`, titles: all }];
  return [
    { label: `Chosen in Section 1: ${choice}`, titles: chosen },
    { label: `Other List ${list} documents`, titles: all.filter((d) => !chosen.includes(d)) },
  ];
}

/** What the Form needs of a row's document, for showing and requiring its inputs. */
export function rowFacts(row: DocumentRow): I9DocumentTitle | undefined {
  return row.title ? i9DocumentTitle(row.list, row.title) : undefined;
}

/** Whether a row must carry an expiration date: its document has one, and the examiner did not say it has none. */
export function needsExpiration(row: DocumentRow | undefined): boolean {
  const facts = row && rowFacts(row);
  return Boolean(facts && !facts.notation && facts.expiration !== 'none' && !row.noExpiration);
}

/** The API body: trimmed text, no expiration for a document without one, the photo only where it is asked. */
export function toSection2Dto(v: Section2Values, askPhoto: (row: DocumentRow) => boolean): Section2Dto {
  const text = (s: string) => s.trim() || undefined;
  return {
    firstDayOfEmployment: v.firstDayOfEmployment,
    shortTermEmployment: v.shortTermEmployment,
    documents: v.documents.map((row) => ({
      list: row.list,
      title: row.title as ExaminedDocumentDto['title'],
      issuingAuthority: rowFacts(row)?.notation ? undefined : text(row.issuingAuthority),
      number: rowFacts(row)?.notation ? undefined : text(row.number),
      expirationDate: needsExpiration(row) ? text(row.expirationDate) : undefined,
      hasPhoto: askPhoto(row) ? row.hasPhoto : undefined,
    })),
    alternativeProcedure: v.alternativeProcedure,
    additionalInformation: text(v.additionalInformation),
    lastName: v.lastName.trim(),
    firstName: v.firstName.trim(),
    title: v.title.trim(),
    employerName: v.employerName.trim(),
    employerStreet: v.employerStreet.trim(),
    employerCity: v.employerCity.trim(),
    employerState: v.employerState as Section2Dto['employerState'],
    employerZip: v.employerZip.trim(),
  };
}

/** The fields whose server errors show under them; `documents.<i>.<field>` match the row inputs' names as they are. */
export const SECTION2_ERROR_FIELDS: ServerErrorFields<Section2Values> = {
  fields: ['firstDayOfEmployment', 'alternativeProcedure', 'additionalInformation', 'lastName', 'firstName', 'title', 'employerName', 'employerStreet', 'employerCity', 'employerState', 'employerZip'],
};
