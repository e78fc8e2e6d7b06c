import { useQuery } from '@tanstack/react-query';
import { companyDetailsQuery } from '../../../lib/company-details-query.ts';
import { defaultBrandName } from '../../../lib/site.ts';

/** The shop's name from company details, or the default brand name until/unless it loads. */
export function useBrandName(): string {
  const { data } = useQuery(companyDetailsQuery);
  return data?.name?.trim() || defaultBrandName;
}
