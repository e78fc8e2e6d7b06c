import { useLingui } from '@lingui/react/macro';
import { OrderHistory } from '../../features/orders/components/order-history.tsx';
import { OrderPaymentNote } from '../../features/payments/components/order-payment-note.tsx';
import { useMyReturns } from '../../features/returns/api/returns.ts';
import {
  hasReturnsPanel,
  OrderReturnsPanel,
} from '../../features/returns/components/order-returns-panel.tsx';
import { ReturnRequestList } from '../../features/returns/components/return-request-list.tsx';

/*
 * My Orders with returns and exchanges, and UPI payments: composed here in app/ because it joins
 * the orders, returns and payments features, and features never import each other. Under each
 * delivered order the returns feature shows the window, the requests' statuses and the form; a
 * Returns tab lists the requests. Under a UPI order the payments feature says where its payment
 * stands, with "Pay now" while it waits.
 */
export function OrderHistoryWithReturns() {
  const { t } = useLingui();
  const returns = useMyReturns();
  const requests = returns.data ?? [];
  return (
    <OrderHistory
      renderOrderExtras={(order) => {
        const returnsPanel = hasReturnsPanel(order, requests) ? (
          <OrderReturnsPanel order={order} requests={requests} requestsLoaded={returns.isSuccess} />
        ) : null;
        if (order.paymentMethod !== 'UPI') return returnsPanel;
        return (
          <div className="flex flex-col gap-3">
            <OrderPaymentNote order={order} />
            {returnsPanel}
          </div>
        );
      }}
      extraTabs={[
        {
          value: 'RETURNS',
          label: t`Returns`,
          count: requests.length,
          panel: (
            <ReturnRequestList
              requests={requests}
              isPending={returns.isPending}
              isError={returns.isError}
            />
          ),
        },
      ]}
    />
  );
}
