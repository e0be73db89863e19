import { useEffect, useMemo } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { apiErrors, type ApiErrorItem } from '../../api/errors';

/**
 * The server's errors for <ServerErrors> at the top of the form (docs/product.md §8), and, for those naming
 * one of the form's fields, the same message under that field (docs/conventions.md habit 15). Memoised per
 * error so <ServerErrors> scrolls once per failed submission, not on every render.
 */
export function useServerErrors<T extends FieldValues>(
  error: FetchBaseQueryError | SerializedError | undefined,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): ApiErrorItem[] {
  const errors = useMemo(() => apiErrors(error), [error]);
  useEffect(() => {
    for (const item of errors) {
      const field = fields.find((name) => name === item.param);
      if (field) setError(field, { type: 'server', message: item.msg });
    }
    // `fields` is a constant list per form, so only a new set of errors re-runs this.
  }, [errors, setError]);
  return errors;
}
