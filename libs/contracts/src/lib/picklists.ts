/**
 * Short fixed picklists from docs/product.md §3. The labels are the stored values as
 * well as the display text, so they are kept byte-for-byte as the spec gives
 * them (including "Natl' Guard"): changing one orphans existing rows.
 */

/** Company signup: number of employees. */
export const COMPANY_SIZES = ['1-10', '11-50', '51-100', '101-500', '500+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

/** Pre-screening militaryBranch. Spelling copied from docs/product.md §3 on purpose. */
export const MILITARY_BRANCHES = [
  'Air Force',
  'Army',
  'Coast Guard',
  'Marine Corps',
  "Natl' Guard",
  'Navy',
] as const;
export type MilitaryBranch = (typeof MILITARY_BRANCHES)[number];

/** Pre-screening felonyType: the ex-felon group (3 / C) asks which system convicted. */
export const FELONY_TYPES = ['Federal', 'State'] as const;
export type FelonyType = (typeof FELONY_TYPES)[number];

/**
 * Pre-screening vrService: the three referral sources Form 8850 line 2 names
 * for the vocational-rehabilitation group (5 / E).
 */
export const VR_SERVICES = ['State Agency', 'Veterans Administration', 'Ticket To Work'] as const;
export type VrService = (typeof VR_SERVICES)[number];

/**
 * Pre-screening tanfTime: how long the family received TANF. Under 9 months
 * qualifies for nothing on its own, 9-17 months points at IV-A (group 1 / A,
 * "any 9 of the past 18 months"), 18 months or more at long-term family
 * assistance (group 9 / I), which is worth up to $9,000 instead of $2,400.
 */
export const TANF_DURATIONS = ['Less than 9 months', '9 to 17 months', '18 months or more'] as const;
export type TanfDuration = (typeof TANF_DURATIONS)[number];

/**
 * I-9 document choices, short labels as the portal shows them (docs/product.md §3), for every
 * document and receipt of the Lists of Acceptable Documents (docs/compliance.md §4.6; M-274 §13,
 * Lists of Acceptable Documents). Section 2 records the Form's own titles (libs/domain
 * I9_DOCUMENT_TITLES, each linked to its choice here). An employee gives one List A document, or
 * one List B plus one List C. Where a short label would read alike in two places, the choice is
 * the M-274's title: the Form I-766 of List A is not the DHS document of List C, and the three
 * Department of State reports of a birth abroad are told apart by form number, not confused with a
 * birth certificate. Their former labels are still read and accepted (I9_FORMER_CHOICES).
 */
export const I9_LIST_A = [
  'U.S. Passport',
  'Permanent Resident Card',
  'Foreign Passport',
  'Employment Authorization Document (Form I-766)',
  'FSM or RMI Passport',
  'Receipt for a Replacement List A Document',
  'Form I-94 Receipt (I-551 stamp or refugee admission)',
] as const;
export type I9ListADocument = (typeof I9_LIST_A)[number];

export const I9_LIST_B = [
  "Driver's License",
  'ID Card',
  'School ID',
  "Voter's Registration Card",
  'U.S. Military Card',
  "Military Dependent's ID Card",
  'U.S. Coast Guard Merchant Mariner Card',
  'Native American Document',
  "Canadian Driver's License",
  'School Record or Report Card (under 18)',
  'Clinic, Doctor or Hospital Record (under 18)',
  'Day-care or Nursery School Record (under 18)',
  'Receipt for a Replacement List B Document',
] as const;
export type I9ListBDocument = (typeof I9_LIST_B)[number];

/**
 * List C item 7 is the DHS-issued employment authorization document, not the Form I-766 EAD, which
 * belongs to List A (note printed on the Form); item 2, the Department of State's certifications of
 * a birth abroad, one choice per form (M-274 §13).
 */
export const I9_LIST_C = [
  'Social Security Card',
  'Certification of Report of Birth (Form DS-1350)',
  'Consular Report of Birth Abroad (Form FS-240)',
  'Certification of Birth Abroad (Form FS-545)',
  'Birth Certificate',
  'Native American Tribal Document',
  'U.S. Citizen ID Card',
  'Resident Citizen ID Card (Form I-179)',
  'Employment authorization document issued by the Department of Homeland Security',
  'Receipt for a Replacement List C Document',
] as const;
export type I9ListCDocument = (typeof I9_LIST_C)[number];

/** What a former choice stood for: the current choices of each list it may be, and how it reads when the list does not narrow it to one. */
export interface I9FormerChoice {
  readonly listA?: readonly I9ListADocument[];
  readonly listC?: readonly I9ListCDocument[];
  readonly label: string;
}

/**
 * Choices the lists offered before they took the M-274's titles. Rows keep them (the employee's
 * Section 1 choice in employees.documents_type, each upload's documents.document_type), so they are
 * still read, shown in today's words (libs/domain i9ChoiceLabel), and accepted from a form loaded
 * before the change, stored as the current choice when the list names one (libs/domain
 * currentI9Choice). "Certification of Birth" stood for the three reports of a birth abroad: it is
 * kept as it came. A Supplement B upload does not store its list, so "Employment Authorization"
 * there reads as either document.
 */
export const I9_FORMER_CHOICES: Readonly<Record<string, I9FormerChoice>> = {
  'Employment Authorization': {
    listA: ['Employment Authorization Document (Form I-766)'],
    listC: ['Employment authorization document issued by the Department of Homeland Security'],
    label: 'Employment authorization document (Form I-766, or one issued by the Department of Homeland Security)',
  },
  'Certification of Birth': {
    listC: ['Certification of Report of Birth (Form DS-1350)', 'Consular Report of Birth Abroad (Form FS-240)', 'Certification of Birth Abroad (Form FS-545)'],
    label: 'Certification of report of birth issued by the Department of State (Form DS-1350, FS-240 or FS-545)',
  },
};
