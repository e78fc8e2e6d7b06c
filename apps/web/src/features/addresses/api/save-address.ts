import type { AddressBody } from '@shop/contracts/addresses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { addressesQueryKey } from './addresses-query.ts';

export type SaveAddressInput = { id?: string; body: AddressBody };

/**
 * POST /api/addresses (new) or PUT /api/addresses/{id} (edit). Making one address the default
 * unsets the others on the server, so the whole list is refetched.
 */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: SaveAddressInput) => {
      const { address } = id
        ? await api('PUT /addresses/:id', { params: { id }, body })
        : await api('POST /addresses', { body });
      return address;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
