/** States and choices of docs/product.md §3–§4, shared by API and portal. */

export const ERD_STATUSES = ['not-submitted', 'pending', 'approved'] as const;
export type ErdStatus = (typeof ERD_STATUSES)[number];

export const ERD_STATUS_LABELS: Record<ErdStatus, string> = {
  'not-submitted': 'ERD Not Submitted Yet',
  pending: 'ERD Pending Approval',
  approved: 'ERD Approved',
};

export const I9_STATUSES = ['pending', 'submitted', 'verified'] as const;
export type I9Status = (typeof I9_STATUSES)[number];

/**
 * `submitted`: the employee completed Section 1 and the employer's Section 2 is what remains, said as
 * the employer's task (issue 32: "Awaiting verification..." read as if someone else would verify).
 */
export const I9_STATUS_LABELS: Record<I9Status, string> = {
  pending: 'I-9 awaiting submission...',
  submitted: 'Section 2 to complete',
  verified: 'Verified',
};

/** Form I-9 Section 1 boxes (docs/compliance.md §4.3). */
export const CITIZENSHIP_CHOICES = ['citizen1', 'citizen2', 'citizen3', 'citizen4'] as const;
export type Citizenship = (typeof CITIZENSHIP_CHOICES)[number];

export const CITIZENSHIP_LABELS: Record<Citizenship, string> = {
  citizen1: 'A citizen of the United States',
  citizen2: 'A noncitizen national of the United States',
  citizen3: 'A lawful permanent resident',
  citizen4: 'A noncitizen authorized to work',
};

export const I9_DOCUMENT_LISTS = ['listA', 'listB', 'listC'] as const;
export type I9DocumentList = (typeof I9_DOCUMENT_LISTS)[number];

/** Pre-screening answers are stored as '1' (yes), '0' (no) or null (not asked or unknown). */
export type Answer = '1' | '0' | null;

/** What a stored file is; download names and object keys are built from this, never from personal data. */
/**
 * Uploaded files: the I-9 identity documents (and the new document an employee uploads for
 * Supplement B), and an administrator's proof that a submission was sent to the state (a postmark scan, fax confirmation or portal receipt; docs/compliance.md §3.2).
 */
export const UPLOADED_DOCUMENT_KINDS = ['i9-list-a', 'i9-list-b', 'i9-list-c', 'i9-supplement-b', 'sent-proof'] as const;
/**
 * Files the worker makes or fetches: IRS 8850 and ETA 9061 per submission, the ERD per authorization, the I-9 record per employee,
 * the zip of an inspection export, and an E-Verify case's Further Action Notice, Referral Date Confirmation and photo to match.
 */
export const GENERATED_DOCUMENT_KINDS = ['form-8850', 'form-9061', 'erd-authorization', 'i9-record', 'inspection-export', 'everify-notice', 'everify-referral', 'everify-photo'] as const;
/** Forms kept as the state received them when the hire was corrected after sending (docs/compliance.md §3.2). */
export const KEPT_DOCUMENT_KINDS = ['form-8850-as-sent', 'form-9061-as-sent'] as const;
export const DOCUMENT_KINDS = [...UPLOADED_DOCUMENT_KINDS, ...GENERATED_DOCUMENT_KINDS, ...KEPT_DOCUMENT_KINDS] as const;
export type GeneratedDocumentKind = (typeof GENERATED_DOCUMENT_KINDS)[number];
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The error body of every failed call (docs/architecture.md §3). */
export interface ApiErrorItem {
  msg: string;
  param?: string;
}
export interface ApiErrorBody {
  errors: ApiErrorItem[];
}

/** The most submissions one state batch (zip of forms, marked sent together) may hold. */
export const STATE_BATCH_MAX = 200;

/** Which Form I-9s an inspection export holds (docs/compliance.md §4.8): */
export const INSPECTION_EXPORT_SCOPES = [
  /** every employee still employed; */
  'current',
  /** the former employees whose record is still within its retention period; */
  'retained',
  /** both; */
  'all',
  /** the employees whose first day falls in a range. */
  'hire-range',
] as const;
export type InspectionExportScope = (typeof INSPECTION_EXPORT_SCOPES)[number];

/** 'expired': the zip was deleted (its keeping period ended, or a Form I-9 in it was destroyed). */
export const INSPECTION_EXPORT_STATUSES = ['queued', 'running', 'done', 'failed', 'expired'] as const;
/**
 * Days a finished inspection export's zip is kept. It is a copy made for one inspection: kept no
 * longer than that needs, and deleted at once when a Form I-9 in it is destroyed, so no copy outlives
 * the record's retention.
 */
export const INSPECTION_EXPORT_KEEP_DAYS = 30;
export type InspectionExportStatus = (typeof INSPECTION_EXPORT_STATUSES)[number];
