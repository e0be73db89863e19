import { useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useKitForm } from '../../ui/form/use-kit-form';
import { apiErrors, type ApiErrorItem } from '../../api/errors';
import { EMPTY_ADDRESS } from '../address/address-values';
import { EMPTY_PERSON } from '../person/person-values';
import { showErrorsOnFields, type ServerErrorFields } from '../../ui/form/server-errors';
import { formsApi, useFormsSend } from '../api/forms-api';
import { ServerErrors } from '../../ui/ServerErrors';
import { FormRecaptcha } from '../fields/FormRecaptcha';
import { recaptchaSiteKey, type RecaptchaHandle } from '../../ui/recaptcha/recaptcha';
import { useLanguage } from '../i18n/language';
import { atsFields, readAtsLink } from './ats-link';
import { FormActions, SendingStatus, useStepFocus } from '../layout/steps';
import { Submitted } from '../layout/Submitted';
import { ApplyingAt } from './ApplyingAt';
import { BasicInfoStep } from './BasicInfoStep';
import { IntroStep } from './IntroStep';
import { QuestionsStep } from './QuestionsStep';
import { SignatureBlock } from './SignatureBlock';
import { buildPrescreeningPayload, EMPTY_ANSWERS, type PrescreeningValues } from './questionnaire';
import { locationIdToSend, type WhereApplied } from './where-applied';
import styles from '../layout/form.module.css';

type Page = 'intro' | 'basic' | 'questions';

const DEFAULT_VALUES: PrescreeningValues = {
  ...EMPTY_PERSON,
  ...EMPTY_ADDRESS,
  signature: '',
  recaptcha: '',
  locationId: '',
  ...EMPTY_ANSWERS,
};

/** Every field of the form can carry the server's message. */
const SERVER_ERROR_FIELDS: ServerErrorFields<PrescreeningValues> = { fields: Object.keys(DEFAULT_VALUES) as (keyof PrescreeningValues)[] };

interface PrescreeningFormProps {
  companyId: number;
  companyName: string | null;
  /** Where the applicant applies (where-applied.ts): named, to choose on page 1, or the only location. */
  where: WhereApplied;
  /** The answer given on page 0 (PrescreeningStart), where the form opens. */
  answeredEligible: boolean;
}

/**
 * The three pages of docs/product.md §2. Yes on page 0 → page 1 → Continue → page 2 with the questions, the
 * signature and Submit; No on page 0 → page 1 with the signature and Submit straight away.
 * Values survive moving back and forth; only what is on screen is checked and sent. Page 0 is first
 * drawn by PrescreeningStart without this module; the form opens on page 1 with that answer.
 */
export function PrescreeningForm({ companyId, companyName, where, answeredEligible }: PrescreeningFormProps) {
  const { messages, language } = useLanguage();
  // An applicant tracking system's link: its candidate's id, values to prefill (still editable) and the way back.
  const [atsLink] = useState(() => readAtsLink(globalThis.location?.search ?? ''));
  const form = useKitForm<PrescreeningValues>({ defaultValues: { ...DEFAULT_VALUES, ...atsLink.prefill } });
  const [leaving, setLeaving] = useState(false);
  const [page, setPage] = useState<Page>('basic');
  const [eligible, setEligible] = useState(answeredEligible);
  const [serverErrors, setServerErrors] = useState<ApiErrorItem[]>([]);
  const [submitPrescreening, { isLoading, isSuccess }] = useFormsSend(formsApi.createSubmission);
  const recaptcha = useRef<RecaptchaHandle>(null);
  const siteKey = recaptchaSiteKey();
  const headingRef = useStepFocus(page, 'intro');

  const answerIntro = (answer: boolean) => {
    setEligible(answer);
    setPage('basic');
  };

  const onValid = async (values: PrescreeningValues) => {
    if (page === 'basic' && eligible) {
      setPage('questions');
      return;
    }
    setServerErrors([]);
    try {
      const created = await submitPrescreening({ ...buildPrescreeningPayload(values, companyId, eligible, locationIdToSend(where, values.locationId)), ...atsFields(atsLink, language) });
      // Back to the applicant tracking system, when the company allows the host the link named.
      if (created.redirect_url) {
        setLeaving(true);
        globalThis.location.assign(created.redirect_url);
      }
    } catch (error) {
      const errors = apiErrors(error as Parameters<typeof apiErrors>[0]);
      setServerErrors(errors);
      showErrorsOnFields(errors, form.setError, SERVER_ERROR_FIELDS);
      recaptcha.current?.reset();
    }
  };

  if (isSuccess && leaving) return <p role="status">{messages.common.sending}</p>;
  if (isSuccess) {
    return (
      <Submitted title={messages.prescreening.doneTitle}>
        <p>{messages.prescreening.doneText(companyName ?? messages.prescreening.doneEmployer)}</p>
      </Submitted>
    );
  }

  const signing = page === 'questions' || (page === 'basic' && !eligible);
  return (
    <FormProvider {...form}>
      <h1 className={styles.title}>{messages.prescreening.title}</h1>
      <ApplyingAt where={where} />
      <ServerErrors errors={serverErrors} title={messages.common.serverErrorsTitle} />
      {page === 'intro' ? (
        <IntroStep companyName={companyName} headingRef={headingRef} onAnswer={answerIntro} />
      ) : (
        <form noValidate onSubmit={form.handleSubmit(onValid)}>
          {page === 'basic' && <BasicInfoStep headingRef={headingRef} where={where} />}
          {page === 'questions' && <QuestionsStep headingRef={headingRef} />}
          {signing && <SignatureBlock />}
          {signing && <FormRecaptcha control={form.control} siteKey={siteKey} ref={recaptcha} />}
          <FormActions>
            <button type="button" className="button button--secondary" onClick={() => setPage(page === 'questions' ? 'basic' : 'intro')}>
              {messages.common.back}
            </button>
            {signing ? (
              <button type="submit" className="button" disabled={isLoading} aria-busy={isLoading}>
                {messages.common.submit}
              </button>
            ) : (
              <button type="submit" className="button">
                {messages.common.continue}
              </button>
            )}
          </FormActions>
          <SendingStatus sending={isLoading} text={messages.common.sending} />
        </form>
      )}
    </FormProvider>
  );
}
