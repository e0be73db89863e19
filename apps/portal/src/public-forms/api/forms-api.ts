import { useCallback, useEffect, useState } from 'react';
import type {
  I9LinkStatusApiResponse,
  I9ReverificationLinkStatusApiResponse,
  I9ReverificationUploadApiResponse,
  I9SubmissionForm,
  I9SubmitApiResponse,
  PlacesZipApiResponse,
  PrescreeningDto,
  PrescreeningLinkCompanyApiResponse,
  PrescreeningLinkLocationApiResponse,
  ReverificationUploadForm,
  SubmissionsCreateApiResponse,
} from '../../api/public-client';
import { fetchCall, type FetchCallError } from '../../api/fetch-call';
import { toMultipart } from '../../api/multipart';

/**
 * The calls the applicant's forms make (pre-screening, I-9 Section 1, Supplement B upload), with
 * fetch (api/fetch-call.ts) and the generated client's types, without Redux or RTK Query: those two
 * bring about 26 KB gzip, more than every form's own code, to pages that make one read and one
 * write each (bundle budget of the applicant's forms: 90 KB gzip, tools/bundle-report.mjs).
 */
export type FormsApiError = FetchCallError;

const segment = encodeURIComponent;

export const formsApi = {
  prescreeningLinkCompany: (linkId: string, signal?: AbortSignal) =>
    fetchCall<PrescreeningLinkCompanyApiResponse>('GET', `/api/forms/prescreening/${segment(linkId)}`, { signal }),
  prescreeningLinkLocation: (linkId: string, locationKey: string, signal?: AbortSignal) =>
    fetchCall<PrescreeningLinkLocationApiResponse>('GET', `/api/forms/prescreening/${segment(linkId)}/${segment(locationKey)}`, { signal }),
  createSubmission: (prescreening: PrescreeningDto) => fetchCall<SubmissionsCreateApiResponse>('POST', '/api/submissions', { json: prescreening }),
  i9LinkStatus: (url: string, signal?: AbortSignal) => fetchCall<I9LinkStatusApiResponse>('GET', `/api/forms/i9/${segment(url)}`, { signal }),
  /** Multipart form data (the documents are files), reCAPTCHA in the header. */
  submitI9: (form: I9SubmissionForm, recaptcha?: string) =>
    fetchCall<I9SubmitApiResponse>('POST', '/api/forms/i9', { form: toMultipart({ ...form }), recaptcha }),
  reverificationLinkStatus: (url: string, signal?: AbortSignal) =>
    fetchCall<I9ReverificationLinkStatusApiResponse>('GET', `/api/forms/reverification/${segment(url)}`, { signal }),
  uploadReverification: (form: ReverificationUploadForm, recaptcha?: string) =>
    fetchCall<I9ReverificationUploadApiResponse>('POST', '/api/forms/reverification', { form: toMultipart({ ...form }), recaptcha }),
  placesZip: (zip: string) => fetchCall<PlacesZipApiResponse>('GET', `/api/places/zip/${segment(zip)}`),
};

export interface Loaded<T> {
  data?: T;
  error?: FormsApiError;
  isLoading: boolean;
  /** Asks again (a "Try again" button after a failed read). */
  refetch: () => void;
}

/**
 * A page's one read: made when the page opens (and again on refetch, or when `key` changes), left
 * unmade while `skip`. A read that is no longer wanted is aborted and its answer dropped.
 */
export function useFormsRead<T>(key: string, read: (signal: AbortSignal) => Promise<T>, { skip = false } = {}): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; attempt: number; data?: T; error?: FormsApiError } | null>(null);

  useEffect(() => {
    if (skip) return;
    const controller = new AbortController();
    read(controller.signal).then(
      (data) => setState({ key, attempt, data }),
      (error: unknown) => !controller.signal.aborted && setState({ key, attempt, error: error as FormsApiError }),
    );
    return () => controller.abort();
    // `read` is named by `key` (a new function each render must not ask again).
  }, [key, attempt, skip]);

  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  const current = state && state.key === key && state.attempt === attempt ? state : null;
  return { data: current?.data, error: current?.error, isLoading: !skip && !current, refetch };
}

/** A form's one write: `send` resolves with the answer or rejects with the error; isLoading while it is on its way. */
export function useFormsSend<A extends unknown[], T>(send: (...args: A) => Promise<T>) {
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const run = useCallback(
    async (...args: A) => {
      setStatus('sending');
      try {
        const answer = await send(...args);
        setStatus('sent');
        return answer;
      } catch (error) {
        setStatus('idle');
        throw error;
      }
    },
    [send],
  );
  return [run, { isLoading: status === 'sending', isSuccess: status === 'sent' }] as const;
}
