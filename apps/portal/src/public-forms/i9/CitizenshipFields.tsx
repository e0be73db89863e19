import { useFormContext, useWatch } from 'react-hook-form';
import { CITIZENSHIP_CHOICES, I9_LIMITS as LIMITS } from '@clearhire/contracts';
import { todayCalendarDate } from '@clearhire/domain';
import { ChoiceGroup, SelectField, TextField } from '../../ui/form/Fields';
import { choiceRules, digitsRules, textRules } from '../fields/validation';
import { useMessages } from '../i18n/language';
import { clearedForCitizenship, clearedForNumberType, NONCITIZEN_NUMBER_FIELDS, type I9Values } from './i9-form';
import styles from '../layout/form.module.css';

/**
 * Presence of the numbers and the expiry is checked by libs/domain's Section 1 rules (I9Form);
 * the fields here check only their format.
 *
 * Section 1's citizenship boxes with the numbers each needs (docs/compliance.md §4.3): box 3 the USCIS or
 * A-Number; box 4 the end date of the work authorization (or N/A) and one number of the person's
 * choice. A new box clears the numbers of the old one; a new number type clears all three numbers.
 */
export function CitizenshipFields() {
  const { i9: text, options } = useMessages();
  const { register, control, setValue, clearErrors, formState } = useFormContext<I9Values>();
  const { errors } = formState;
  const [citizenship, numberType, expiryNotApplicable] = useWatch({ control, name: ['citizenship', 'numberType', 'expiryNotApplicable'] });

  const apply = (values: Partial<I9Values>) => {
    for (const [name, value] of Object.entries(values) as [keyof I9Values, string | boolean][]) setValue(name, value);
    clearErrors(Object.keys(values) as (keyof I9Values)[]);
  };

  return (
    <>
      <ChoiceGroup
        id="i9-citizenship"
        label={text.citizenship}
        hint={text.citizenshipHint}
        required
        options={CITIZENSHIP_CHOICES.map((value) => ({ value, label: options.citizenship[value] }))}
        registration={register('citizenship', { ...choiceRules(), onChange: () => apply(clearedForCitizenship()) })}
        error={errors.citizenship}
      />
      {citizenship === 'citizen3' && (
        <div className={styles.followUps}>
          <TextField
            id="i9-number"
            label={text.number}
            hint={text.aNumberHint}
            required
            digitsOnly
            registration={register('number', digitsRules({ required: false, min: LIMITS.alienNumberMin, max: LIMITS.alienNumberMax }))}
            error={errors.number}
          />
        </div>
      )}
      {citizenship === 'citizen4' && (
        <div className={styles.followUps}>
          <TextField
            id="i9-expiry"
            type="date"
            label={text.expiry}
            required={!expiryNotApplicable}
            disabled={expiryNotApplicable}
            min={todayCalendarDate()}
            registration={register('expiryDate')}
            error={errors.expiryDate}
          />
          <label className={styles.checkbox} htmlFor="i9-expiry-na">
            <input
              id="i9-expiry-na"
              type="checkbox"
              {...register('expiryNotApplicable', {
                onChange: () => {
                  setValue('expiryDate', '');
                  clearErrors('expiryDate');
                },
              })}
            />
            {text.expiryNotApplicable}
          </label>
          <SelectField
            id="i9-number-type"
            label={text.numberType}
            required
            options={NONCITIZEN_NUMBER_FIELDS.map((value) => ({ value, label: text.numberTypes[value] }))}
            registration={register('numberType', { onChange: () => apply(clearedForNumberType()) })}
            error={errors.numberType}
          />
          {numberType === 'citizen4Number1' && (
            <TextField
              id="i9-citizen4Number1"
              label={text.numberTypes.citizen4Number1}
              hint={text.aNumberHint}
              required
              digitsOnly
              registration={register('citizen4Number1', digitsRules({ required: false, min: LIMITS.alienNumberMin, max: LIMITS.alienNumberMax }))}
              error={errors.citizen4Number1}
            />
          )}
          {numberType === 'citizen4Number2' && (
            <TextField
              id="i9-citizen4Number2"
              label={text.numberTypes.citizen4Number2}
              hint={text.i94Hint}
              required
              digitsOnly
              registration={register('citizen4Number2', digitsRules({ required: false, max: LIMITS.i94Number, exact: LIMITS.i94Number }))}
              error={errors.citizen4Number2}
            />
          )}
          {numberType === 'citizen4Number3' && (
            <TextField
              id="i9-citizen4Number3"
              label={text.numberTypes.citizen4Number3}
              hint={text.passportHint}
              required
              maxLength={LIMITS.passportNumberAndCountry}
              registration={register('citizen4Number3', textRules(LIMITS.passportNumberAndCountry, false))}
              error={errors.citizen4Number3}
            />
          )}
        </div>
      )}
    </>
  );
}
