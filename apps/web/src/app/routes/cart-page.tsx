import { useLingui } from '@lingui/react/macro';
import { CustomersOnlyNotice } from '../../components/ui/customers-only-notice.tsx';
import { PageSection } from '../../components/ui/page-section.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { CartView } from '../../features/cart/components/cart-view.tsx';
import { useCustomerName } from '../../lib/use-customer.ts';
import { useBrandName } from '../../features/company/api/company-details.ts';

export function CartPage() {
  const { t } = useLingui();
  const brandName = useBrandName();
  const customer = useCustomerName();
  return (
    <PageSection>
      <PageTitle title={t`Your Shopping Cart`} />
      <meta
        name="description"
        content={t`Your ${brandName} shopping cart: sizes, quantities, savings and the order total, with free shipping and cash on delivery.`}
      />
      {customer === null ? <CustomersOnlyNotice /> : <CartView />}
    </PageSection>
  );
}
