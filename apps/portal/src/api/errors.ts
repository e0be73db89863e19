import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

import type { ApiErrorItem } from './generated';

// The error shape comes from the API's OpenAPI document, like every other type of the client.
export type { ApiErrorItem };

const NETWORK_MESSAGE = 'We could not reach ClearHire. Check your connection and try again.';

/** The server's `{ errors: [{ msg, param }] }` as a list; a network failure becomes one readable item. */
export function apiErrors(error: FetchBaseQueryError | SerializedError | undefined): ApiErrorItem[] {
  if (!error) return [];
  if ('status' in error) {
    const body = error.data as { errors?: unknown } | undefined;
    if (body && Array.isArray(body.errors)) {
      return body.errors.filter((e): e is ApiErrorItem => typeof e === 'object' && e !== null && typeof (e as ApiErrorItem).msg === 'string');
    }
    if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return [{ msg: NETWORK_MESSAGE }];
    return [{ msg: `Something went wrong (${String(error.status)}). Please try again.` }];
  }
  return [{ msg: error.message ?? NETWORK_MESSAGE }];
}
