import { FormProvider, useWatch } from 'react-hook-form';
import { useKitForm } from '../../../ui/form/use-kit-form';
import { EMPLOYEE_LIMITS, SECTION2_LIMITS as L, SUPPLEMENT_B_REASON_LABELS as REASONS } from '@clearhire/contracts';
import { I9_ALTERNATIVE_PROCEDURE_ATTESTATION, I9_SUPPLEMENT_B_ATTESTATION } from '@clearhire/domain';
import {
  useCompaniesDetailQuery,
  useReverificationsCompleteMutation,
  useReverificationsStartMutation,
  type CompleteSupplementBDto,
  type EmployeeDetailView,
  type StartSupplementBDto,
  type SupplementBView,
} from '../../../api/generated';
import { CopyButton } from '../../../ui/CopyButton';
import { ServerErrors } from '../../../ui/ServerErrors';
import { reverificationLink } from '../../common/links';
import { CheckboxField, ChoiceGroup, TextAreaField, TextField } from '../../../ui/form/Fields';
import { useServerErrors } from '../../../ui/form/server-errors';
import { dateRules, textRules } from '../../../ui/form/rules';
import { formatDate } from '../../../ui/format';
import { DetailList } from '../../common/DetailList';
import { ExaminedDocumentFields } from '../section2/ExaminedDocumentFields';
import { emptyRow, examinerDefaults, needsExpiration, rowFacts, type DocumentRow, type ExaminerValues } from '../section2/section2-form';
import { employeeUploads, UploadedDocumentViewer } from '../section2/UploadedDocumentViewer';
import shared from '../../common/dashboard.module.css';
import styles from '../section2/section2.module.css';

/**
 * Form I-9 Supplement B of one employee (docs/compliance.md §4.5): the sections signed so far, the open
 * one to complete (with the employee's new document beside the form), or a new one to start.
 */
export function SupplementBPanel({ employee, examinerName, onChanged }: { employee: EmployeeDetailView; examinerName: string; onChanged: () => void }) {
  if (!employee.section2) return null;
  const open = employee.supplement_b.find((b) => b.status !== 'completed');
  const signed = employee.supplement_b.filter((b) => b.status === 'completed');
  return (
    <section aria-labelledby="supplement-b-title" className="card">
      <h2 id="supplement-b-title">Supplement B: Reverification and Rehire</h2>
      {signed.map((b) => (
        <SignedSection key={b.id} section={b} />
      ))}
      {open ? <OpenSection key={open.id} employee={employee} section={open} examinerName={examinerName} onSigned={onChanged} /> : <StartForm employee={employee} onStarted={onChanged} />}
    </section>
  );
}

function SignedSection({ section: b }: { section: SupplementBView }) {
  const d = b.document;
  return (
    <DetailList
      items={[
        [`Section ${b.sequence}`, `${REASONS[b.reason]}, signed ${formatDate(b.signed_on)} by ${b.examiner}`],
        ['Rehire date', formatDate(b.rehire_date)],
        ['New name', b.new_name],
        ['Document', d ? `List ${d.list}: ${d.title}, ${d.number}, ${d.expiration_date ? `expires ${formatDate(d.expiration_date)}` : 'no expiration date'}` : null],
        ['Alternative procedure', b.alternative_procedure ? 'Yes' : null],
      ]}
    />
  );
}

interface StartValues {
  reason: '' | StartSupplementBDto['reason'];
  rehireDate: string;
  newLastName: string;
  newFirstName: string;
}

function StartForm({ employee, onStarted }: { employee: EmployeeDetailView; onStarted: () => void }) {
  const [start, { isLoading, error }] = useReverificationsStartMutation();
  const { register, handleSubmit, setError, control, formState } = useKitForm<StartValues>({ defaultValues: { reason: '', rehireDate: '', newLastName: '', newFirstName: '' } });
  const serverErrors = useServerErrors(error, setError, { fields: ['reason', 'rehireDate', 'newLastName', 'newFirstName'] });
  const reason = useWatch({ control, name: 'reason' });
  // Reverification only where something expires (never a citizen's), a rehire only after a termination.
  const options = [
    ...(employee.reverify_by ? [{ value: 'reverification', label: `Reverification (authorization ends ${formatDate(employee.reverify_by)})` }] : []),
    ...(employee.termination_date ? [{ value: 'rehire', label: 'Rehire within 3 years of this Form I-9' }] : []),
    { value: 'name-change', label: 'Legal name change' },
  ];
  const submit = handleSubmit(async (v) => {
    const dto: StartSupplementBDto = {
      reason: v.reason as StartSupplementBDto['reason'],
      ...(v.reason === 'rehire' ? { rehireDate: v.rehireDate } : {}),
      ...(v.reason === 'name-change' ? { newLastName: v.newLastName.trim(), newFirstName: v.newFirstName.trim() } : {}),
    };
    const result = await start({ id: employee.id, startSupplementBDto: dto });
    if ('data' in result) onStarted();
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Start Supplement B">
      <ServerErrors errors={serverErrors} scroll={false} />
      <ChoiceGroup id="supplement-b-reason" label="Start a Supplement B section for" required options={options} error={formState.errors.reason} registration={register('reason', { required: 'Choose why.' })} />
      {reason === 'rehire' && <TextField id="supplement-b-rehire" label="Rehire date" type="date" required error={formState.errors.rehireDate} registration={register('rehireDate', dateRules('Rehire date'))} />}
      {reason === 'name-change' && (
        <div className={shared.fieldGrid}>
          <TextField id="supplement-b-last" label="New last name" required maxLength={EMPLOYEE_LIMITS.lastname} error={formState.errors.newLastName} registration={register('newLastName', textRules('New last name', EMPLOYEE_LIMITS.lastname))} />
          <TextField id="supplement-b-first" label="New first name" required maxLength={EMPLOYEE_LIMITS.firstname} error={formState.errors.newFirstName} registration={register('newFirstName', textRules('New first name', EMPLOYEE_LIMITS.firstname))} />
        </div>
      )}
      <p className="field__hint">When a new document is needed, the employee is e-mailed a private link to upload it.</p>
      <button type="submit" className="button" disabled={isLoading}>
        {isLoading ? 'Starting…' : 'Start Supplement B'}
      </button>
    </form>
  );
}

/** The examiner's statements and signature, and the new document when one is needed (never a List B one). */
interface CompleteValues extends ExaminerValues {
  documents: DocumentRow[];
}

function OpenSection({ employee, section, examinerName, onSigned }: { employee: EmployeeDetailView; section: SupplementBView; examinerName: string; onSigned: () => void }) {
  const { data: company } = useCompaniesDetailQuery({ id: employee.company_id });
  const eVerify = company?.data.everify.participating ?? false;
  const form = useKitForm<CompleteValues>({ defaultValues: { ...examinerDefaults(examinerName), documents: section.needs_document ? [emptyRow('A')] : [] } });
  const { register, handleSubmit, setError, setValue, control, formState } = form;
  const [complete, { isLoading, error }] = useReverificationsCompleteMutation();
  const fields = ['alternativeProcedure', 'lastName', 'firstName', 'additionalInformation'] as const;
  const serverErrors = useServerErrors(error, setError, { fields, aliases: { 'document.title': 'documents.0.title', 'document.number': 'documents.0.number', 'document.expirationDate': 'documents.0.expirationDate', 'document.list': 'documents.0.title' } });
  const [rows, alternative] = useWatch({ control, name: ['documents', 'alternativeProcedure'] });
  const uploads = employeeUploads(employee.documents, section.document_ids);

  const submit = handleSubmit(async (v) => {
    const row = v.documents[0];
    const dto: CompleteSupplementBDto = {
      alternativeProcedure: v.alternativeProcedure,
      lastName: v.lastName.trim(),
      firstName: v.firstName.trim(),
      ...(v.additionalInformation.trim() ? { additionalInformation: v.additionalInformation.trim() } : {}),
      ...(row
        ? {
            document: {
              list: row.list as 'A' | 'C',
              title: row.title as NonNullable<CompleteSupplementBDto['document']>['title'],
              number: row.number.trim(),
              ...(rowFacts(row) && row.issuingAuthority.trim() ? { issuingAuthority: row.issuingAuthority.trim() } : {}),
              ...(needsExpiration(row) ? { expirationDate: row.expirationDate } : {}),
            },
          }
        : {}),
    };
    const result = await complete({ id: employee.id, rid: section.id, completeSupplementBDto: dto });
    if ('data' in result) onSigned();
  });

  return (
    <div className={styles.workspace}>
      {section.needs_document &&
        (uploads.length ? (
          <UploadedDocumentViewer documents={uploads} title="New document uploaded by the employee" />
        ) : (
          section.url && (
            <div className={shared.linkBox}>
              <p>
                {section.status_label}: the employee was e-mailed this private link, valid until {formatDate(section.link_expires_at)}:
              </p>
              <span className={shared.linkText}>{reverificationLink(section.url)}</span>
              <CopyButton text={reverificationLink(section.url)} />
            </div>
          )
        ))}
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate aria-label={`Complete Supplement B section ${section.sequence}`} className={styles.form}>
          <h3>
            Section {section.sequence}: {REASONS[section.reason]}
          </h3>
          <DetailList items={[['Status', section.status_label], ['Rehire date', formatDate(section.rehire_date)], ['New name', section.new_name]]} />
          <ServerErrors errors={serverErrors} scroll={false} />
          {section.needs_document && (
            <>
              <ChoiceGroup
                id="supplement-b-list"
                label="The employee presented"
                hint="Any List A or List C document the employee chooses; List B documents are never reverified."
                inline
                options={[
                  { value: 'A', label: 'A List A document' },
                  { value: 'C', label: 'A List C document' },
                ]}
                registration={register('documents.0.list', { onChange: (e) => setValue('documents.0', emptyRow(e.target.value)) })}
              />
              {rows.length > 0 && <ExaminedDocumentFields employee={employee} index={0} eVerify={eVerify} />}
            </>
          )}
          {eVerify && employee.alternative_procedure_refusal === null && (
            <CheckboxField id="supplement-b-alternative" label="I used an alternative procedure authorized by DHS to examine documents" error={formState.errors.alternativeProcedure} registration={register('alternativeProcedure')} />
          )}
          {alternative && (
            <CheckboxField
              id="supplement-b-live-video"
              label="I examined the copy the employee sent, then the same document in a live video call with the employee"
              required
              error={formState.errors.liveVideo}
              registration={register('liveVideo', { validate: (v, all) => !all.alternativeProcedure || v || 'Confirm the live video examination, or leave the alternative procedure unchecked.' })}
            />
          )}
          <TextAreaField id="supplement-b-additional" label="Additional information" rows={2} maxLength={L.additionalInformation} registration={register('additionalInformation', textRules('Additional information', L.additionalInformation, { required: false }))} />
          <div className={shared.fieldGrid}>
            <TextField id="supplement-b-examiner-last" label="Examiner last name" required maxLength={L.examinerName} error={formState.errors.lastName} registration={register('lastName', textRules('Examiner last name', L.examinerName))} />
            <TextField id="supplement-b-examiner-first" label="Examiner first name" required maxLength={L.examinerName} error={formState.errors.firstName} registration={register('firstName', textRules('Examiner first name', L.examinerName))} />
          </div>
          <div className={styles.attestation}>
            <p>{I9_SUPPLEMENT_B_ATTESTATION}</p>
            {alternative && <p>{I9_ALTERNATIVE_PROCEDURE_ATTESTATION}</p>}
            <CheckboxField id="supplement-b-attest" label="I examined the document myself and sign this certification electronically" required error={formState.errors.attested} registration={register('attested', { validate: (v) => v || 'Accept the certification to sign Supplement B.' })} />
          </div>
          <button type="submit" className="button" disabled={isLoading}>
            {isLoading ? 'Signing…' : 'Sign Supplement B'}
          </button>
        </form>
      </FormProvider>
    </div>
  );
}
