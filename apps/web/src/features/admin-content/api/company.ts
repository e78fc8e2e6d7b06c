import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companyDetailsQuery } from '../../../lib/company-details-query.ts';

/** The shop's company details, which the Company screen asks for afresh each time it opens. */
export const adminCompanyQuery = { ...companyDetailsQuery, staleTime: 0 };

/** PUT /api/company-details (multipart: the text fields and an optional `logo` file). */
export function useSaveCompanyDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api('PUT /company-details', { body: form }),
    // The shop's header, footer and page titles read the same query: they show the new name at once.
    onSuccess: ({ details }) => queryClient.setQueryData(companyDetailsQuery.queryKey, details),
  });
}
