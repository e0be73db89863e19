import { I9_DOCUMENT_LISTS } from '@clearhire/contracts';
import { currentI9Choice } from './i9-documents';
import { compareCalendarDates, isCalendarDate } from './calendar-date';

/** A problem with a field of the I-9, in the API's error item shape. */
export interface FieldProblem {
  msg: string;
  param: string;
}

export interface CitizenshipInput {
  citizenship: 'citizen1' | 'citizen2' | 'citizen3' | 'citizen4';
  number?: string;
  expiry?: string;
  citizen4Number1?: string;
  citizen4Number2?: string;
  citizen4Number3?: string;
}

/** The value of `expiry` meaning the work authorization does not expire (refugees, asylees, FAS citizens). */
export const NO_EXPIRY = 'N/A';

/**
 * Form I-9 Section 1 attestation (docs/compliance.md §4.3): exactly one box; a lawful permanent resident
 * gives the USCIS/A-Number; a noncitizen authorized to work gives the authorization's end date
 * (or N/A) and exactly one of A-Number, I-94 number, or foreign passport number and country.
 * Numbers that belong to another box are refused rather than silently stored.
 */
export function citizenshipProblems(input: CitizenshipInput, today: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const given = (v?: string) => v !== undefined && v !== '';
  const c4 = (['citizen4Number1', 'citizen4Number2', 'citizen4Number3'] as const).filter((f) => given(input[f]));
  const notForThisBox = (param: keyof CitizenshipInput) => problems.push({ msg: 'This number does not apply to the status you chose.', param });

  if (input.citizenship === 'citizen3') {
    if (!given(input.number)) problems.push({ msg: 'Enter your USCIS or A-Number.', param: 'number' });
  } else if (given(input.number)) notForThisBox('number');

  if (input.citizenship === 'citizen4') {
    if (!given(input.expiry)) problems.push({ msg: 'Enter the date your work authorization ends, or N/A.', param: 'expiry' });
    else if (input.expiry !== NO_EXPIRY && !isCalendarDate(input.expiry!)) {
      problems.push({ msg: 'Work authorization end date must be a date (YYYY-MM-DD) or N/A.', param: 'expiry' });
    } else if (input.expiry !== NO_EXPIRY && compareCalendarDates(input.expiry!, today) < 0) {
      problems.push({ msg: 'Your work authorization has already ended.', param: 'expiry' });
    }
    if (c4.length !== 1) {
      problems.push({
        msg: 'Enter exactly one of: USCIS A-Number, Form I-94 admission number, or foreign passport number and country.',
        param: 'citizen4Number1',
      });
    }
  } else {
    if (given(input.expiry)) notForThisBox('expiry');
    for (const f of c4) notForThisBox(f);
  }
  return problems;
}

export interface DocumentChoice {
  listA?: string;
  listB?: string;
  listC?: string;
}

/**
 * The employee presents one List A document, or one List B plus one List C document
 * (docs/compliance.md §4.6); each must be a document of its list (a former choice still is:
 * currentI9Choice).
 */
export function documentChoiceProblems(choice: DocumentChoice): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const list of I9_DOCUMENT_LISTS) {
    const type = choice[list];
    if (type !== undefined && currentI9Choice(list, type) === undefined) {
      problems.push({ msg: `"${type}" is not a ${list.replace('list', 'List ')} document.`, param: list });
    }
  }
  const a = choice.listA !== undefined;
  const b = choice.listB !== undefined;
  const c = choice.listC !== undefined;
  if (a && (b || c)) problems.push({ msg: 'Upload either one List A document, or one List B and one List C document, not both.', param: 'listA' });
  else if (!a && !(b && c)) {
    problems.push({ msg: 'Upload one List A document, or one List B and one List C document.', param: b ? 'listC' : c ? 'listB' : 'listA' });
  }
  return problems;
}

/**
 * Form I-9 Supplement A, "Preparer and/or Translator Certification for Section 1" (08/01/23 edition;
 * docs/compliance.md §4.4): each person who helped fills and signs a separate area. The employee still
 * signs Section 1 personally.
 */
export const I9_SUPPLEMENT_A_ATTESTATION =
  'I attest, under penalty of perjury, that I have assisted in the completion of Section 1 of this form and that to the best of my knowledge the information is true and correct.';
