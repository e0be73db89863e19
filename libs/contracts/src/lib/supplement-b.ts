/**
 * Form I-9 Supplement B, "Reverification and Rehire" (docs/compliance.md §4.5), as the API and the
 * portal speak of it: why a section is started, where it stands, and the employer's words for both.
 */
export const SUPPLEMENT_B_REASONS = ['reverification', 'rehire', 'name-change'] as const;
export type SupplementBReason = (typeof SUPPLEMENT_B_REASONS)[number];

export const SUPPLEMENT_B_REASON_LABELS: Record<SupplementBReason, string> = {
  reverification: 'Reverification',
  rehire: 'Rehire',
  'name-change': 'Legal name change',
};

/** requested: started, not signed; uploaded: the employee's new document arrived; completed: signed, never changed again. */
export const SUPPLEMENT_B_STATUSES = ['requested', 'uploaded', 'completed'] as const;
export type SupplementBStatus = (typeof SUPPLEMENT_B_STATUSES)[number];

/** A section as its label needs it: its status, its reason, and whether it records a new document. */
export interface SupplementBState {
  readonly status: SupplementBStatus;
  readonly reason: SupplementBReason;
  readonly needsDocument: boolean;
}

/**
 * Where a section stands, in the employer's words. A started section waits for the employee only when
 * it records a new document (a reverification; a rehire whose authorization had expired): then the
 * employee was e-mailed the private link for it. Otherwise nothing was mailed and the examiner may sign
 * at once: a legal name change needs no document, nor does a rehire whose authorization still holds.
 * Every started section used to say "Waiting for the employee's new document" (issue 32).
 */
export function supplementBStatusLabel(section: SupplementBState): string {
  if (section.status === 'completed') return 'Signed';
  if (section.status === 'uploaded') return 'New document received';
  if (section.needsDocument) return 'Waiting for the employee’s new document';
  return section.reason === 'name-change'
    ? 'Ready to sign: a legal name change needs no new document'
    : 'Ready to sign: the employee’s work authorization has not expired, so no new document is needed';
}
