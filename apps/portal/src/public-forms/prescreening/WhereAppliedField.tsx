import { useFormContext } from 'react-hook-form';
import type { PrescreeningLinkLocation } from '../../api/public-client';
import { SelectField } from '../../ui/form/Fields';
import { choiceRules } from '../fields/validation';
import { useMessages } from '../i18n/language';
import type { PrescreeningValues } from './questionnaire';

/**
 * "Where did you apply?": the employer's locations, by name, in a native select (a phone opens its own
 * picker; a screen reader hears the label, the hint and any error). Required: the API refuses a
 * pre-screening of a company with several locations that names none, and its message on
 * `locationId` shows here.
 */
export function WhereAppliedField({ locations }: { locations: readonly PrescreeningLinkLocation[] }) {
  const { prescreening: text } = useMessages();
  const {
    register,
    formState: { errors },
  } = useFormContext<PrescreeningValues>();
  return (
    <SelectField
      id="ps-locationId"
      label={text.whereApplied}
      hint={text.whereAppliedHint}
      required
      options={locations.map((l) => ({ value: String(l.id), label: l.name }))}
      registration={register('locationId', choiceRules())}
      error={errors.locationId}
    />
  );
}
