import { CompanySettingsLink } from '../../common/company-settings-link';
import { useMemo } from 'react';
import { FormProvider, useFieldArray, useWatch } from 'react-hook-form';
import { useKitForm } from '../../../ui/form/use-kit-form';
import { ADDRESS_FIELDS as A, SECTION2_LIMITS as L, US_STATES } from '@clearhire/contracts';
import { I9_ALTERNATIVE_PROCEDURE_ATTESTATION, I9_SECTION2_ATTESTATION } from '@clearhire/domain';
import { useI9MarkVerifiedMutation, type CompanyView, type EmployeeDetailView } from '../../../api/generated';
import { ServerErrors } from '../../../ui/ServerErrors';
import { CheckboxField, ChoiceGroup, RequiredNote, SelectField, TextAreaField, TextField } from '../../../ui/form/Fields';
import { useServerErrors } from '../../../ui/form/server-errors';
import { dateRules, digitsRules, textRules } from '../../../ui/form/rules';
import { ExaminedDocumentFields } from './ExaminedDocumentFields';
import { documentRows, MAX_LIST_A_DOCUMENTS, rowFacts, SECTION2_ERROR_FIELDS, section2Defaults, toSection2Dto, type DocumentRow, type PresentedLists, type Section2Values } from './section2-form';
import shared from '../../common/dashboard.module.css';
import styles from './section2.module.css';

interface Props {
  employee: EmployeeDetailView;
  /** The employer: its address prefills the form, its E-Verify participation allows the alternative procedure. */
  company: CompanyView | undefined;
  examinerName: string;
  /** Called with what Section 2's answer says about E-Verify: whether the case was created on its own. */
  onSigned: (signed: { everifyCaseCreated: boolean }) => void;
}

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));
const PRESENTED_OPTIONS = [
  { value: 'A', label: 'One List A document (or a combination List A allows)' },
  { value: 'BC', label: 'One List B and one List C document' },
];

/**
 * Form I-9 Section 2: the examiner records the documents the employee presents, as the employee
 * chose them, and signs the certification. The person who examines the documents signs, so the
 * examiner's own name and title are asked; the employer's name and address come from the company.
 */
export function Section2Form({ employee, company, examinerName, onSigned }: Props) {
  const eVerify = company?.everify.participating ?? false;
  // Remote examination: for an E-Verify employer, at an E-Verify hiring site (the API says why not).
  const remote = eVerify && employee.alternative_procedure_refusal === null;
  const form = useKitForm<Section2Values>({ defaultValues: section2Defaults(employee, company, examinerName) });
  const { register, handleSubmit, setError, setValue, control, formState } = form;
  const { errors } = formState;
  const documents = useFieldArray({ control, name: 'documents' });
  const [presented, alternative, rows] = useWatch({ control, name: ['presented', 'alternativeProcedure', 'documents'] });
  const [sign, { isLoading, error }] = useI9MarkVerifiedMutation();
  // Row errors (documents.<i>.<field>) arrive under the inputs' own names.
  const errorFields = useMemo(
    () => ({ fields: [...SECTION2_ERROR_FIELDS.fields, ...rows.flatMap((_, i) => (['title', 'issuingAuthority', 'number', 'expirationDate', 'hasPhoto'] as const).map((f) => `documents.${i}.${f}` as const))] }),
    [rows],
  );
  const serverErrors = useServerErrors(error, setError, errorFields);
  const askPhoto = (row: DocumentRow) => eVerify && row.list === 'B' && rowFacts(row)?.photo === 'maybe';

  const choosePresented = (value: PresentedLists) => documents.replace(documentRows(employee, value));
  const submit = handleSubmit(async (values) => {
    const result = await sign({ employeeId: employee.id, section2Dto: toSection2Dto(values, askPhoto) });
    if ('data' in result) onSigned({ everifyCaseCreated: result.data?.everify_case_created ?? false });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-labelledby="section2-form-title" className={styles.form}>
        <h3 id="section2-form-title">Complete Section 2</h3>
        <ServerErrors errors={serverErrors} scroll={false} />
        <RequiredNote />
        <div className={shared.fieldGrid}>
          <TextField
            id="section2-first-day"
            label="First day of employment"
            type="date"
            required
            error={errors.firstDayOfEmployment}
            registration={register('firstDayOfEmployment', dateRules('First day of employment'))}
          />
          <CheckboxField
            id="section2-short-term"
            label="Hired for fewer than 3 business days"
            hint="Section 2 is then due on the first day, and receipts are not acceptable."
            registration={register('shortTermEmployment')}
          />
        </div>
        <ChoiceGroup
          id="section2-presented"
          label="Documents the employee presented"
          hint="The employee chooses which documents to present. Do not ask for specific documents."
          options={PRESENTED_OPTIONS}
          registration={register('presented', { onChange: (e) => choosePresented(e.target.value as PresentedLists) })}
        />
        {errors.documents?.root?.message && <p className="field__error">{errors.documents.root.message}</p>}
        {documents.fields.map((field, index) => (
          <ExaminedDocumentFields
            key={field.id}
            employee={employee}
            index={index}
            eVerify={eVerify}
            onRemove={presented === 'A' && index > 0 ? () => documents.remove(index) : undefined}
          />
        ))}
        {presented === 'A' && documents.fields.length < MAX_LIST_A_DOCUMENTS && (
          <button type="button" className="button button--secondary" onClick={() => documents.append({ ...documentRows(employee, 'A')[0], title: '' })}>
            Add a List A document (Form I-94, I-551 stamp, I-20 or DS-2019)
          </button>
        )}

        {remote ? (
          <fieldset className={styles.alternative}>
            <legend>Remote examination</legend>
            <CheckboxField
              id="section2-alternative"
              label="I used an alternative procedure authorized by DHS to examine documents"
              hint="For E-Verify employers: examine copies (front and back), then the same documents in a live video call, and keep the copies."
              error={errors.alternativeProcedure}
              registration={register('alternativeProcedure', {
                onChange: (e) => {
                  if (!e.target.checked) setValue('liveVideo', false);
                },
              })}
            />
            {alternative && (
              <CheckboxField
                id="section2-live-video"
                label="I examined the copies the employee sent, then the same documents in a live video call with the employee"
                required
                error={errors.liveVideo}
                registration={register('liveVideo', { validate: (v, all) => !all.alternativeProcedure || v || 'Confirm the live video examination, or leave the alternative procedure unchecked.' })}
              />
            )}
          </fieldset>
        ) : (
          <p className="field__hint">
            {eVerify && employee.alternative_procedure_refusal
              ? employee.alternative_procedure_refusal
              : 'The alternative procedure (remote examination) is available to E-Verify employers: record your E-Verify enrolment in the company settings.'}{' '}
            <CompanySettingsLink companyId={employee.company_id}>Open the company settings</CompanySettingsLink>
          </p>
        )}

        <TextAreaField
          id="section2-additional"
          label="Additional information"
          rows={3}
          maxLength={L.additionalInformation}
          error={errors.additionalInformation}
          registration={register('additionalInformation', textRules('Additional information', L.additionalInformation, { required: false }))}
        />

        <fieldset className={styles.group}>
          <legend>Employer or authorized representative (the person who examined the documents)</legend>
          <div className={shared.fieldGrid}>
            <TextField id="section2-last-name" label="Last name" required maxLength={L.examinerName} error={errors.lastName} registration={register('lastName', textRules('Last name', L.examinerName))} />
            <TextField id="section2-first-name" label="First name" required maxLength={L.examinerName} error={errors.firstName} registration={register('firstName', textRules('First name', L.examinerName))} />
            <TextField id="section2-title" label="Title" required maxLength={L.examinerTitle} error={errors.title} registration={register('title', textRules('Title', L.examinerTitle))} />
          </div>
        </fieldset>

        <fieldset className={styles.group}>
          <legend>Employer&apos;s business or organization</legend>
          <TextField id="section2-employer" label="Business or organization name" required maxLength={L.employerName} error={errors.employerName} registration={register('employerName', textRules('Business or organization name', L.employerName))} />
          <div className={shared.fieldGrid}>
            <TextField id="section2-street" label="Street address" required maxLength={A.street.max} error={errors.employerStreet} registration={register('employerStreet', textRules('Street address', A.street.max))} />
            <TextField id="section2-city" label="City or town" required maxLength={A.city.max} error={errors.employerCity} registration={register('employerCity', textRules('City or town', A.city.max))} />
            <SelectField id="section2-state" label="State" required options={STATE_OPTIONS} error={errors.employerState} registration={register('employerState', { required: 'Choose the state.' })} />
            <TextField id="section2-zip" label="ZIP code" required digitsOnly maxLength={A.zip.max} error={errors.employerZip} registration={register('employerZip', digitsRules('ZIP code', A.zip.max, { min: A.zip.min }))} />
          </div>
        </fieldset>

        <div className={styles.attestation}>
          <p>{I9_SECTION2_ATTESTATION}</p>
          {alternative && <p>{I9_ALTERNATIVE_PROCEDURE_ATTESTATION}</p>}
          <CheckboxField
            id="section2-attest"
            label="I examined the documents myself and sign this certification electronically"
            required
            error={errors.attested}
            registration={register('attested', { validate: (v) => v || 'Accept the certification to sign Section 2.' })}
          />
        </div>
        <button type="submit" className="button" disabled={isLoading}>
          {isLoading ? 'Signing…' : 'Sign Section 2'}
        </button>
      </form>
    </FormProvider>
  );
}
