import { I9_FORMER_CHOICES, I9_LIST_A, I9_LIST_B, I9_LIST_C, type I9DocumentList, type I9FormerChoice } from '@clearhire/contracts';
import type { FieldProblem } from './i9-section1';

/**
 * The documents an employer may record in Form I-9 Section 2 and Supplement B: the Lists of
 * Acceptable Documents of the 08/01/23 and 01/20/25 editions (8 CFR 274a.2(b)(1)(v); M-274 §13,
 * Lists of Acceptable Documents; docs/compliance.md §4.6), titled as the USCIS fillable form's
 * Section 2 choices title them, except where those read alike across lists or within one (the
 * Form I-766 of List A and the DHS document of List C, the three reports of a birth abroad): there
 * the M-274's titles, each once. With the facts each rule below reads. The employee chooses what to
 * present; the employer records it. Refusing a document of these lists is document abuse
 * (8 U.S.C. 1324b(a)(6)), so the rules refuse only what the Form itself does not accept.
 */
export type I9List = 'A' | 'B' | 'C';

/**
 * How a List A document stands: alone, or as one part of the combinations the Form allows
 * (List A items 3, 5 and 6: a foreign passport with a temporary I-551 stamp or Form I-94, an FSM or
 * RMI passport with Form I-94).
 */
type ListAPart = 'alone' | 'foreign-passport' | 'compact-passport' | 'i551-stamp' | 'i94' | 'student-form';

export interface I9DocumentTitle {
  /** The title recorded in Section 2 (the stored value). */
  readonly title: string;
  /**
   * Titles this document was recorded under before it took the M-274's (Section 2 and Supplement B
   * rows keep what was signed): still found by i9DocumentTitle, accepted from a form loaded before
   * the change and stored, or shown, as `title`.
   */
  readonly formerTitles?: readonly string[];
  readonly list: I9List;
  /** The employee's choice on the public form (libs/contracts I9_LIST_A/B/C) this document answers to. */
  readonly choice?: string;
  /**
   * Whether the document carries an expiration date: 'required' (every such document expires),
   * 'optional' (some do: an older Permanent Resident Card, a driver's license of some states), 'none'.
   */
  readonly expiration: 'required' | 'optional' | 'none';
  /** Whether it shows a photograph; 'maybe' where the issuer decides (a state ID may carry only a description). */
  readonly photo: 'always' | 'maybe' | 'never';
  /** A receipt presented in place of the document for a limited time (M-274 §4.3). */
  readonly receipt?: 'replacement' | 'i94-i551-stamp' | 'i94-refugee';
  /** List A only: how it combines with the other documents of the section. */
  readonly part?: ListAPart;
  /** List B only: one of the records a person under 18 may present when they have no other List B document (M-274 §4.1). */
  readonly under18?: boolean;
  /** List B only: a notation the employer writes instead of a document ("Individual under Age 18", "Special Placement"). */
  readonly notation?: boolean;
  /**
   * Its expiration ends the employment authorization it shows, so the employee must be reverified
   * by then (Supplement B; M-274 §6.1). Never for U.S. passports, Permanent Resident Cards or any
   * List B document (docs/compliance.md §4.5).
   */
  readonly reverifyOnExpiry?: boolean;
}

export const I9_DOCUMENT_TITLES: readonly I9DocumentTitle[] = [
  // List A: identity and employment authorization.
  { list: 'A', title: 'U.S. Passport', choice: 'U.S. Passport', expiration: 'required', photo: 'always', part: 'alone' },
  { list: 'A', title: 'U.S. Passport Card', choice: 'U.S. Passport', expiration: 'required', photo: 'always', part: 'alone' },
  // Permanent Resident Cards are never reverified, even once expired (M-274 §6.1; docs/compliance.md §4.5).
  { list: 'A', title: 'Perm. Resident Card (Form I-551)', choice: 'Permanent Resident Card', expiration: 'optional', photo: 'always', part: 'alone' },
  // M-274 §13 List A item 4 (the Form's "Employment Authorization Document that contains a photograph (Form I-766)").
  { list: 'A', title: 'Employment Authorization Document (Form I-766)', formerTitles: ['Employment Auth. Document (Form I-766)'], choice: 'Employment Authorization Document (Form I-766)', expiration: 'required', photo: 'always', part: 'alone', reverifyOnExpiry: true },
  { list: 'A', title: 'Foreign Passport', choice: 'Foreign Passport', expiration: 'required', photo: 'always', part: 'foreign-passport' },
  // List A item 3: the temporary I-551 evidence does require reverification (docs/compliance.md §4.5).
  { list: 'A', title: 'Temporary I-551 Stamp', choice: 'Foreign Passport', expiration: 'required', photo: 'never', part: 'i551-stamp', reverifyOnExpiry: true },
  { list: 'A', title: 'Machine-readable immigrant visa (MRIV) with temporary I-551 printed notation', choice: 'Foreign Passport', expiration: 'required', photo: 'never', part: 'i551-stamp', reverifyOnExpiry: true },
  // List A item 5/6: the Form I-94 endorses the status; "D/S" (duration of status) carries no date.
  { list: 'A', title: 'Form I-94/I-94A', choice: 'Foreign Passport', expiration: 'optional', photo: 'never', part: 'i94', reverifyOnExpiry: true },
  { list: 'A', title: 'Form I-20', choice: 'Foreign Passport', expiration: 'optional', photo: 'never', part: 'student-form' },
  { list: 'A', title: 'Form DS-2019', choice: 'Foreign Passport', expiration: 'optional', photo: 'never', part: 'student-form' },
  { list: 'A', title: 'FSM Passport', choice: 'FSM or RMI Passport', expiration: 'required', photo: 'always', part: 'compact-passport' },
  { list: 'A', title: 'RMI Passport', choice: 'FSM or RMI Passport', expiration: 'required', photo: 'always', part: 'compact-passport' },
  // Acceptable receipts for List A (M-274 §4.3).
  { list: 'A', title: 'Receipt: Replacement of a lost, stolen or damaged List A document', choice: 'Receipt for a Replacement List A Document', expiration: 'none', photo: 'maybe', part: 'alone', receipt: 'replacement', reverifyOnExpiry: true },
  { list: 'A', title: 'Receipt: Form I-94/I-94A with temporary I-551 stamp and photograph', choice: 'Form I-94 Receipt (I-551 stamp or refugee admission)', expiration: 'required', photo: 'always', part: 'alone', receipt: 'i94-i551-stamp', reverifyOnExpiry: true },
  { list: 'A', title: 'Receipt: Form I-94/I-94A with refugee admission stamp or RE notation', choice: 'Form I-94 Receipt (I-551 stamp or refugee admission)', expiration: 'none', photo: 'never', part: 'alone', receipt: 'i94-refugee', reverifyOnExpiry: true },

  // List B: identity.
  { list: 'B', title: "Driver's license issued by a U.S. state or outlying possession", choice: "Driver's License", expiration: 'optional', photo: 'maybe' },
  { list: 'B', title: 'ID card issued by a U.S. state or outlying possession', choice: 'ID Card', expiration: 'optional', photo: 'maybe' },
  { list: 'B', title: 'ID card issued by a federal, state or local government agency', choice: 'ID Card', expiration: 'optional', photo: 'maybe' },
  { list: 'B', title: 'School ID card with a photograph', choice: 'School ID', expiration: 'optional', photo: 'always' },
  { list: 'B', title: "Voter's registration card", choice: "Voter's Registration Card", expiration: 'none', photo: 'never' },
  { list: 'B', title: 'U.S. Military card', choice: 'U.S. Military Card', expiration: 'optional', photo: 'always' },
  { list: 'B', title: 'U.S. Military draft record', choice: 'U.S. Military Card', expiration: 'none', photo: 'never' },
  { list: 'B', title: "Military dependent's ID card", choice: "Military Dependent's ID Card", expiration: 'optional', photo: 'always' },
  { list: 'B', title: 'U.S. Coast Guard Merchant Mariner Card', choice: 'U.S. Coast Guard Merchant Mariner Card', expiration: 'optional', photo: 'always' },
  { list: 'B', title: 'Native American tribal document', choice: 'Native American Document', expiration: 'optional', photo: 'maybe' },
  { list: 'B', title: "Driver's license issued by a Canadian government authority", choice: "Canadian Driver's License", expiration: 'optional', photo: 'maybe' },
  { list: 'B', title: 'School record or report card (under age 18)', choice: 'School Record or Report Card (under 18)', expiration: 'none', photo: 'never', under18: true },
  { list: 'B', title: 'Clinic, doctor or hospital record (under age 18)', choice: 'Clinic, Doctor or Hospital Record (under 18)', expiration: 'none', photo: 'never', under18: true },
  { list: 'B', title: 'Day-care or nursery school record (under age 18)', choice: 'Day-care or Nursery School Record (under 18)', expiration: 'none', photo: 'never', under18: true },
  // M-274 §4.1 and §4.2: the employer writes these under List B when a parent or a placement agency completed Section 1.
  { list: 'B', title: 'Individual under Age 18', expiration: 'none', photo: 'never', under18: true, notation: true },
  { list: 'B', title: 'Special Placement', expiration: 'none', photo: 'never', notation: true },
  { list: 'B', title: 'Receipt: Replacement of a lost, stolen or damaged List B document', choice: 'Receipt for a Replacement List B Document', expiration: 'none', photo: 'maybe', receipt: 'replacement' },

  // List C: employment authorization.
  { list: 'C', title: 'Social Security Account Number card (unrestricted)', choice: 'Social Security Card', expiration: 'none', photo: 'never' },
  // M-274 §13 List C item 2: the Department of State's certifications of a birth abroad, by form number.
  { list: 'C', title: 'Certification of Report of Birth (Form DS-1350)', formerTitles: ['Form DS-1350 (Certification of Report of Birth)'], choice: 'Certification of Report of Birth (Form DS-1350)', expiration: 'none', photo: 'never' },
  { list: 'C', title: 'Consular Report of Birth Abroad (Form FS-240)', formerTitles: ['Form FS-240 (Consular Report of Birth Abroad)'], choice: 'Consular Report of Birth Abroad (Form FS-240)', expiration: 'none', photo: 'never' },
  { list: 'C', title: 'Certification of Birth Abroad (Form FS-545)', formerTitles: ['Form FS-545 (Certification of Birth Abroad)'], choice: 'Certification of Birth Abroad (Form FS-545)', expiration: 'none', photo: 'never' },
  { list: 'C', title: 'Birth certificate issued by a U.S. state, county, municipality or territory', choice: 'Birth Certificate', expiration: 'none', photo: 'never' },
  { list: 'C', title: 'Native American tribal document', choice: 'Native American Tribal Document', expiration: 'optional', photo: 'maybe' },
  { list: 'C', title: 'U.S. Citizen ID Card (Form I-197)', choice: 'U.S. Citizen ID Card', expiration: 'none', photo: 'always' },
  { list: 'C', title: 'Identification Card for Use of Resident Citizen in the United States (Form I-179)', choice: 'Resident Citizen ID Card (Form I-179)', expiration: 'none', photo: 'always' },
  // M-274 §13 List C item 7; "The Form I-766 ... is a List A, Item Number 4, document, not a List C document."
  {
    list: 'C',
    title: 'Employment authorization document issued by the Department of Homeland Security',
    formerTitles: ['Employment authorization document issued by DHS'],
    choice: 'Employment authorization document issued by the Department of Homeland Security',
    expiration: 'optional',
    photo: 'maybe',
    reverifyOnExpiry: true,
  },
  { list: 'C', title: 'Receipt: Replacement of a lost, stolen or damaged List C document', choice: 'Receipt for a Replacement List C Document', expiration: 'none', photo: 'never', receipt: 'replacement', reverifyOnExpiry: true },
];

// Built on first use, so a bundle that imports libs/domain without these rules carries no work at load.
let byListAndTitle: Map<string, I9DocumentTitle> | undefined;

/** The catalogue entry for a title of a list, current or former (a stored row's), or undefined. */
export function i9DocumentTitle(list: I9List, title: string): I9DocumentTitle | undefined {
  byListAndTitle ??= new Map(I9_DOCUMENT_TITLES.flatMap((d) => [d.title, ...(d.formerTitles ?? [])].map((t) => [`${d.list}:${t}`, d] as const)));
  return byListAndTitle.get(`${list}:${title}`);
}

/** A recorded title in today's words: the current title of a former one, anything else as it is. */
export function currentI9DocumentTitle(list: string, title: string): string {
  const known = list === 'A' || list === 'B' || list === 'C' ? i9DocumentTitle(list, title) : undefined;
  return known?.title ?? title;
}

const CHOICES: Readonly<Record<I9DocumentList, readonly string[]>> = { listA: I9_LIST_A, listB: I9_LIST_B, listC: I9_LIST_C };

/** A former choice (contracts I9_FORMER_CHOICES), or undefined for any other value. */
function formerChoice(value: string): I9FormerChoice | undefined {
  return Object.hasOwn(I9_FORMER_CHOICES, value) ? I9_FORMER_CHOICES[value] : undefined;
}

/** The current choices of `list` a former choice stands for (none: not a document of that list). */
function standsFor(former: I9FormerChoice, list: I9DocumentList): readonly string[] {
  return list === 'listB' ? [] : (former[list] ?? []);
}

/**
 * The choice to store for what an employee sent as their document of `list`: a current choice as
 * it is; a former one (from a form loaded before the lists changed) as the current choice it stands
 * for in that list, or as it came when it stands for several; undefined when it is no document of
 * the list.
 */
export function currentI9Choice(list: I9DocumentList, value: string): string | undefined {
  if (CHOICES[list].includes(value)) return value;
  const former = formerChoice(value);
  const current = former ? standsFor(former, list) : [];
  if (current.length === 0) return undefined;
  return current.length === 1 ? current[0] : value;
}

/**
 * How a stored choice reads (the employee page, the Form I-9 record): a former choice as the current
 * one it stands for in its list, or as its description when the list is unknown (a Supplement B
 * upload) or does not narrow it to one; anything else as it is.
 */
export function i9ChoiceLabel(value: string, list?: I9DocumentList): string {
  const former = formerChoice(value);
  if (!former) return value;
  const current = list ? standsFor(former, list) : [];
  return current.length === 1 ? current[0] : former.label;
}

/**
 * The catalogue entries the employee's Section 1 choice of a list answers to; for a former choice,
 * whether as stored or in the words the API shows it in (i9ChoiceLabel), those of the current
 * choices it stands for.
 */
export function i9DocumentTitlesForChoice(list: I9List, choice: string | undefined): I9DocumentTitle[] {
  if (!choice) return [];
  const former = formerChoice(choice) ?? Object.values(I9_FORMER_CHOICES).find((f) => f.label === choice);
  const choices = former ? standsFor(former, `list${list}`) : [choice];
  return i9DocumentTitlesOf(list).filter((d) => d.choice !== undefined && choices.includes(d.choice));
}

/** The titles of one list, in the Form's order. */
export function i9DocumentTitlesOf(list: I9List): readonly I9DocumentTitle[] {
  return I9_DOCUMENT_TITLES.filter((d) => d.list === list);
}

/**
 * Which List A documents may stand together (Form I-9 List A items 3, 5 and 6; the USCIS form's
 * three List A document slots): one document alone; a foreign passport with its temporary I-551
 * stamp or MRIV; a foreign passport with Form I-94 (and, for F-1 and J-1 students, Form I-20 or
 * DS-2019 as the third); an FSM or RMI passport with Form I-94.
 */
const LIST_A_COMBINATIONS: readonly (readonly ListAPart[])[] = [
  ['alone'],
  ['foreign-passport', 'i551-stamp'],
  ['foreign-passport', 'i94'],
  ['foreign-passport', 'i94', 'student-form'],
  ['compact-passport', 'i94'],
];

/** A document as examined: its list and title (the facts come from the catalogue). */
export interface ExaminedDocumentRef {
  readonly list: string;
  readonly title: string;
}

const LIST_ORDER: Record<I9List, number> = { A: 0, B: 1, C: 2 };

/**
 * The Form's choice rule (docs/compliance.md §4.6): one List A selection (one document or an allowed
 * combination), or one List B and one List C document, never both, never two of a list. Each title
 * must be one of its list. Problems name `documents` or `documents.<i>.title`.
 */
export function documentSetProblems(documents: readonly ExaminedDocumentRef[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const known: I9DocumentTitle[] = [];
  documents.forEach((d, i) => {
    if (d.list !== 'A' && d.list !== 'B' && d.list !== 'C') {
      problems.push({ msg: 'The list must be A, B or C.', param: `documents.${i}.list` });
      return;
    }
    const found = i9DocumentTitle(d.list, d.title);
    if (!found) problems.push({ msg: `"${d.title}" is not a List ${d.list} document of Form I-9.`, param: `documents.${i}.title` });
    else known.push(found);
  });
  if (problems.length) return problems;

  const lists = known.map((d) => d.list);
  const a = lists.filter((l) => l === 'A').length;
  const b = lists.filter((l) => l === 'B').length;
  const c = lists.filter((l) => l === 'C').length;
  const choose = 'Record one List A document (or a combination List A allows), or one List B and one List C document.';
  if (known.length === 0) return [{ msg: choose, param: 'documents' }];
  if (a > 0 && b + c > 0) return [{ msg: 'A List A document is not recorded together with List B or List C documents. ' + choose, param: 'documents' }];
  if (a > 0) {
    const parts = [...known].map((d) => d.part!).sort();
    const allowed = LIST_A_COMBINATIONS.some((combo) => combo.length === parts.length && [...combo].sort().every((p, i) => p === parts[i]));
    if (!allowed) {
      return [
        {
          msg: 'These List A documents do not form a combination Form I-9 accepts: one document alone, a foreign passport with its temporary I-551 stamp or Form I-94 (with Form I-20 or DS-2019 for students), or an FSM or RMI passport with Form I-94.',
          param: 'documents',
        },
      ];
    }
    return [];
  }
  if (b === 1 && c === 0) return [{ msg: 'Add the List C document presented with the List B document.', param: 'documents' }];
  if (c === 1 && b === 0) return [{ msg: 'Add the List B document presented with the List C document.', param: 'documents' }];
  if (b !== 1 || c !== 1) return [{ msg: choose, param: 'documents' }];
  return [];
}

/** Sorts documents in the Form's order (List A, then B, then C) keeping each list's order. */
export function inFormOrder<T extends { list: string }>(documents: readonly T[]): T[] {
  return [...documents].sort((x, y) => (LIST_ORDER[x.list as I9List] ?? 9) - (LIST_ORDER[y.list as I9List] ?? 9));
}
