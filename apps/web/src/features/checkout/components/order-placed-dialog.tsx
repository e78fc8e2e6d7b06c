import { formatRupees } from '@shop/contracts/money';
import type { Order } from '@shop/contracts/orders';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { couponRow } from '../../../lib/coupon-summary.ts';
import { formatDeliveryDate } from '../../../lib/format-date.ts';
import { payOrderPath } from '../../../lib/pay-order-path.ts';
import { paymentMethodNames, paymentStatusNames } from '../../../lib/payment-labels.ts';

type OrderPlacedDialogProps = {
  order: Order | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes once the dialog closes (the Place Order button that opened it is gone). */
  onCloseAutoFocus: (event: Event) => void;
};

/**
 * Spec: the 'Order Placed!' dialog. The order number and delivery date are the server's (the
 * contract's orderNumber and expectedDeliveryDate), not a number made up in the browser.
 */
export function OrderPlacedDialog({
  order,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: OrderPlacedDialogProps) {
  const { t, i18n } = useLingui();
  // What the code saved is part of the good news: said here as on the confirmation below.
  const coupon = order?.coupon ? couponRow(order.coupon, formatRupees, i18n) : null;
  return (
    <Dialog open={open && order !== null} onOpenChange={onOpenChange}>
      {order && (
        <DialogContent
          onCloseAutoFocus={onCloseAutoFocus}
          title={t`Order Placed!`}
          description={t`Thank you! We have emailed you the order confirmation.`}
          className="sm:max-w-lg!"
        >
          <div className="flex flex-col items-center text-center">
            <span className="grid size-16 place-items-center rounded-full bg-sage-100 text-sage-700">
              <CircleCheck aria-hidden="true" className="size-9" />
            </span>
            <dl className="mt-5 grid w-full gap-3 rounded-2xl bg-white p-4 text-left shadow-soft">
              <div className="flex flex-wrap justify-between gap-x-4">
                <dt className="text-ink-700">
                  <Trans>Order number</Trans>
                </dt>
                <dd className="font-bold text-ink-900" data-testid="order-number">
                  {order.orderNumber}
                </dd>
              </div>
              <div className="flex flex-wrap justify-between gap-x-4">
                <dt className="text-ink-700">
                  <Trans>Payment method</Trans>
                </dt>
                <dd className="font-bold text-ink-900">
                  {i18n._(paymentMethodNames[order.paymentMethod])}
                </dd>
              </div>
              {order.paymentMethod === 'UPI' && (
                <div className="flex flex-wrap justify-between gap-x-4">
                  <dt className="text-ink-700">
                    <Trans>Payment</Trans>
                  </dt>
                  <dd className="font-bold text-ink-900">
                    {i18n._(paymentStatusNames[order.paymentStatus])}
                  </dd>
                </div>
              )}
              {coupon && (
                <div className="flex flex-wrap justify-between gap-x-4">
                  <dt className="text-ink-700">{coupon.label}</dt>
                  <dd className="font-bold text-sage-700 tabular-nums">{coupon.value}</dd>
                </div>
              )}
              <div className="flex flex-wrap justify-between gap-x-4">
                <dt className="text-ink-700">
                  <Trans>Estimated delivery</Trans>
                </dt>
                <dd className="font-bold text-ink-900">
                  {formatDeliveryDate(order.expectedDeliveryDate, i18n.locale)}
                </dd>
              </div>
            </dl>
            {order.paymentStatus === 'AWAITING_PAYMENT' && (
              <Link
                to={payOrderPath(order.id)}
                className={buttonClasses({ size: 'lg', className: 'mt-6 w-full' })}
              >
                <Trans>Pay now</Trans>
              </Link>
            )}
            <div className="mt-6 flex w-full flex-col gap-3 sm:flex-row">
              <Link
                to="/myaccount/order"
                className={buttonClasses({ className: 'w-full sm:flex-1' })}
              >
                <Trans>View Order History</Trans>
              </Link>
              <Link
                to="/home"
                className={buttonClasses({ variant: 'outline', className: 'w-full sm:flex-1' })}
              >
                <Trans>Continue Shopping</Trans>
              </Link>
            </div>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
