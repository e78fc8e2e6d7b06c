import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useCustomerName } from '../../../lib/use-customer.ts';

/** Every address query starts with this key. */
export const addressesQueryKey = ['addresses'] as const;

function addressesQuery(customer: string) {
  return queryOptions({
    queryKey: [...addressesQueryKey, customer],
    queryFn: async ({ signal }) => (await api('GET /addresses', { signal })).addresses,
  });
}

/** GET /api/addresses: the customer's addresses, the default one first. */
export function useAddresses() {
  const customer = useCustomerName();
  return useQuery({ ...addressesQuery(customer ?? ''), enabled: customer !== null });
}
