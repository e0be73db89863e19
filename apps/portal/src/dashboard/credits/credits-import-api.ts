import { clearhireApi, type CreditsImportApiArg, type CreditsImportApiResponse, type WageImportForm } from '../../api/generated';

/** The multipart body of POST /api/credits/import: the CSV in `file`, and the administrator's company. */
export function wageImportFormData({ file, companyId }: WageImportForm): FormData {
  const data = new FormData();
  if (companyId !== undefined) data.append('companyId', String(companyId));
  data.append('file', file, file instanceof File ? file.name : 'wages.csv');
  return data;
}

/**
 * POST /api/credits/import as multipart form data. The generated endpoint would send the form as
 * JSON, which cannot carry the file, so this replaces it with the same argument type. It still
 * invalidates 'credits': the summary and the certified hires refetch with the imported wages.
 */
export const wageImportApi = clearhireApi.injectEndpoints({
  overrideExisting: true,
  endpoints: (build) => ({
    creditsImport: build.mutation<CreditsImportApiResponse, CreditsImportApiArg>({
      query: ({ wageImportForm }) => ({ url: '/api/credits/import', method: 'POST', body: wageImportFormData(wageImportForm) }),
      invalidatesTags: ['credits'],
    }),
  }),
});

export const { useCreditsImportMutation } = wageImportApi;
