import { cancelOrderBodySchema, type Order } from '@shop/contracts/orders';
import { upiIdMessage } from '@shop/contracts/payments';
import { PackageOpen } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { useCancelOrder, useMyOrders } from '../api/my-orders.ts';
import {
  countOrdersByTab,
  orderTabs,
  ordersInTab,
  tabFromParam,
  type ExtraTab,
} from '../order-tabs.ts';
import { OrderHistorySkeleton } from './order-history-skeleton.tsx';
import { OrderList, type OrderExtras } from './order-list.tsx';

const tabParam = 'status';

function NoOrdersYet() {
  return (
    <div className="mt-8 flex flex-col items-center rounded-2xl bg-cream-100 px-6 py-14 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-coral-100 text-coral-700">
        <PackageOpen aria-hidden="true" className="size-8" />
      </span>
      <h2 className="mt-5 text-2xl font-semibold text-ink-900">
        <Trans>No Orders Yet</Trans>
      </h2>
      <p className="mt-2 max-w-sm text-ink-700">
        <Trans>Your order history will appear here once you make your first purchase.</Trans>
      </p>
      <Link to="/shop" className={buttonClasses({ className: 'mt-6' })}>
        <Trans>Start Shopping</Trans>
      </Link>
    </div>
  );
}

/** A paid UPI order is refunded: its cancellation names the UPI ID the money goes to. */
const needsRefundUpiId = (order: Order) =>
  order.paymentMethod === 'UPI' && order.paymentStatus === 'PAID';

type OrderHistoryProps = {
  /** What another feature shows under each order (returns and exchanges). */
  renderOrderExtras?: OrderExtras;
  /** Tabs after the status ones (the Returns tab). */
  extraTabs?: readonly ExtraTab[];
};

/** My account > Orders: the customer's orders by status, with details and cancelling. */
export function OrderHistory({ renderOrderExtras, extraTabs = [] }: OrderHistoryProps = {}) {
  const { t, i18n } = useLingui();
  const { data, isPending, isError, error } = useMyOrders();
  const cancel = useCancelOrder();
  const [searchParams, setSearchParams] = useSearchParams();
  const activeTab = tabFromParam(searchParams.get(tabParam), extraTabs);
  const [orderToCancel, setOrderToCancel] = useState<Order | null>(null);
  const [refundUpiId, setRefundUpiId] = useState('');
  const [refundError, setRefundError] = useState<string | null>(null);
  const refundNeeded = orderToCancel !== null && needsRefundUpiId(orderToCancel);
  const cancelled = useRef(false);
  const tabsRef = useRef<HTMLDivElement>(null);

  // Spec section 8: the customer's order list fails silently, logged only.
  useEffect(() => {
    if (isError) console.error('Could not load the order history.', error);
  }, [isError, error]);

  const orders = data ?? [];
  const orderNumber = orderToCancel?.orderNumber ?? '';
  const counts = countOrdersByTab(orders);
  const orderCount = counts.ALL;

  function chooseTab(value: string) {
    const next = tabFromParam(value, extraTabs);
    setSearchParams(next === 'ALL' ? {} : { [tabParam]: next.toLowerCase() }, { replace: true });
  }

  function askToCancel(order: Order | null) {
    setOrderToCancel(order);
    setRefundUpiId('');
    setRefundError(null);
  }

  function confirmCancel() {
    if (!orderToCancel) return;
    let refund: string | undefined;
    if (refundNeeded) {
      const checked = cancelOrderBodySchema.safeParse({ refundUpiId });
      refund = checked.success ? checked.data.refundUpiId : undefined;
      if (!refund) {
        setRefundError(upiIdMessage);
        return;
      }
    }
    cancel.mutate(
      { orderId: orderToCancel.id, refundUpiId: refund },
      {
        onSuccess: () => {
          cancelled.current = true;
          toast.success(t`Order cancelled successfully!`);
          askToCancel(null);
        },
        onError: (error) => {
          // The refund's UPI ID stays to be corrected, with the server's reason under it.
          if (refundNeeded) setRefundError(errorMessage(error, t`Failed to cancel order.`));
          else {
            toast.error(t`Failed to cancel order.`);
            askToCancel(null);
          }
        },
      },
    );
  }

  return (
    <div>
      <h1 className="text-3xl font-semibold text-ink-900 sm:text-4xl">
        <Trans>My Orders</Trans>
      </h1>
      <div className="mt-2 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <p className="text-lg text-ink-700">
          <Trans>Track and manage your orders</Trans>
        </p>
        {isPending ? (
          <span aria-hidden="true" className="h-6 w-28 animate-pulse rounded-full bg-cream-200" />
        ) : (
          <p className="font-bold text-ink-900">
            {t`Total: ${plural(orderCount, { one: '# order', other: '# orders' })}`}
          </p>
        )}
      </div>

      {isPending ? (
        <OrderHistorySkeleton />
      ) : orders.length === 0 ? (
        <NoOrdersYet />
      ) : (
        <Tabs value={activeTab} onValueChange={chooseTab} className="mt-6" ref={tabsRef}>
          <TabList label={t`Orders by status`}>
            {orderTabs.map((tab) => (
              <Tab key={tab.value} value={tab.value} count={counts[tab.value]}>
                {i18n._(tab.label)}
              </Tab>
            ))}
            {extraTabs.map((tab) => (
              <Tab key={tab.value} value={tab.value} count={tab.count}>
                {tab.label}
              </Tab>
            ))}
          </TabList>
          {orderTabs.map((tab) => {
            const shown = ordersInTab(orders, tab.value);
            const tabLabel = i18n._(tab.label);
            return (
              <TabPanel key={tab.value} value={tab.value}>
                {shown.length > 0 ? (
                  <OrderList
                    orders={shown}
                    onCancel={askToCancel}
                    renderExtras={renderOrderExtras}
                  />
                ) : (
                  <p className="rounded-2xl bg-cream-100 px-6 py-10 text-center text-ink-700">
                    <Trans>No orders found for "{tabLabel}" status.</Trans>
                  </p>
                )}
              </TabPanel>
            );
          })}
          {extraTabs.map((tab) => (
            <TabPanel key={tab.value} value={tab.value}>
              {tab.panel}
            </TabPanel>
          ))}
        </Tabs>
      )}

      <ConfirmDialog
        open={orderToCancel !== null}
        onOpenChange={(open) => {
          if (!open) askToCancel(null);
        }}
        title={t`Cancel order ${orderNumber}?`}
        description={
          refundNeeded
            ? t`You paid for this order by UPI: the shop refunds the amount to the UPI ID you give here. This action cannot be undone.`
            : t`Are you sure you want to cancel this order? This action cannot be undone.`
        }
        cancelLabel={t`Keep Order`}
        confirmLabel={t`Yes, Cancel`}
        busy={cancel.isPending}
        busyLabel={t`Cancelling…`}
        onConfirm={confirmCancel}
        {...(refundNeeded && {
          children: (
            <TextField
              label={t`UPI ID for the refund`}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              inputMode="email"
              placeholder="name@bank"
              required
              value={refundUpiId}
              onChange={(event) => {
                setRefundUpiId(event.target.value);
                setRefundError(null);
              }}
              error={refundError ?? undefined}
            />
          ),
        })}
        onCloseAutoFocus={(event) => {
          // The order's Cancel button is about to disappear: land on the active tab instead.
          if (!cancelled.current) return;
          cancelled.current = false;
          event.preventDefault();
          tabsRef.current
            ?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
            ?.focus();
        }}
      />
    </div>
  );
}
