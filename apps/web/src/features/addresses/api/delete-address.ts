import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { addressesQueryKey } from './addresses-query.ts';

/** DELETE /api/addresses/{id}; the default address answers 409 and stays. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /addresses/:id', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
