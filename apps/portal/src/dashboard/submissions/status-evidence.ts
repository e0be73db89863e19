import { TARGET_GROUP_CODES, TARGET_GROUPS, isTargetGroupCode, type TargetGroupCode } from '@clearhire/domain';
import type { StatusChangeForm, StatusEventView, SubmissionDetailView } from '../../api/generated';
import { formatDate } from '../../ui/format';
import { SENT_BY_CHANNEL, type SentChannel, type SubmissionStatus } from '../common/status';

/** What the status form collects; only the fields of the chosen status are sent. */
export interface EvidenceValues {
  sentOn: string;
  sentChannel: SentChannel | '';
  certifiedOn: string;
  certificationNumber: string;
  certifiedGroup: TargetGroupCode | '';
  rejectionReason: string;
  /** The proof of sending chosen in the file input, if any (optional with 'sent'). */
  proof: FileList | null;
}

export function targetGroupName(code: string): string {
  return isTargetGroupCode(code) ? TARGET_GROUPS[code].name : code;
}

/** Every group in IRS order: the state may certify a group other than the one the answers point to. */
export const TARGET_GROUP_OPTIONS = TARGET_GROUP_CODES.map((code) => ({ value: code, label: TARGET_GROUPS[code].name }));

/** The group the answers support best (the API lists them best first), as the likely certification. */
export function bestTargetGroup(submission: SubmissionDetailView): TargetGroupCode | '' {
  return submission.target_groups.map((group) => group.code).find(isTargetGroupCode) ?? '';
}

/**
 * The request for a change to `status`: each evidence field belongs to one status and the API
 * refuses the others, so only that status's fields go, trimmed. A 'sent' takes its proof file
 * when one was chosen (the request then goes as multipart form data).
 */
export function statusChangeOf(status: SubmissionStatus, values: EvidenceValues): StatusChangeForm {
  switch (status) {
    case 'sent': {
      const proof = values.proof?.[0];
      return { newStatus: status, sentOn: values.sentOn, sentChannel: values.sentChannel || undefined, ...(proof ? { proof } : {}) };
    }
    case 'approved':
      return {
        newStatus: status,
        certifiedOn: values.certifiedOn,
        certificationNumber: values.certificationNumber.trim(),
        certifiedGroup: values.certifiedGroup || undefined,
      };
    case 'rejected':
      return { newStatus: status, rejectionReason: values.rejectionReason.trim() };
    case 'pending':
      return { newStatus: status };
  }
}

/**
 * The evidence of one status change in words, e.g. "Sent 20 Nov 2026 by bulk upload". Changes
 * recorded before evidence was kept say so; a return to pending carries none ('').
 */
export function evidenceText(event: StatusEventView): string {
  switch (event.status) {
    case 'sent':
      if (!event.sentOn && !event.sentChannel) return 'No date or channel recorded.';
      return ['Sent', event.sentOn && formatDate(event.sentOn), event.sentChannel && SENT_BY_CHANNEL[event.sentChannel]].filter(Boolean).join(' ');
    case 'approved':
      if (!event.certifiedOn && !event.certificationNumber && !event.certifiedGroup) return 'No certification recorded.';
      return [
        event.certifiedOn ? `Certified ${formatDate(event.certifiedOn)}` : 'Certified',
        event.certificationNumber && `certification no. ${event.certificationNumber}`,
        event.certifiedGroup && targetGroupName(event.certifiedGroup),
      ]
        .filter(Boolean)
        .join(', ');
    case 'rejected':
      return event.rejectionReason ? `Rejected: ${event.rejectionReason}` : 'No reason recorded.';
    case 'pending':
      return '';
  }
}
