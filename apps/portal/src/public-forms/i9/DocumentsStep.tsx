import type { ChangeEvent, RefObject } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { I9_LIST_A, I9_LIST_B, I9_LIST_C, type I9DocumentList } from '@clearhire/contracts';
import { ChoiceGroup, FieldLabel, SelectField } from '../../ui/form/Fields';
import { choiceRules, describeError } from '../fields/validation';
import { useMessages } from '../i18n/language';
import { clearedForDocumentCount, listsFor, UPLOAD_ACCEPT, type I9Files, type I9Values } from './i9-form';
import { FormStep } from '../layout/FormStep';
import { ChosenFile } from '../fields/ChosenFile';
import styles from '../layout/form.module.css';

const LIST_DOCUMENTS = { listA: I9_LIST_A, listB: I9_LIST_B, listC: I9_LIST_C } as const;

/** The documents of a list (stored values from contracts) with their labels in the current language. */
function documentOptions(list: I9DocumentList, labels: Record<string, string>) {
  return LIST_DOCUMENTS[list].map((value) => ({ value, label: labels[value] ?? value }));
}

interface DocumentsStepProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  files: I9Files;
  /** Per list, the error token of its file ('upload' for a refused file, 'documentFile' when missing). */
  fileErrors: Partial<Record<I9DocumentList, string>>;
  onFileChosen: (list: I9DocumentList, file: File | undefined, input: HTMLInputElement) => void;
  /** The count changed: every document choice and file is dropped (docs/product.md §4). */
  onCountChanged: () => void;
}

/** Page 2 'Documents Submission': one List A document, or a List B plus a List C document, each with its file. */
export function DocumentsStep({ headingRef, files, fileErrors, onFileChosen, onCountChanged }: DocumentsStepProps) {
  const messages = useMessages();
  const { i9: text, common } = messages;
  const { register, control, setValue, clearErrors, formState } = useFormContext<I9Values>();
  const count = useWatch({ control, name: 'documentCount' });

  const resetChoices = () => {
    for (const [list, value] of Object.entries(clearedForDocumentCount()) as [I9DocumentList, string][]) setValue(list, value);
    clearErrors(['listA', 'listB', 'listC']);
    onCountChanged();
  };

  return (
    <FormStep id="i9-documents" heading={text.documentsHeading} headingRef={headingRef} requiredNote={common.requiredNote}>
      <ChoiceGroup
        id="i9-document-count"
        label={text.documentCount}
        required
        options={[
          { value: 'one', label: text.documentCountOne },
          { value: 'two', label: text.documentCountTwo },
        ]}
        registration={register('documentCount', { ...choiceRules(), onChange: resetChoices })}
        error={formState.errors.documentCount}
      />
      {listsFor(count).map((list) => {
        const fileId = `i9-${list}-file`;
        const errorText = describeError(messages, fileErrors[list]);
        const hintId = `${fileId}-hint`;
        const errorId = `${fileId}-error`;
        const file = files[list];
        return (
          <div key={`${count}-${list}`} className={styles.followUps}>
            <SelectField
              id={`i9-${list}-type`}
              label={text.documentType[list]}
              required
              options={documentOptions(list, messages.options[list])}
              registration={register(list, choiceRules('documentType'))}
              error={formState.errors[list]}
            />
            <div className="field">
              <FieldLabel htmlFor={fileId} required>
                {text.documentFile[list]}
              </FieldLabel>
              <span id={hintId} className="field__hint">
                {text.fileHint}
              </span>
              <input
                id={fileId}
                type="file"
                accept={UPLOAD_ACCEPT}
                aria-required
                aria-invalid={errorText ? true : undefined}
                aria-describedby={errorText ? `${hintId} ${errorId}` : hintId}
                onChange={(event: ChangeEvent<HTMLInputElement>) => onFileChosen(list, event.target.files?.[0], event.target)}
              />
              {file && !errorText && <ChosenFile file={file} />}
              <span id={errorId} role="alert" className="field__error">
                {errorText ?? ''}
              </span>
            </div>
          </div>
        );
      })}
    </FormStep>
  );
}
