import { useRef, useState, type ChangeEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useKitForm } from '../../ui/form/use-kit-form';
import { I9_LIST_A, I9_LIST_C } from '@clearhire/contracts';
import { apiErrors, type ApiErrorItem } from '../../api/errors';
import type { ReverificationUploadForm } from '../../api/public-client';
import { formsApi, useFormsRead, useFormsSend } from '../api/forms-api';
import { ChoiceGroup, FieldLabel, SelectField } from '../../ui/form/Fields';
import { PageLoading } from '../../ui/PageLoading';
import { ServerErrors } from '../../ui/ServerErrors';
import { recaptchaSiteKey, type RecaptchaHandle } from '../../ui/recaptcha/recaptcha';
import { FormRecaptcha } from '../fields/FormRecaptcha';
import { ChosenFile } from '../fields/ChosenFile';
import { choiceRules, describeError, errorToken } from '../fields/validation';
import { LanguageProvider, useMessages } from '../i18n/language';
import { FormActions, SendingStatus } from '../layout/steps';
import { FormLayout } from '../layout/FormLayout';
import { Submitted } from '../layout/Submitted';
import { isAcceptableUpload, UPLOAD_ACCEPT } from '../i9/i9-form';
import styles from '../layout/form.module.css';

/** /reverify/{url}: the employee uploads a new List A or List C document for Form I-9 Supplement B. */
export function ReverifyPage({ url }: { url: string }) {
  return (
    <LanguageProvider>
      <ReverifyScreen url={url} />
    </LanguageProvider>
  );
}

function ReverifyScreen({ url }: { url: string }) {
  const messages = useMessages();
  const text = messages.reverify;
  const link = useFormsRead(url, (signal) => formsApi.reverificationLinkStatus(url, signal));
  const [submitted, setSubmitted] = useState(false);

  let content;
  if (submitted) {
    content = (
      <Submitted title={text.doneTitle}>
        <p>{text.doneText}</p>
      </Submitted>
    );
  } else if (link.isLoading) {
    content = <PageLoading />;
  } else if (link.error || !link.data) {
    const notFound = Boolean(link.error && 'status' in link.error && link.error.status === 404);
    content = <Message title={notFound ? text.notFoundTitle : messages.i9.loadFailedTitle} text={notFound ? text.notFoundText : ''} errors={notFound ? [] : apiErrors(link.error)} />;
  } else if (link.data.status !== 'open') {
    content = <Message title={link.data.status === 'used' ? text.usedTitle : text.expiredTitle} text={link.data.status === 'used' ? text.usedText : text.expiredText} />;
  } else {
    content = <ReverifyForm url={url} firstname={link.data.firstname} onSubmitted={() => setSubmitted(true)} />;
  }
  return <FormLayout documentTitle={text.documentTitle}>{content}</FormLayout>;
}

function Message({ title, text, errors = [] }: { title: string; text: string; errors?: ApiErrorItem[] }) {
  return (
    <section className={styles.section}>
      <h1>{title}</h1>
      {text && <p>{text}</p>}
      {errors.length > 0 && <ServerErrors errors={errors} scroll={false} />}
    </section>
  );
}

interface Values {
  list: '' | 'listA' | 'listC';
  documentType: string;
  recaptcha: string;
}

function ReverifyForm({ url, firstname, onSubmitted }: { url: string; firstname: string; onSubmitted: () => void }) {
  const messages = useMessages();
  const text = messages.reverify;
  const form = useKitForm<Values>({ defaultValues: { list: '', documentType: '', recaptcha: '' } });
  const { register, control, handleSubmit, formState, setValue } = form;
  const list = useWatch({ control, name: 'list' });
  const [file, setFile] = useState<File | undefined>();
  const [fileError, setFileError] = useState<string | undefined>();
  const [serverErrors, setServerErrors] = useState<ApiErrorItem[]>([]);
  const [upload, { isLoading }] = useFormsSend(formsApi.uploadReverification);
  const recaptcha = useRef<RecaptchaHandle>(null);
  const fileErrorText = describeError(messages, fileError);

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (chosen && isAcceptableUpload(chosen)) {
      setFile(chosen);
      setFileError(undefined);
      return;
    }
    setFile(undefined);
    event.target.value = '';
    setFileError(errorToken(chosen ? 'upload' : 'documentFile'));
  };

  const onValid = async (values: Values) => {
    if (!file) return setFileError(errorToken('documentFile'));
    setServerErrors([]);
    const body: ReverificationUploadForm = { url, list: values.list as 'listA' | 'listC', documentType: values.documentType as ReverificationUploadForm['documentType'], document: file };
    try {
      await upload(body, values.recaptcha || undefined);
      onSubmitted();
    } catch (error) {
      setServerErrors(apiErrors(error as Parameters<typeof apiErrors>[0]));
      recaptcha.current?.reset();
    }
  };

  const labels: Record<string, string> = list ? messages.options[list] : {};
  const options = list ? (list === 'listA' ? I9_LIST_A : I9_LIST_C).map((value) => ({ value, label: labels[value] ?? value })) : [];
  return (
    <>
      <h1 className={styles.title}>{text.title}</h1>
      <ServerErrors errors={serverErrors} title={messages.common.serverErrorsTitle} />
      <form noValidate onSubmit={handleSubmit(onValid, () => !file && setFileError(errorToken('documentFile')))}>
        <section className={styles.section} aria-labelledby="reverify-heading">
          <h2 id="reverify-heading">{messages.i9.greeting(firstname)}</h2>
          <p>{text.intro}</p>
          <ChoiceGroup
            id="reverify-list"
            label={text.listQuestion}
            required
            options={[
              { value: 'listA', label: messages.i9.listAHeading },
              { value: 'listC', label: messages.i9.listCHeading },
            ]}
            error={formState.errors.list}
            registration={register('list', { ...choiceRules(), onChange: () => setValue('documentType', '') })}
          />
          {list && (
            <SelectField
              id="reverify-type"
              label={list === 'listA' ? messages.i9.documentType.listA : messages.i9.documentType.listC}
              required
              options={options}
              error={formState.errors.documentType}
              registration={register('documentType', choiceRules('documentType'))}
            />
          )}
          <div className="field">
            <FieldLabel htmlFor="reverify-file" required>
              {text.file}
            </FieldLabel>
            <span id="reverify-file-hint" className="field__hint">
              {messages.i9.fileHint}
            </span>
            <input
              id="reverify-file"
              type="file"
              accept={UPLOAD_ACCEPT}
              aria-required
              aria-invalid={fileErrorText ? true : undefined}
              aria-describedby={fileErrorText ? 'reverify-file-hint reverify-file-error' : 'reverify-file-hint'}
              onChange={chooseFile}
            />
            {file && !fileErrorText && <ChosenFile file={file} />}
            <span id="reverify-file-error" role="alert" className="field__error">
              {fileErrorText ?? ''}
            </span>
          </div>
          <FormRecaptcha control={control} siteKey={recaptchaSiteKey()} ref={recaptcha} />
        </section>
        <FormActions>
          <button type="submit" className="button" disabled={isLoading} aria-busy={isLoading || undefined}>
            {messages.common.submit}
          </button>
        </FormActions>
        <SendingStatus sending={isLoading} text={messages.common.sending} />
      </form>
    </>
  );
}
