import type { ApiErrorItem, SubmissionStatus } from '@clearhire/contracts';
import type { StatusChangeDto } from './submissions.dto';

/** The evidence of a change: the body's fields, and whether a proof file came with it (multipart `proof`). */
export type StatusEvidence = StatusChangeDto & { proof?: unknown };

/** Which status each evidence field belongs to. */
const EVIDENCE_OF: Record<Exclude<keyof StatusEvidence, 'newStatus'>, SubmissionStatus> = {
  sentOn: 'sent',
  sentChannel: 'sent',
  proof: 'sent',
  certifiedOn: 'approved',
  certificationNumber: 'approved',
  certifiedGroup: 'approved',
  rejectionReason: 'rejected',
};

const STATUS_WORD: Record<SubmissionStatus, string> = { pending: 'pending', sent: 'sent', approved: 'approved', rejected: 'rejected' };

/** Evidence given for another status than the one chosen is refused, so nothing is recorded against the wrong decision. */
export function statusEvidenceProblems(evidence: StatusEvidence): ApiErrorItem[] {
  const problems: ApiErrorItem[] = [];
  for (const [field, status] of Object.entries(EVIDENCE_OF) as [keyof typeof EVIDENCE_OF, SubmissionStatus][]) {
    if (evidence[field] !== undefined && evidence.newStatus !== status) {
      problems.push({ msg: `${field} can only be given when the status is ${STATUS_WORD[status]}.`, param: field });
    }
  }
  return problems;
}
