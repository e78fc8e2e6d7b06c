import type { Product } from '@shop/contracts/catalog';
import { useLocation, useParams } from 'react-router';
import { PageSection } from '../../components/ui/page-section.tsx';
import { ProductView } from '../../features/catalog/components/product-view.tsx';
import { DeliveryCheckPanel } from '../../features/delivery/components/delivery-check-panel.tsx';
import { ProductPurchaseActions } from '../compositions/product-actions.tsx';

/** The product a card passed along in the navigation state, if any (spec: Product detail). */
function productFromState(state: unknown): Product | null {
  if (typeof state !== 'object' || state === null || !('product' in state)) return null;
  const { product } = state as { product: unknown };
  return typeof product === 'object' && product !== null && 'slug' in product
    ? (product as Product)
    : null;
}

export function ProductPage() {
  const { slug = '' } = useParams();
  const location = useLocation();
  return (
    <PageSection className="pt-6 lg:pt-8">
      <ProductView
        slug={slug}
        placeholder={productFromState(location.state)}
        purchase={(product, context) => (
          // Delivery sits under Add to cart: where the shopper decides whether to buy.
          <div className="flex w-full flex-col gap-4">
            <ProductPurchaseActions product={product} {...context} />
            <DeliveryCheckPanel />
          </div>
        )}
      />
    </PageSection>
  );
}
