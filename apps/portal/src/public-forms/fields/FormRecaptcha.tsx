import { lazy, Suspense, type Ref } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useLanguage } from '../i18n/language';
import { describeError, errorToken } from './validation';

/**
 * reCAPTCHA for the two public forms. The API verifies a token on pre-screening and I-9 submissions
 * whenever it has a secret (DESIGN.md §3), so the widget shows whenever the portal has a site key,
 * and not at all otherwise (DESIGN.md §2: off unless keys are configured).
 */
export function recaptchaSiteKey(): string | undefined {
  return import.meta.env.VITE_RECAPTCHA_SITE_KEY || undefined;
}

export interface RecaptchaHandle {
  /** A token is good for one submission: reset after the server has used it. */
  reset(): void;
}

const RecaptchaWidget = lazy(() => import('./RecaptchaWidget').then((m) => ({ default: m.RecaptchaWidget })));

interface FormRecaptchaProps<T extends FieldValues> {
  control: Control<T>;
  siteKey: string | undefined;
  ref?: Ref<RecaptchaHandle>;
}

/** The form's `recaptcha` value, filled by the widget; nothing at all without a site key. */
export function FormRecaptcha<T extends FieldValues & { recaptcha: string }>({ control, siteKey, ref }: FormRecaptchaProps<T>) {
  const { messages, language } = useLanguage();
  if (!siteKey) return null;
  return (
    <Controller
      control={control}
      name={'recaptcha' as Path<T>}
      rules={{ validate: (value: string) => Boolean(value) || errorToken('recaptcha') }}
      render={({ field, fieldState }) => (
        <Suspense fallback={null}>
          <RecaptchaWidget
            ref={ref}
            siteKey={siteKey}
            language={language}
            onToken={field.onChange}
            error={describeError(messages, fieldState.error?.message)}
            failedText={messages.validation.recaptchaFailed}
          />
        </Suspense>
      )}
    />
  );
}
