import { lazy, Suspense, type Ref } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useLanguage } from '../i18n/language';
import { describeError, errorToken } from './validation';
import type { RecaptchaHandle } from '../../ui/recaptcha/recaptcha';

const RecaptchaWidget = lazy(() => import('../../ui/recaptcha/RecaptchaWidget').then((m) => ({ default: m.RecaptchaWidget })));

interface FormRecaptchaProps<T extends FieldValues> {
  control: Control<T>;
  siteKey: string | undefined;
  ref?: Ref<RecaptchaHandle>;
}

/** The public form's `recaptcha` value, filled by the widget in the form's language; nothing at all without a site key. */
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
