import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useBrandName } from '../../../features/company/api/company-details.ts';
import { OrderHistoryWithReturns } from '../../compositions/order-history-with-returns.tsx';

export function OrdersPage() {
  const { t } = useLingui();
  const brandName = useBrandName();
  return (
    <>
      <PageTitle title={t`My Orders`} />
      <meta
        name="description"
        content={t`Track and manage your ${brandName} orders: status, delivery dates, tracking, items, cancelling, returns and exchanges.`}
      />
      <OrderHistoryWithReturns />
    </>
  );
}
