import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { ADDRESS_FIELDS as A, SUPPLEMENT_A_LIMITS as L, US_STATES } from '@clearhire/contracts';
import { CheckboxField, ChoiceGroup, SelectField, TextField } from '../../ui/form/Fields';
import { choiceRules, errorToken, textRules, zipRules } from '../fields/validation';
import { useMessages } from '../i18n/language';
import { EMPTY_PREPARER, type I9Values } from './i9-form';
import styles from '../layout/form.module.css';

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));

/**
 * Supplement A (docs/compliance.md §4.4): the employee says whether anyone helped with Section 1; each
 * preparer or translator then gives their name and address and signs their own certification.
 * The employee still signs Section 1 themselves.
 */
export function PreparerFields() {
  const { i9: text, address } = useMessages();
  const { register, control, formState } = useFormContext<I9Values>();
  const helped = useWatch({ control, name: 'helped' });
  const preparers = useFieldArray({ control, name: 'preparers' });
  const errors = formState.errors.preparers;
  const options = [
    { value: 'no', label: text.preparerNo },
    { value: 'yes', label: text.preparerYes },
  ];

  return (
    <section className={styles.section} aria-labelledby="i9-preparer-heading">
      <h2 id="i9-preparer-heading">{text.preparerHeading}</h2>
      <ChoiceGroup
        id="i9-helped"
        label={text.preparerQuestion}
        required
        options={options}
        error={formState.errors.helped}
        registration={register('helped', {
          ...choiceRules(),
          onChange: (e) => {
            if (e.target.value === 'yes' && preparers.fields.length === 0) preparers.append({ ...EMPTY_PREPARER });
            if (e.target.value === 'no') preparers.remove();
          },
        })}
      />
      {helped === 'yes' &&
        preparers.fields.map((field, index) => {
          const id = (name: string) => `i9-preparer-${index}-${name}`;
          const e = errors?.[index];
          return (
            <fieldset key={field.id} className={styles.section}>
              <legend>{text.preparerNumber(index + 1)}</legend>
              <TextField id={id('lastName')} label={text.preparerLastName} required maxLength={L.lastname} error={e?.lastName} registration={register(`preparers.${index}.lastName`, textRules(L.lastname))} />
              <TextField id={id('firstName')} label={text.preparerFirstName} required maxLength={L.firstname} error={e?.firstName} registration={register(`preparers.${index}.firstName`, textRules(L.firstname))} />
              <TextField id={id('middleInitial')} label={text.middleInitial} maxLength={L.middleInitial} error={e?.middleInitial} registration={register(`preparers.${index}.middleInitial`, textRules(L.middleInitial, false))} />
              <TextField id={id('street')} label={address.street} required maxLength={A.street.max} error={e?.street} registration={register(`preparers.${index}.street`, textRules(A.street.max))} />
              <TextField id={id('city')} label={address.city} required maxLength={A.city.max} error={e?.city} registration={register(`preparers.${index}.city`, textRules(A.city.max))} />
              <SelectField id={id('state')} label={address.state} required options={STATE_OPTIONS} error={e?.state} registration={register(`preparers.${index}.state`, choiceRules())} />
              <TextField id={id('zip')} label={address.zip} required digitsOnly maxLength={A.zip.max} error={e?.zip} registration={register(`preparers.${index}.zip`, zipRules(A.zip.max))} />
              <p>{text.preparerAttestation}</p>
              <TextField id={id('signature')} label={text.preparerSignature} required maxLength={L.signature} error={e?.signature} registration={register(`preparers.${index}.signature`, textRules(L.signature))} />
              <CheckboxField
                id={id('attested')}
                label={text.preparerAttest}
                required
                error={e?.attested}
                registration={register(`preparers.${index}.attested`, { validate: { attested: (v) => v === true || errorToken('preparerAttest') } })}
              />
              {preparers.fields.length > 1 && (
                <button type="button" className="button button--secondary" onClick={() => preparers.remove(index)}>
                  {text.preparerRemove}
                </button>
              )}
            </fieldset>
          );
        })}
      {helped === 'yes' && preparers.fields.length < L.preparers && (
        <button type="button" className="button button--secondary" onClick={() => preparers.append({ ...EMPTY_PREPARER })}>
          {text.preparerAdd}
        </button>
      )}
    </section>
  );
}
