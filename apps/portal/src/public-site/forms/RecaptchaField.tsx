import { lazy, Suspense, type Ref } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { RecaptchaHandle } from '../../ui/recaptcha/recaptcha';

/** docs/product.md §5 "reCAPTCHA required", with the API's own message for a missing token. */
export const RECAPTCHA_REQUIRED = 'Please confirm that you are not a robot.';

const RecaptchaWidget = lazy(() => import('../../ui/recaptcha/RecaptchaWidget').then((m) => ({ default: m.RecaptchaWidget })));

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
        <Suspense fallback={null}>
          <RecaptchaWidget
            ref={ref}
            siteKey={siteKey}
            onToken={field.onChange}
            error={fieldState.error?.message}
            failedText="The robot check could not load. Check your connection, allow content from google.com, then reload the page."
          />
        </Suspense>
      )}
    />
  );
}
