import type { AdminPaymentBody } from '@shop/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Every admin list and count (orders, dashboard) changes when a payment is recorded. */
const adminKey = ['admin'] as const;

/**
 * PUT /api/admin/orders/{id}/payment: PAID records who and when (and the UTR, when given);
 * FAILED cancels the order, puts its stock back and mails the customer.
 */
export function useRecordPayment(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminPaymentBody) =>
      api('PUT /admin/orders/:id/payment', { params: { id: orderId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

/**
 * POST /api/admin/payments/reconcile: the bank statement CSV as the multipart field `statement`.
 * With `preview` it only says which orders the statement pays; without, it marks them paid.
 */
export function useReconcileStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, preview }: { file: File; preview: boolean }) => {
      const body = new FormData();
      body.append('statement', file, file.name);
      return api('POST /admin/payments/reconcile', {
        query: { preview: preview ? 'true' : 'false' },
        body,
      });
    },
    onSuccess: (answer) => {
      if (!answer.preview) void queryClient.invalidateQueries({ queryKey: adminKey });
    },
  });
}
