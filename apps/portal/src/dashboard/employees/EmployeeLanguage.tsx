import type { UseFormRegisterReturn } from 'react-hook-form';
import { LANGUAGES, type Language } from '@clearhire/contracts';
import { SelectField } from '../../ui/form/Fields';
import type { FieldErrorLike } from '../../ui/form/field-text';

/** Each language by its own name, as the employee would look for it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español (Spanish)' };

/** The language every mail to the employee is written in (the Form I-9 link, the Supplement B link). */
export function LanguageField({ idPrefix, error, registration }: { idPrefix: string; error?: FieldErrorLike | string; registration: UseFormRegisterReturn }) {
  return (
    <SelectField
      id={`${idPrefix}-language`}
      label="Language of the e-mails"
      hint="The Form I-9 link and every later message go in this language."
      options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
      error={error}
      registration={registration}
    />
  );
}
