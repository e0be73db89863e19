import type { ApiErrorItem, SubmissionStatus } from '@clearhire/contracts';
import type { StatusChangeDto } from './submissions.dto';

/** Which status each evidence field belongs to. */
const EVIDENCE_OF: Record<Exclude<keyof StatusChangeDto, 'newStatus'>, SubmissionStatus> = {
  sentOn: 'sent',
  sentChannel: 'sent',
  certifiedOn: 'approved',
  certificationNumber: 'approved',
  certifiedGroup: 'approved',
  rejectionReason: 'rejected',
};

const STATUS_WORD: Record<SubmissionStatus, string> = { pending: 'pending', sent: 'sent', approved: 'approved', rejected: 'rejected' };

/** Evidence given for another status than the one chosen is refused, so nothing is recorded against the wrong decision. */
export function statusEvidenceProblems(dto: StatusChangeDto): ApiErrorItem[] {
  const problems: ApiErrorItem[] = [];
  for (const [field, status] of Object.entries(EVIDENCE_OF) as [keyof typeof EVIDENCE_OF, SubmissionStatus][]) {
    if (dto[field] !== undefined && dto.newStatus !== status) {
      problems.push({ msg: `${field} can only be given when the status is ${STATUS_WORD[status]}.`, param: field });
    }
  }
  return problems;
}
