import { UPLOAD_LIMITS, type Citizenship, type I9DocumentList } from '@clearhire/contracts';
import { citizenshipProblems, NO_EXPIRY, type CitizenshipInput } from '@clearhire/domain';
import type { I9Prefill, I9SubmissionForm } from '../../api/public-client';
import type { AddressValues } from '../address/address-values';
import type { PersonValues } from '../person/person-values';
import type { ValidationKey } from '../fields/validation';

/** Which of the three numbers a noncitizen authorized to work gives (Form I-9 Section 1, box 4). */
export const NONCITIZEN_NUMBER_FIELDS = ['citizen4Number1', 'citizen4Number2', 'citizen4Number3'] as const;
export type NoncitizenNumberField = (typeof NONCITIZEN_NUMBER_FIELDS)[number];

/** One List A document, or a List B plus a List C document (docs/product.md §5). */
export type DocumentCount = '' | 'one' | 'two';

/** One preparer or translator of Supplement A, as the inputs hold it. */
export interface PreparerValues {
  lastName: string;
  firstName: string;
  middleInitial: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  signature: string;
  attested: boolean;
}

export const EMPTY_PREPARER: PreparerValues = { lastName: '', firstName: '', middleInitial: '', street: '', city: '', state: '', zip: '', signature: '', attested: false };

export type I9Values = PersonValues & AddressValues & {
  middleInitial: string;
  otherLastnames: string;
  citizenship: '' | Citizenship;
  /** USCIS / A-Number of a lawful permanent resident (box 3). */
  number: string;
  /** Work authorization end date of box 4, unless expiryNotApplicable. */
  expiryDate: string;
  expiryNotApplicable: boolean;
  numberType: '' | NoncitizenNumberField;
  citizen4Number1: string;
  citizen4Number2: string;
  citizen4Number3: string;
  signature: string;
  /** Whether a preparer or translator helped with Section 1 (Supplement A). */
  helped: '' | 'yes' | 'no';
  preparers: PreparerValues[];
  documentCount: DocumentCount;
  /** The document type chosen per list (values of contracts' I9_LIST_A/B/C). */
  listA: string;
  listB: string;
  listC: string;
  recaptcha: string;
};

export type I9Files = Partial<Record<I9DocumentList, File>>;

/** A new citizenship box clears every number that belonged to the previous one. */
export function clearedForCitizenship(): Pick<I9Values, 'number' | 'expiryDate' | 'expiryNotApplicable' | 'numberType' | NoncitizenNumberField> {
  return { number: '', expiryDate: '', expiryNotApplicable: false, numberType: '', ...clearedForNumberType() };
}

/** docs/product.md §4: changing the noncitizen number type clears the three number fields. */
export function clearedForNumberType(): Pick<I9Values, NoncitizenNumberField> {
  return { citizen4Number1: '', citizen4Number2: '', citizen4Number3: '' };
}

/** docs/product.md §4: choosing one document or two documents resets all document choices (types; the files go too). */
export function clearedForDocumentCount(): Pick<I9Values, I9DocumentList> {
  return { listA: '', listB: '', listC: '' };
}

/** The lists whose document the employee must give for the chosen count. */
export function listsFor(count: DocumentCount): I9DocumentList[] {
  if (count === 'one') return ['listA'];
  if (count === 'two') return ['listB', 'listC'];
  return [];
}

/**
 * docs/product.md §8: only JPG, JPEG, PNG or PDF, up to 5 MB (contracts' UPLOAD_LIMITS). The name decides
 * the type; a browser-reported MIME type, when there is one, must agree. The API checks the content.
 */
export function isAcceptableUpload(file: Pick<File, 'name' | 'size' | 'type'>): boolean {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1].toLowerCase() ?? '';
  const extensionOk = (UPLOAD_LIMITS.extensions as readonly string[]).includes(extension);
  const typeOk = file.type === '' || (UPLOAD_LIMITS.mimeTypes as readonly string[]).includes(file.type);
  return extensionOk && typeOk && file.size > 0 && file.size <= UPLOAD_LIMITS.maxBytes;
}

/** The accept attribute of the file inputs, from the same list. */
export const UPLOAD_ACCEPT = [...UPLOAD_LIMITS.extensions.map((e) => `.${e}`), ...UPLOAD_LIMITS.mimeTypes].join(',');

/** The Section 1 attestation as libs/domain reads it: only the numbers of the chosen box. */
export function citizenshipInput(values: I9Values): CitizenshipInput {
  const input: CitizenshipInput = { citizenship: values.citizenship as Citizenship };
  if (values.citizenship === 'citizen3' && values.number) input.number = values.number;
  if (values.citizenship === 'citizen4') {
    const expiry = values.expiryNotApplicable ? NO_EXPIRY : values.expiryDate;
    if (expiry) input.expiry = expiry;
    if (values.numberType && values[values.numberType].trim()) input[values.numberType] = values[values.numberType].trim();
  }
  return input;
}

/** libs/domain's messages, by the dictionary text that says the same in the person's language. */
const DOMAIN_MESSAGE_KEYS: Record<string, ValidationKey> = {
  'Enter your USCIS or A-Number.': 'aNumberRequired',
  'This number does not apply to the status you chose.': 'numberNotForStatus',
  'Enter the date your work authorization ends, or N/A.': 'expiryRequired',
  'Work authorization end date must be a date (YYYY-MM-DD) or N/A.': 'expiryInvalid',
  'Your work authorization has already ended.': 'expiryPast',
  'Enter exactly one of: USCIS A-Number, Form I-94 admission number, or foreign passport number and country.': 'citizen4Number',
};

export interface SectionOneProblem {
  field: keyof I9Values;
  /** A dictionary key, or the domain's own sentence if it is one this form does not know. */
  message: string;
}

/**
 * Form I-9 Section 1 rules of libs/domain (citizenshipProblems), placed on the field that shows
 * them: the expiry date input, or the noncitizen number the person chose (the type choice if none).
 */
export function sectionOneProblems(values: I9Values, today: string): SectionOneProblem[] {
  return citizenshipProblems(citizenshipInput(values), today).map((problem) => {
    let field: keyof I9Values;
    if (problem.param === 'expiry') field = 'expiryDate';
    else if (problem.param === 'number') field = 'number';
    else field = values.numberType || 'numberType';
    return { field, message: DOMAIN_MESSAGE_KEYS[problem.msg] ?? problem.msg };
  });
}

/**
 * Section 1's person and address as the pre-screening gave them, for the employee to check and
 * correct. The SSN stays empty: the page shows its last four digits and the server keeps the
 * number unless the employee types another. Nothing of the attestation is filled in.
 */
export function prefilledValues(prefill: I9Prefill): Omit<PersonValues, 'ssn'> & AddressValues {
  return {
    firstname: prefill.firstname,
    lastname: prefill.lastname,
    email: prefill.email,
    phone: prefill.phone,
    birthdate: prefill.birthdate,
    street: prefill.street,
    apt: prefill.apt ?? '',
    zip: prefill.zip,
    city: prefill.city,
    county: prefill.county,
    state: prefill.state,
  };
}

/**
 * The multipart body of POST /api/forms/i9, typed by the API's I9SubmissionForm: Section 1 text,
 * only the numbers of the chosen box, the documents' types and file names, and the files.
 */
const trimmed = (p: PreparerValues) => ({
  lastName: p.lastName.trim(),
  firstName: p.firstName.trim(),
  street: p.street.trim(),
  city: p.city.trim(),
  state: p.state,
  zip: p.zip.trim(),
  signature: p.signature.trim(),
});

export function buildI9Submission(values: I9Values, files: I9Files, url: string, opts: { keepPrescreeningSsn?: boolean } = {}): I9SubmissionForm {
  const text = (value: string) => value.trim();
  const optional = (value: string) => text(value) || undefined;
  const lists = listsFor(values.documentCount);
  const documentsType = Object.fromEntries(lists.map((list) => [list, { type: values[list], filename: files[list]?.name ?? '' }]));
  const { number, expiry, citizen4Number1, citizen4Number2, citizen4Number3 } = citizenshipInput(values);
  const form: I9SubmissionForm = {
    url,
    lastname: text(values.lastname),
    firstname: text(values.firstname),
    middleInitial: optional(values.middleInitial),
    otherLastnames: optional(values.otherLastnames),
    street: text(values.street),
    apt: optional(values.apt),
    city: text(values.city),
    county: optional(values.county),
    state: values.state as I9SubmissionForm['state'],
    zip: values.zip,
    birthdate: values.birthdate,
    // Left out, the server takes the pre-screening's SSN; the full number never came to the browser.
    ssn: opts.keepPrescreeningSsn ? undefined : values.ssn,
    email: text(values.email),
    phone: values.phone,
    citizenship: values.citizenship as Citizenship,
    number,
    expiry,
    citizen4Number1,
    citizen4Number2,
    citizen4Number3,
    signature: text(values.signature),
    documentsType: JSON.stringify(documentsType),
    preparers: values.helped === 'yes' ? JSON.stringify(values.preparers.map((p) => ({ ...trimmed(p), middleInitial: optional(p.middleInitial), attested: p.attested }))) : undefined,
  };
  for (const list of lists) form[list] = files[list];
  return form;
}
