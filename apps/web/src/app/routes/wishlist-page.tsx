import { ShoppingBag } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui/button.tsx';
import { CustomersOnlyNotice } from '../../components/ui/customers-only-notice.tsx';
import { PageSection } from '../../components/ui/page-section.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useAddToCartAction } from '../../features/cart/use-add-to-cart-action.ts';
import type { WishlistAddToCartContext } from '../../features/wishlist/components/wishlist-card.tsx';
import { WishlistView } from '../../features/wishlist/components/wishlist-view.tsx';
import { useCustomerName } from '../../lib/use-customer.ts';
import { useBrandName } from '../../features/company/api/company-details.ts';

/** A wishlist card's cart button: the cart feature's rules and toasts for the chosen size. */
function WishlistAddToCart({ selectedVariant, clearSelection }: WishlistAddToCartContext) {
  const { t } = useLingui();
  const { add, isPending } = useAddToCartAction();
  return (
    <Button
      className="w-full"
      busy={isPending}
      busyLabel={t`Adding…`}
      onClick={() => add(selectedVariant, 1, clearSelection)}
    >
      <ShoppingBag aria-hidden="true" className="size-5" />
      <Trans>Add to cart</Trans>
    </Button>
  );
}

export function WishlistPage() {
  const { t } = useLingui();
  const brandName = useBrandName();
  const customer = useCustomerName();
  return (
    <PageSection>
      <PageTitle title={t`My Wishlist`} />
      <meta
        name="description"
        content={t`The ${brandName} clothes, fabrics and toys you saved with the heart, ready to add to your cart.`}
      />
      {customer === null ? (
        <CustomersOnlyNotice />
      ) : (
        <WishlistView addToCart={(context) => <WishlistAddToCart {...context} />} />
      )}
    </PageSection>
  );
}
