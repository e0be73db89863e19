import { publicApi, type I9SubmitApiArg, type I9SubmitApiResponse } from '../../api/public-client';
import { toMultipart } from '../../api/multipart';

/**
 * POST /api/forms/i9, replacing the generated endpoint for its tags: none are invalidated, because
 * refetching the link status would show "already submitted" over the confirmation. The form goes
 * as multipart form data (api/multipart.ts); reCAPTCHA goes in the header, because the API checks
 * it before it reads a multipart body.
 */
export const i9MultipartApi = publicApi.injectEndpoints({
  overrideExisting: true,
  endpoints: (build) => ({
    i9Submit: build.mutation<I9SubmitApiResponse, I9SubmitApiArg>({
      query: ({ i9SubmissionForm, 'x-recaptcha-token': recaptcha }) => ({
        url: '/api/forms/i9',
        method: 'POST',
        body: toMultipart(i9SubmissionForm),
        headers: recaptcha ? { 'x-recaptcha-token': recaptcha } : {},
      }),
    }),
  }),
});

export const { useI9SubmitMutation } = i9MultipartApi;
