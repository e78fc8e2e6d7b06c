import { useQuery } from '@tanstack/react-query';
import { companyDetailsQuery } from './company-details-query.ts';

/**
 * Whether the shop takes payment by UPI: it has a UPI ID in its company details. False while
 * they load or if they fail, so the shop then looks as it does with cash on delivery only.
 */
export function useShopTakesUpi(): boolean {
  const { data } = useQuery({ ...companyDetailsQuery, select: (details) => details.upiId });
  return Boolean(data);
}
