import { clearhireApi, type I9SubmitApiArg, type I9SubmitApiResponse } from '../../api/generated';
import { toFormData } from './i9-form';

/**
 * POST /api/forms/i9 as multipart form data. The generated endpoint would send the form as JSON,
 * which cannot carry the files, so this replaces it with the same argument type: the typed
 * I9SubmissionForm is turned into FormData here. reCAPTCHA goes in the header, because the API
 * checks it before it reads a multipart body.
 * No tags are invalidated: refetching the link status would show "already submitted" over the
 * confirmation.
 */
export const i9MultipartApi = clearhireApi.injectEndpoints({
  overrideExisting: true,
  endpoints: (build) => ({
    i9Submit: build.mutation<I9SubmitApiResponse, I9SubmitApiArg>({
      query: ({ i9SubmissionForm, 'x-recaptcha-token': recaptcha }) => ({
        url: '/api/forms/i9',
        method: 'POST',
        body: toFormData(i9SubmissionForm),
        headers: recaptcha ? { 'x-recaptcha-token': recaptcha } : {},
      }),
    }),
  }),
});

export const { useI9SubmitMutation } = i9MultipartApi;
