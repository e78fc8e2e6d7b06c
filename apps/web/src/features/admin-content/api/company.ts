import type { CompanyDetails, CompanyDetailsResponse } from '@shop/contracts/content';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const adminCompanyQuery = queryOptions({
  queryKey: ['admin', 'company-details'],
  queryFn: async ({ signal }) => {
    const { details } = await apiClient.get<CompanyDetailsResponse>('/company-details', { signal });
    return details;
  },
});

/** PUT /api/company-details (multipart: the text fields and an optional `logo` file). */
export function useSaveCompanyDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      apiClient.put<{ details: CompanyDetails }>('/company-details', form),
    // The brand name in the shop's header and footer comes from these details (cached by another
    // feature), so everything is marked stale rather than one known key.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
