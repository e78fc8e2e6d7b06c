import { OrderHistory } from '../../features/orders/components/order-history.tsx';
import { useMyReturns } from '../../features/returns/api/returns.ts';
import {
  hasReturnsPanel,
  OrderReturnsPanel,
} from '../../features/returns/components/order-returns-panel.tsx';
import { ReturnRequestList } from '../../features/returns/components/return-request-list.tsx';

/*
 * My Orders with returns and exchanges: composed here in app/ because it joins the orders and
 * returns features, and features never import each other. Under each delivered order the returns
 * feature shows the window, the requests' statuses and the form; a Returns tab lists the requests.
 */
export function OrderHistoryWithReturns() {
  const returns = useMyReturns();
  const requests = returns.data ?? [];
  return (
    <OrderHistory
      renderOrderExtras={(order) =>
        hasReturnsPanel(order, requests) ? (
          <OrderReturnsPanel order={order} requests={requests} requestsLoaded={returns.isSuccess} />
        ) : null
      }
      extraTabs={[
        {
          value: 'RETURNS',
          label: 'Returns',
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
