import { useFormContext, type RegisterOptions } from 'react-hook-form';
import { ANSWER_KINDS, PRESCREENING_LIMITS, US_STATES, type AnswerField } from '@clearhire/contracts';
import { dischargeYearContradicts, earliestPastYearDischarge, todayCalendarDate } from '@clearhire/domain';
import { ChoiceGroup, SelectField, TextField, type Option } from '../../ui/form/Fields';
import { YesNoField } from '../fields/YesNoField';
import { choiceRules, errorToken, pastDateRules, pastYearRules } from '../fields/validation';
import { useMessages } from '../i18n/language';
import type { Messages } from '../i18n/en';
import { isRequiredQuestion, PICKLISTS, type PrescreeningValues } from './questionnaire';

const STATE_OPTIONS: Option[] = US_STATES.map((s) => ({ value: s.code, label: s.name }));

/** Picklist values stay as stored (English); the labels come from the current language. */
function picklist(kind: keyof typeof PICKLISTS, options: Messages['options']): Option[] {
  const labels: Record<string, string> = kind === 'tanfDuration' ? options.tanfDuration : options[kind];
  return PICKLISTS[kind].map((value) => ({ value, label: labels[value] ?? value }));
}

/**
 * Past dates. Form 8850 speaks of a felony conviction "or" a release from prison, so once the felony
 * question is yes, at least one of the two dates must say when (the release date re-checks it).
 */
function dateRules(field: AnswerField, required: boolean): RegisterOptions<PrescreeningValues, AnswerField> {
  const rules = pastDateRules(required);
  if (field === 'felonyRelease') return { ...rules, deps: 'felonyConviction' };
  if (field !== 'felonyConviction') return rules;
  return {
    validate: {
      ...rules.validate,
      oneDate: (value: string, values: PrescreeningValues) =>
        values.felony !== '1' || Boolean(value) || Boolean(values.felonyRelease) || errorToken('felonyDates'),
    },
  };
}

/**
 * The discharge year: a past year, and one that fits "discharged during the past year" when that is
 * yes (the rule of libs/domain veteran-discharge.ts, which the API applies too).
 */
function dischargeYearRules(): RegisterOptions<PrescreeningValues, AnswerField> {
  const rules = pastYearRules(PRESCREENING_LIMITS.militaryYear);
  return {
    validate: {
      ...rules.validate,
      fitsReleased: (value: string, values: PrescreeningValues) =>
        !value || !dischargeYearContradicts(values.militaryReleased, value, todayCalendarDate()) || errorToken('dischargeYear', earliestPastYearDischarge(todayCalendarDate())),
    },
  };
}

/** One question of page 2, drawn by the kind of answer contracts give it (ANSWER_KINDS: yes/no, year, date, state, list). */
export function QuestionField({ field }: { field: AnswerField }) {
  const messages = useMessages();
  const { register, formState } = useFormContext<PrescreeningValues>();
  const { label, hint } = messages.prescreening.questions[field];
  const required = isRequiredQuestion(field);
  const id = `q-${field}`;
  const error = formState.errors[field];
  const kind = ANSWER_KINDS[field];

  switch (kind) {
    case 'yesNo':
      // Changing "discharged during the past year" checks the discharge year again.
      return (
        <YesNoField
          id={id}
          label={label}
          hint={hint}
          required
          registration={register(field, field === 'militaryReleased' ? { ...choiceRules('answer'), deps: 'militaryYear' } : choiceRules('answer'))}
          error={error}
        />
      );
    case 'year':
      return (
        <TextField
          id={id}
          label={label}
          hint={hint}
          required={required}
          digitsOnly
          maxLength={PRESCREENING_LIMITS.militaryYear}
          registration={register(field, dischargeYearRules())}
          error={error}
        />
      );
    case 'date':
      return (
        <TextField
          id={id}
          type="date"
          label={label}
          hint={hint}
          required={required}
          max={todayCalendarDate()}
          registration={register(field, dateRules(field, required))}
          error={error}
        />
      );
    case 'state':
      return <SelectField id={id} label={label} hint={hint} options={STATE_OPTIONS} registration={register(field)} error={error} />;
    case 'militaryBranch':
    case 'tanfDuration':
      return <SelectField id={id} label={label} hint={hint} options={picklist(kind, messages.options)} registration={register(field)} error={error} />;
    case 'vrService':
    case 'felonyType':
      return <ChoiceGroup id={id} label={label} hint={hint} options={picklist(kind, messages.options)} registration={register(field)} error={error} />;
  }
}
