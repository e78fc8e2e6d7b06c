import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

/**
 * GET /api/company-details: the shop's name, contacts and logo. The shop's header, footer and
 * page titles and the admin's Company screen read them under this one key.
 */
export const companyDetailsQuery = queryOptions({
  queryKey: ['company-details'],
  queryFn: async () => {
    try {
      return (await api('GET /company-details')).details;
    } catch (error) {
      // The header and footer fall back to the default name; a failure is only logged (spec 8).
      console.error('Could not load company details', error);
      throw error;
    }
  },
  staleTime: 10 * 60_000,
  retry: false,
});
