import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { sessionExpired } from '../session/session-slice';
import { multipartIfFiles } from './multipart';
import type { SessionState } from '../session/session-slice';

const rawBaseQuery = fetchBaseQuery({
  // Absolute so the same client works in the browser and under jsdom; the paths carry the /api prefix.
  baseUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  prepareHeaders: (headers, { getState }) => {
    const { bearer } = (getState() as { session: SessionState }).session;
    if (bearer) headers.set('Authorization', bearer);
    return headers;
  },
});

/**
 * A 401 on a call made with the current token means the session ended (expired or revoked): log out
 * with a message. A call that left with an older token (a password change has just replaced it)
 * ends nothing.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  // An upload typed by the generated client as an object with files goes as multipart form data.
  const request = typeof args === 'string' ? args : { ...args, body: multipartIfFiles(args.body) };
  const sentWith = (api.getState() as { session: SessionState }).session.token;
  const result = await rawBaseQuery(request, api, extra);
  const current = (api.getState() as { session: SessionState }).session.token;
  if (result.error?.status === 401 && sentWith && sentWith === current) api.dispatch(sessionExpired());
  return result;
};

/** The one API slice; src/api/public-client.ts and src/api/generated.ts (from the API's OpenAPI document) inject the endpoints. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: () => ({}),
});
