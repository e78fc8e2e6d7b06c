import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@shop/contracts/orders';
import { formatDate } from '../../../lib/format-date.ts';
import { deliveryInfo } from '../order-summary.ts';

/** "Delivered" or "Expected" with the date, or a dash for a cancelled order. */
export function DeliveryCell({ order, inline = false }: { order: Order; inline?: boolean }) {
  const { i18n } = useLingui();
  const info = deliveryInfo(order);
  if (info.kind === 'none') {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">
          <Trans>No delivery</Trans>
        </span>
      </>
    );
  }
  return (
    <span className={inline ? 'inline-flex gap-1.5' : 'flex flex-col leading-tight'}>
      <span
        className={
          info.kind === 'delivered' ? 'text-sm font-bold text-sage-700' : 'text-sm text-ink-500'
        }
      >
        {info.kind === 'delivered' ? <Trans>Delivered</Trans> : <Trans>Expected</Trans>}
      </span>
      <time dateTime={info.date.toISOString()} className="font-semibold text-ink-900">
        {formatDate(info.date, i18n.locale)}
      </time>
    </span>
  );
}
