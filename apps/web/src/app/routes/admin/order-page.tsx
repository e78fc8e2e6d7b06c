import type { Order } from '@shop/contracts/orders';
import { Landmark } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { OrderManager } from '../../../features/admin-orders/components/order-manager.tsx';
import { AdminOrderSlots } from '../../../features/admin-orders/order-slots.ts';
import { OrderPaymentActions } from '../../../features/admin-payments/components/order-payment-actions.tsx';
import { OrderPaymentBadge } from '../../../features/admin-payments/components/order-payment-badge.tsx';
import { AdminPageHead } from './admin-page-head.tsx';

/** Each row's UPI payment, and its details' payment actions, from the admin-payments feature. */
const paymentSlots = {
  rowBadges: (order: Order) => <OrderPaymentBadge order={order} />,
  detailsPanels: (order: Order) => <OrderPaymentActions order={order} />,
};

export function AdminOrderPage() {
  return (
    <>
      <AdminPageHead
        title="Orders"
        description="Every order by delivery status, found by number, name, email, phone or date, and exported as CSV."
      />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeading title="Orders">
          Find an order by its number, the customer's name, email or phone, or the days it was
          placed; follow it from placed to delivered, and export what you see as CSV.
        </PageHeading>
        <Link to="/admin/payments" className={buttonClasses({ variant: 'outline' })}>
          <Landmark aria-hidden="true" className="size-5" />
          Match bank statement
        </Link>
      </div>
      <AdminOrderSlots value={paymentSlots}>
        <OrderManager />
      </AdminOrderSlots>
    </>
  );
}
