import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { defaultBrandName } from '../../../lib/site.ts';

/** Company details as GET /api/company-details returns them (see /api/docs). */
export type CompanyDetails = {
  name: string;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  pincode?: string | null;
  logoUrl?: string | null;
};

export const companyDetailsQuery = queryOptions({
  queryKey: ['company-details'],
  queryFn: async () => {
    try {
      const { details } = await apiClient.get<{ details: CompanyDetails | null }>(
        '/company-details',
      );
      return details;
    } catch (error) {
      // The header and footer fall back to the default name; a failure is only logged (spec 8).
      console.error('Could not load company details', error);
      throw error;
    }
  },
  staleTime: 10 * 60_000,
  retry: false,
});

/** The shop's name from company details, or the default brand name until/unless it loads. */
export function useBrandName(): string {
  const { data } = useQuery(companyDetailsQuery);
  return data?.name?.trim() || defaultBrandName;
}
