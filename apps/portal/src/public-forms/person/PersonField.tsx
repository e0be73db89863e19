import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { PERSON_FIELDS } from '@clearhire/contracts';
import { todayCalendarDate } from '@clearhire/domain';
import { TextField } from '../../ui/form/Fields';
import { digitsRules, emailRules, pastDateRules, ssnRules, textRules, type Rules } from '../fields/validation';
import { useMessages } from '../i18n/language';
import type { Messages } from '../i18n/en';
import type { PersonValues } from './person-values';

type PersonFieldName = keyof PersonValues;

interface PersonControl {
  rules: () => Rules;
  maxLength?: number;
  type?: 'email' | 'tel' | 'date';
  autoComplete: string;
  digitsOnly?: boolean;
  hint?: (person: Messages['person']) => string;
  max?: () => string;
}

/** Each field's control, with its limit and rule from PERSON_FIELDS (@clearhire/contracts). */
const PERSON_CONTROLS: Record<PersonFieldName, PersonControl> = {
  firstname: {
    rules: () => textRules(PERSON_FIELDS.firstname.max),
    maxLength: PERSON_FIELDS.firstname.max,
    autoComplete: 'given-name',
  },
  lastname: {
    rules: () => textRules(PERSON_FIELDS.lastname.max),
    maxLength: PERSON_FIELDS.lastname.max,
    autoComplete: 'family-name',
  },
  email: {
    rules: () => emailRules(PERSON_FIELDS.email.max),
    maxLength: PERSON_FIELDS.email.max,
    type: 'email',
    autoComplete: 'email',
  },
  phone: {
    rules: () => digitsRules({ max: PERSON_FIELDS.phone.max }),
    type: 'tel',
    autoComplete: 'tel-national',
    digitsOnly: true,
    hint: (p) => p.phoneHint,
  },
  // The SSN is never offered to the browser's autofill: the device may be shared.
  ssn: {
    rules: () => ssnRules(PERSON_FIELDS.ssn.max),
    autoComplete: 'off',
    digitsOnly: true,
    hint: (p) => p.ssnHint,
  },
  birthdate: {
    rules: () => pastDateRules(),
    type: 'date',
    autoComplete: 'bday',
    max: () => todayCalendarDate(),
  },
};

interface PersonFieldProps {
  /** Prefix of the input id, unique on the page (`ps-firstname`, `i9-firstname`). */
  idPrefix: string;
  name: PersonFieldName;
  /** Said after the field's own hint, where a form has more to say (the I-9's SSN). */
  extraHint?: ReactNode;
}

/** One required field of the person block, labelled in the form's language. */
export function PersonField({ idPrefix, name, extraHint }: PersonFieldProps) {
  const { person } = useMessages();
  const { register, formState } = useFormContext<PersonValues>();
  const control = PERSON_CONTROLS[name];
  const ownHint = control.hint?.(person);
  const hint = ownHint && extraHint ? `${ownHint} ${extraHint}` : (ownHint ?? extraHint);
  return (
    <TextField
      id={`${idPrefix}-${name}`}
      label={person[name]}
      hint={hint}
      required
      type={control.type}
      autoComplete={control.autoComplete}
      digitsOnly={control.digitsOnly}
      maxLength={control.maxLength}
      max={control.max?.()}
      registration={register(name, control.rules())}
      error={formState.errors[name]}
    />
  );
}
