import type { Order } from '@shop/contracts/orders';
import { ToneBadge } from '../../../components/ui/status-badge.tsx';

/**
 * In the order list: a cash-on-delivery order still on its way that the customer has not
 * confirmed, worth a call before (or while) it ships. Nothing for any other order.
 */
export function UnconfirmedCodBadge({ order }: { order: Order }) {
  const open = order.deliveryStatus === 'PENDING' || order.deliveryStatus === 'SHIPPED';
  const cash = order.paymentMethod === 'COD' && order.orderTotal > 0;
  if (!cash || order.codConfirmedAt || !open) return null;
  return (
    <ToneBadge tone="amber" className="mt-1">
      Unconfirmed
    </ToneBadge>
  );
}
