import { clearhireApi, type StatusChangeForm, type SubmissionsChangeStatusApiArg, type SubmissionsChangeStatusApiResponse } from '../../api/generated';

/** The multipart body of PATCH /api/submissions/:id: the change's fields as text, the proof of sending in `proof`. */
export function statusChangeFormData({ proof, ...change }: StatusChangeForm & { proof: Blob }): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(change)) {
    if (typeof value === 'string') data.append(name, value);
  }
  // The API confirms the type by the name's extension; it never keeps the name.
  data.append('proof', proof, proof instanceof File ? proof.name : 'proof.pdf');
  return data;
}

/**
 * PATCH /api/submissions/:id with its proof file as multipart form data. The generated endpoint
 * would send the change as JSON, which cannot carry the file, so this replaces it with the same
 * argument type: without a proof the change still goes as JSON. It still invalidates
 * 'submissions': the detail refetches with the new status and its history.
 */
export const statusChangeApi = clearhireApi.injectEndpoints({
  overrideExisting: true,
  endpoints: (build) => ({
    submissionsChangeStatus: build.mutation<SubmissionsChangeStatusApiResponse, SubmissionsChangeStatusApiArg>({
      query: ({ id, statusChangeForm }) => {
        const { proof, ...change } = statusChangeForm;
        return { url: `/api/submissions/${id}`, method: 'PATCH', body: proof ? statusChangeFormData({ ...change, proof }) : change };
      },
      invalidatesTags: ['submissions'],
    }),
  }),
});

export const { useSubmissionsChangeStatusMutation } = statusChangeApi;
