import { publicApi, type I9ReverificationUploadApiArg, type I9ReverificationUploadApiResponse } from '../../api/public-client';
import { toMultipart } from '../../api/multipart';

/**
 * POST /api/forms/reverification as multipart form data, with reCAPTCHA in the header (the API
 * checks it before it reads a multipart body); no tags are invalidated, so the page keeps its
 * confirmation instead of refetching a link that now reads "used".
 */
export const reverifyUploadApi = publicApi.injectEndpoints({
  overrideExisting: true,
  endpoints: (build) => ({
    i9ReverificationUpload: build.mutation<I9ReverificationUploadApiResponse, I9ReverificationUploadApiArg>({
      query: ({ reverificationUploadForm, 'x-recaptcha-token': recaptcha }) => ({
        url: '/api/forms/reverification',
        method: 'POST',
        body: toMultipart(reverificationUploadForm),
        headers: recaptcha ? { 'x-recaptcha-token': recaptcha } : {},
      }),
    }),
  }),
});

export const { useI9ReverificationUploadMutation } = reverifyUploadApi;
