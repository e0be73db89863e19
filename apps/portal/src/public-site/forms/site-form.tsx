import { useRef } from 'react';
import { type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useKitForm } from '../../ui/form/use-kit-form';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { useServerErrors } from '../../ui/form/server-errors';
import { recaptchaSiteKey, type RecaptchaHandle } from '../../ui/recaptcha/recaptcha';
import { useHydrated } from '../../ui/use-hydrated';

/**
 * What each public site form (sign-up, log-in, contact, the account pages) holds: react-hook-form over its values, the
 * reCAPTCHA widget's key and handle (reset after a refused submission, as a token is good once),
 * the server's errors, listed and shown under the fields they name, and whether the page's script
 * has taken over (`ready`: the sign-up and log-in pages are prerendered; their submit waits for it).
 */
export function useSiteForm<T extends FieldValues>(
  defaultValues: DefaultValues<T>,
  error: FetchBaseQueryError | SerializedError | undefined,
  fields: readonly Path<T>[],
) {
  const form = useKitForm<T>({ defaultValues });
  const recaptcha = useRef<RecaptchaHandle>(null);
  const serverErrors = useServerErrors(error, form.setError, { fields });
  return { form, recaptcha, siteKey: recaptchaSiteKey(), serverErrors, ready: useHydrated() };
}
