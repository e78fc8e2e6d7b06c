import type { Product } from '@shop/contracts/catalog';
import { useLingui } from '@lingui/react/macro';
import { PageSection } from '../../components/ui/page-section.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import type { ProductCardActionsContext } from '../../features/catalog/components/product-card.tsx';
import { ShopCatalogue } from '../../features/catalog/components/shop-catalogue.tsx';
import { ProductCardActions } from '../compositions/product-actions.tsx';

// Module-level: cards below the first screen wait for hydration with the same props (see
// DeferredHydration), which a new function on every render would defeat.
const cardActions = (product: Product, context: ProductCardActionsContext) => (
  <ProductCardActions product={product} {...context} />
);

export function ShopPage() {
  const { t } = useLingui();
  return (
    <PageSection className="lg:py-10">
      <PageTitle title={t`Shop All Products`} />
      <meta
        name="description"
        content={t`Shop baby and kids clothing, fabrics, nursery essentials, accessories and toys. Filter by category, size, price and availability; free delivery across India.`}
      />
      <ShopCatalogue cardActions={cardActions} />
    </PageSection>
  );
}
