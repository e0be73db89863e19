import { type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useKitForm } from '../../ui/form/use-kit-form';
import { STATUS_EVIDENCE_LIMITS } from '@clearhire/contracts';
import { todayCalendarDate } from '@clearhire/domain';
import type { StatusChangeForm, SubmissionDetailView } from '../../api/generated';
import type { ApiErrorItem } from '../../api/errors';
import { ServerErrors } from '../../ui/ServerErrors';
import { SelectField, TextAreaField, TextField, type Option } from '../../ui/form/Fields';
import { fieldMessages, pastDateRules, textRules } from '../../ui/form/rules';
import { FormActions } from '../common/FormActions';
import { StatusBadge } from '../common/StatusBadge';
import { SENT_CHANNELS, SENT_CHANNEL_LABELS, SUBMISSION_STATUS_LABELS, type SubmissionStatus } from '../common/status';
import { TARGET_GROUP_OPTIONS, bestTargetGroup, statusChangeOf, type EvidenceValues } from './status-evidence';
import { PROOF_ACCEPT, PROOF_HINT, proofFileRefusal } from './proof-file';
import styles from './submissions.module.css';
import shared from '../common/dashboard.module.css';

const CHANNEL_OPTIONS = SENT_CHANNELS.map((channel) => ({ value: channel, label: SENT_CHANNEL_LABELS[channel] }));

interface Props {
  submission: SubmissionDetailView;
  /** The status the server holds, shown beside the one being set. */
  current: SubmissionStatus;
  /** The status being set; the form asks for its evidence only. */
  status: SubmissionStatus;
  saving: boolean;
  serverErrors: ApiErrorItem[];
  onSave: (change: StatusChangeForm) => void;
  onCancel: () => void;
}

/**
 * The evidence of a status change, asked before it is saved (docs/compliance.md §3: the state agency
 * certifies a group with a certification number, or denies with a reason): when and how the
 * submission was sent, with an optional proof of sending (§3.2), the certification, or the reason
 * for the denial. Pending needs none.
 */
export function StatusEvidenceForm({ submission, current, status, saving, serverErrors, onSave, onCancel }: Props) {
  const today = todayCalendarDate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useKitForm<EvidenceValues>({
    defaultValues: {
      sentOn: today,
      sentChannel: '',
      certifiedOn: '',
      certificationNumber: '',
      certifiedGroup: bestTargetGroup(submission),
      rejectionReason: '',
      proof: null,
    },
  });

  // The state's dates are facts already past: the API refuses a day after today.
  const pastDate = (label: string) => pastDateRules(label, today);

  return (
    <form className={`card ${styles.statusForm}`} aria-labelledby="status-change-title" onSubmit={handleSubmit((values) => onSave(statusChangeOf(status, values)))} noValidate>
      <h2 id="status-change-title">Change status to {SUBMISSION_STATUS_LABELS[status]}</h2>
      <p>
        Current status: <StatusBadge status={current} />
      </p>
      <ServerErrors errors={serverErrors} />
      {submission.program_status === 'hiatus' && (status === 'approved' || status === 'rejected') && (
        <p className="banner banner--warning">Held by the state until WOTC is renewed: the state agency cannot certify or deny this hire yet.</p>
      )}
      {status === 'sent' && (
        <div className={shared.fieldGrid}>
          <TextField id="status-sent-on" label="Date sent" type="date" max={today} required registration={register('sentOn', pastDate('Date sent'))} error={errors.sentOn?.message} />
          <EvidenceChoice field="sentChannel" id="status-sent-channel" label="Sent by" options={CHANNEL_OPTIONS} register={register} errors={errors} />
          <TextField
            id="status-sent-proof"
            label="Proof of sending (optional)"
            type="file"
            accept={PROOF_ACCEPT}
            hint={PROOF_HINT}
            registration={register('proof', { validate: (files) => (files?.[0] ? (proofFileRefusal(files[0]) ?? true) : true) })}
            error={errors.proof?.message}
          />
        </div>
      )}
      {status === 'approved' && (
        <div className={shared.fieldGrid}>
          <TextField
            id="status-certified-on"
            label="Certification date"
            type="date"
            max={today}
            required
            registration={register('certifiedOn', pastDate('Certification date'))}
            error={errors.certifiedOn?.message}
          />
          <TextField
            id="status-certification-number"
            label="Certification number"
            autoComplete="off"
            required
            registration={register('certificationNumber', textRules('Certification number', STATUS_EVIDENCE_LIMITS.certificationNumber))}
            error={errors.certificationNumber?.message}
          />
          <EvidenceChoice
            field="certifiedGroup"
            id="status-certified-group"
            label="Certified target group"
            hint="The group the state certified; the answers' best group is chosen to start with."
            options={TARGET_GROUP_OPTIONS}
            register={register}
            errors={errors}
          />
        </div>
      )}
      {status === 'rejected' && (
        <TextAreaField
          id="status-rejection-reason"
          label="Reason for the denial"
          hint={`As the state gave it, up to ${STATUS_EVIDENCE_LIMITS.rejectionReason} characters.`}
          rows={3}
          required
          registration={register('rejectionReason', textRules('Reason for the denial', STATUS_EVIDENCE_LIMITS.rejectionReason))}
          error={errors.rejectionReason?.message}
        />
      )}
      {status === 'pending' && <p>Back to pending needs no evidence: the submission waits to be sent to the state again.</p>}
      <FormActions label="Save" busyLabel="Saving…" busy={saving} onCancel={onCancel} cancelWaitsForSave />
    </form>
  );
}

interface EvidenceChoiceProps {
  field: 'sentChannel' | 'certifiedGroup';
  id: string;
  label: string;
  hint?: string;
  options: readonly Option[];
  register: UseFormRegister<EvidenceValues>;
  errors: FieldErrors<EvidenceValues>;
}

/** A required choice of the evidence: it starts on "Choose…", so nothing is assumed, and left empty it is named by its label. */
function EvidenceChoice({ field, id, label, hint, options, register, errors }: EvidenceChoiceProps) {
  return (
    <SelectField
      id={id}
      label={label}
      hint={hint}
      placeholder="Choose…"
      options={options}
      required
      registration={register(field, { required: fieldMessages.required(label) })}
      error={errors[field]?.message}
    />
  );
}
