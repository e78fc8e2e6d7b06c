import type { DeliveryStatus, Order } from '@shop/contracts/orders';
import type { ReturnToOriginReason } from '@shop/contracts/payments';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { filterQuery, type OrderFilters } from '../use-order-filters.ts';

export const ADMIN_ORDERS_PER_PAGE = 10;

const adminOrdersKey = ['admin', 'orders'] as const;

/** A page of the orders the filters match, with the tabs' counts over the same orders. */
export function adminOrdersQuery(filters: OrderFilters, page: number) {
  const query = filterQuery(filters);
  return queryOptions({
    queryKey: [...adminOrdersKey, query, page],
    queryFn: ({ signal }) =>
      api('GET /orders/all', {
        query: { ...query, page, limit: ADMIN_ORDERS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export type StatusUpdate = {
  order: Order;
  deliveryStatus: DeliveryStatus;
  /** Only with SHIPPED: who carries the parcel and its tracking number, when known. */
  shipment?: { courier?: string | undefined; trackingNumber?: string | undefined };
  /** Only when a SHIPPED order is cancelled: why the parcel came back. */
  reason?: ReturnToOriginReason;
};

/**
 * PUT /api/orders/{id}/status; every status tab and the dashboard's counts change with it. The
 * courier and tracking number go along only when given (SHIPPED again with them updates them).
 */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, deliveryStatus, shipment, reason }: StatusUpdate) =>
      api('PUT /orders/:id/status', {
        params: { id: order.id },
        body: {
          deliveryStatus,
          ...(shipment?.courier ? { courier: shipment.courier } : {}),
          ...(shipment?.trackingNumber ? { trackingNumber: shipment.trackingNumber } : {}),
          ...(reason ? { reason } : {}),
        },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
