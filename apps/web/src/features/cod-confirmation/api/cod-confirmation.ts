import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/orders/cod-confirmation: what the link's order is, without confirming it. */
export const codConfirmationQuery = (token: string) =>
  queryOptions({
    queryKey: ['cod-confirmation', token],
    queryFn: ({ signal }) => api('GET /orders/cod-confirmation', { query: { token }, signal }),
    // A broken or expired link stays so: asking again would only say the same.
    retry: false,
  });

/** POST /api/orders/cod-confirmation: the button; the page then shows the answer. */
export function useConfirmCodOrder(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('POST /orders/cod-confirmation', { body: { token } }),
    onSuccess: (answer) => queryClient.setQueryData(codConfirmationQuery(token).queryKey, answer),
  });
}
