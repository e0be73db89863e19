import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Recaptcha, type RecaptchaHandle } from './Recaptcha';
import type { Ref } from 'react';

/** SPEC.md §5 "reCAPTCHA required", with the API's own message for a missing token. */
export const RECAPTCHA_REQUIRED = 'Please confirm that you are not a robot.';

interface Props<T extends FieldValues> {
  control: Control<T>;
  siteKey: string | undefined;
  ref?: Ref<RecaptchaHandle>;
}

/** The form's `recaptcha` value, filled by the widget. Renders nothing when no site key is configured. */
export function RecaptchaField<T extends FieldValues & { recaptcha: string }>({ control, siteKey, ref }: Props<T>) {
  if (!siteKey) return null;
  return (
    <Controller
      control={control}
      name={'recaptcha' as Path<T>}
      rules={{ validate: (value: string) => Boolean(value) || RECAPTCHA_REQUIRED }}
      render={({ field, fieldState }) => (
        <Recaptcha ref={ref} siteKey={siteKey} onToken={field.onChange} error={fieldState.error?.message} />
      )}
    />
  );
}
