import { useEffect, useMemo } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { apiErrors, type ApiErrorItem } from '../../api/errors';

/** The form's fields that may carry a server message, and the API's name for any that differs. */
export interface ServerErrorFields<T extends FieldValues> {
  fields: readonly Path<T>[];
  /** API parameter → form field, where the form names a field differently from the API. */
  aliases?: Readonly<Record<string, Path<T>>>;
}

/**
 * Puts each `{ msg, param }` that names one of the form's fields under that field (docs/conventions.md
 * habit 15): the list at the top of the form says what went wrong, the field says where.
 */
export function showErrorsOnFields<T extends FieldValues>(
  items: readonly Pick<ApiErrorItem, 'msg' | 'param'>[],
  setError: UseFormSetError<T>,
  { fields, aliases }: ServerErrorFields<T>,
): void {
  for (const { msg, param } of items) {
    if (!param) continue;
    const field = aliases?.[param] ?? fields.find((name) => name === param);
    if (field) setError(field, { type: 'server', message: msg });
  }
}

/**
 * The server's errors for <ServerErrors> at the top of the form (docs/product.md §8), each also shown
 * under the field it names. Memoised per error so <ServerErrors> scrolls once per failed submission,
 * not on every render.
 */
export function useServerErrors<T extends FieldValues>(
  error: FetchBaseQueryError | SerializedError | undefined,
  setError: UseFormSetError<T>,
  fields: ServerErrorFields<T>,
): ApiErrorItem[] {
  const errors = useMemo(() => apiErrors(error), [error]);
  useEffect(() => {
    showErrorsOnFields(errors, setError, fields);
    // `fields` is a constant per form, so only a new set of errors re-runs this.
  }, [errors, setError]);
  return errors;
}
