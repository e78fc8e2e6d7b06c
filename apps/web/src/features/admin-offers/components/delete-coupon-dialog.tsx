import type { Coupon } from '@shop/contracts/offers';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { adminToastDuration } from '../../../lib/admin-toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteCoupon } from '../api/coupons.ts';

type DeleteCouponDialogProps = { coupon: Coupon | null; onClose: () => void };

/**
 * "Delete DIWALI15?": only a code no order used is offered; should an order have used it since,
 * the server refuses (409) and its message says to deactivate it instead.
 */
export function DeleteCouponDialog({ coupon, onClose }: DeleteCouponDialogProps) {
  const remove = useDeleteCoupon();

  function confirm() {
    if (!coupon) return;
    remove.mutate(coupon, {
      onSuccess: () => {
        toast.success(`${coupon.code} deleted`, { duration: adminToastDuration });
        onClose();
      },
      onError: (error) => {
        toast.error(errorMessage(error, `${coupon.code} could not be deleted.`), {
          duration: adminToastDuration,
        });
        onClose();
      },
    });
  }

  return (
    <ConfirmDialog
      open={coupon !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${coupon?.code ?? 'this code'}?`}
      description="Customers will no longer be able to use it. This cannot be undone."
      confirmLabel="Delete code"
      cancelLabel="Keep it"
      busy={remove.isPending}
      busyLabel="Deleting…"
      onConfirm={confirm}
    />
  );
}
