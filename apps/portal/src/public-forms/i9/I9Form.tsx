import { useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useKitForm } from '../../ui/form/use-kit-form';
import { SUPPLEMENT_A_LIMITS, type I9DocumentList } from '@clearhire/contracts';
import { todayCalendarDate } from '@clearhire/domain';
import { apiErrors, type ApiErrorItem } from '../../api/errors';
import type { I9Prefill } from '../../api/public-client';
import { EMPTY_ADDRESS } from '../address/address-values';
import { EMPTY_PERSON } from '../person/person-values';
import { showErrorsOnFields, type ServerErrorFields } from '../../ui/form/server-errors';
import { ServerErrors } from '../../ui/ServerErrors';
import { FormRecaptcha } from '../fields/FormRecaptcha';
import { recaptchaSiteKey, type RecaptchaHandle } from '../../ui/recaptcha/recaptcha';
import { errorToken } from '../fields/validation';
import { useMessages } from '../i18n/language';
import { FormActions, SendingStatus, useStepFocus } from '../layout/steps';
import { DocumentsStep } from './DocumentsStep';
import { buildI9Submission, clearedForCitizenship, clearedForDocumentCount, EMPTY_PREPARER, isAcceptableUpload, listsFor, prefilledValues, sectionOneProblems, type I9Files, type I9Values, type PreparerValues } from './i9-form';
import { formsApi, useFormsSend } from '../api/forms-api';
import { SectionOneStep } from './SectionOneStep';
import styles from '../layout/form.module.css';

type Page = 'basic' | 'documents';

const DEFAULT_VALUES: I9Values = {
  ...EMPTY_PERSON,
  ...EMPTY_ADDRESS,
  middleInitial: '',
  otherLastnames: '',
  citizenship: '',
  ...clearedForCitizenship(),
  signature: '',
  helped: '',
  preparers: [],
  documentCount: '',
  ...clearedForDocumentCount(),
  recaptcha: '',
};

type FileErrors = Partial<Record<I9DocumentList, string>>;

interface I9FormProps {
  url: string;
  prefill: I9Prefill | null;
  onSubmitted: () => void;
}

/** Every field of the form can carry the server's message; the API names the document's expiry `expiry`. */
const PREPARER_FIELDS = Array.from({ length: SUPPLEMENT_A_LIMITS.preparers }, (_, i) => (Object.keys(EMPTY_PREPARER) as (keyof PreparerValues)[]).map((f) => `preparers.${i}.${f}` as const)).flat();
const SERVER_ERROR_FIELDS: ServerErrorFields<I9Values> = { fields: [...(Object.keys(DEFAULT_VALUES) as (keyof I9Values)[]), ...PREPARER_FIELDS], aliases: { expiry: 'expiryDate' } };

/**
 * Notice → 'Basic Information' (Next) → 'Documents Submission' (Back, Submit), docs/product.md §2 and §4.
 * The notice is I9Start's, drawn without this module; the form opens on 'Basic Information'.
 */
export function I9Form({ url, prefill, onSubmitted }: I9FormProps) {
  const messages = useMessages();
  const form = useKitForm<I9Values>({ defaultValues: prefill ? { ...DEFAULT_VALUES, ...prefilledValues(prefill) } : DEFAULT_VALUES });
  // The pre-screening's SSN stands until the employee asks to change it; then the typed one is sent.
  const [keepPrescreeningSsn, setKeepPrescreeningSsn] = useState(prefill !== null);
  const [page, setPage] = useState<Page>('basic');
  const [files, setFiles] = useState<I9Files>({});
  const [fileErrors, setFileErrors] = useState<FileErrors>({});
  const [serverErrors, setServerErrors] = useState<ApiErrorItem[]>([]);
  const [submitI9, { isLoading }] = useFormsSend(formsApi.submitI9);
  const recaptcha = useRef<RecaptchaHandle>(null);
  const siteKey = recaptchaSiteKey();
  const headingRef = useStepFocus<Page | 'notice'>(page, 'notice');

  const chooseFile = (list: I9DocumentList, file: File | undefined, input: HTMLInputElement) => {
    const { [list]: _previous, ...others } = files;
    if (file && isAcceptableUpload(file)) {
      setFiles({ ...others, [list]: file });
      setFileErrors((errors) => ({ ...errors, [list]: undefined }));
      return;
    }
    // A refused file is not kept, and the input is emptied so the same file can be picked again after fixing it.
    setFiles(others);
    input.value = '';
    setFileErrors((errors) => ({ ...errors, [list]: file ? errorToken('upload') : errorToken('documentFile') }));
  };

  /** Every needed list has an accepted file; otherwise the missing ones are marked and the first is focused. */
  const checkFiles = (values: I9Values): boolean => {
    const missing = listsFor(values.documentCount).filter((list) => !files[list]);
    if (!missing.length) return true;
    setFileErrors((errors) => ({ ...errors, ...Object.fromEntries(missing.map((list) => [list, errors[list] ?? errorToken('documentFile')])) }));
    document.getElementById(`i9-${missing[0]}-file`)?.focus();
    return false;
  };

  /**
   * libs/domain's Section 1 rules (citizenshipProblems) on the fields that show them; a field that
   * already has its own error keeps it. True when the attestation is complete.
   */
  const applySectionOneRules = (values: I9Values, focus: boolean): boolean => {
    const problems = sectionOneProblems(values, todayCalendarDate()).filter((p) => !form.getFieldState(p.field).error);
    problems.forEach((problem, index) => form.setError(problem.field, { type: 'domain', message: problem.message }, { shouldFocus: focus && index === 0 }));
    return problems.length === 0;
  };

  const onValid = async (values: I9Values) => {
    if (page === 'basic') {
      if (applySectionOneRules(values, true)) setPage('documents');
      return;
    }
    if (!checkFiles(values)) return;
    setServerErrors([]);
    try {
      await submitI9(buildI9Submission(values, files, url, { keepPrescreeningSsn }), values.recaptcha || undefined);
      onSubmitted();
    } catch (error) {
      const errors = apiErrors(error as Parameters<typeof apiErrors>[0]);
      setServerErrors(errors);
      showErrorsOnFields(errors, form.setError, SERVER_ERROR_FIELDS);
      recaptcha.current?.reset();
    }
  };

  // Every problem shows at once: the form's own checks failed, so also run the rules they do not cover.
  const onInvalid = () => {
    if (page === 'basic') applySectionOneRules(form.getValues(), false);
    if (page === 'documents') checkFiles(form.getValues());
  };

  return (
    <FormProvider {...form}>
      <h1 className={styles.title}>{messages.i9.title}</h1>
      <ServerErrors errors={serverErrors} title={messages.common.serverErrorsTitle} />
      <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)}>
        {page === 'basic' && (
          <SectionOneStep
            headingRef={headingRef}
            prefilled={prefill !== null}
            prescreeningSsnLast4={keepPrescreeningSsn ? (prefill?.ssn_last4 ?? null) : null}
            onChangeSsn={() => setKeepPrescreeningSsn(false)}
          />
        )}
        {page === 'documents' && (
          <>
            <DocumentsStep
              headingRef={headingRef}
              files={files}
              fileErrors={fileErrors}
              onFileChosen={chooseFile}
              onCountChanged={() => {
                setFiles({});
                setFileErrors({});
              }}
            />
            <FormRecaptcha control={form.control} siteKey={siteKey} ref={recaptcha} />
          </>
        )}
        <FormActions>
          {page === 'documents' && (
            <button type="button" className="button button--secondary" onClick={() => setPage('basic')}>
              {messages.common.back}
            </button>
          )}
          <button type="submit" className="button" disabled={isLoading} aria-busy={isLoading || undefined}>
            {page === 'basic' ? messages.common.next : messages.common.submit}
          </button>
        </FormActions>
        <SendingStatus sending={isLoading} text={messages.common.sending} />
      </form>
    </FormProvider>
  );
}
