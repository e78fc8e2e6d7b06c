import type { DeliverySettingsBodyInput } from '@shop/contracts/delivery';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/admin/delivery-settings, asked afresh each time the screen opens. */
export const adminDeliverySettingsQuery = queryOptions({
  queryKey: ['admin', 'delivery-settings'],
  queryFn: ({ signal }) => api('GET /admin/delivery-settings', { signal }),
  select: ({ settings }) => settings,
  staleTime: 0,
});

/** PUT /api/admin/delivery-settings: the rules sent replace all the old ones. */
export function useSaveDeliverySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeliverySettingsBodyInput) => api('PUT /admin/delivery-settings', { body }),
    onSuccess: (answer) => queryClient.setQueryData(adminDeliverySettingsQuery.queryKey, answer),
  });
}
