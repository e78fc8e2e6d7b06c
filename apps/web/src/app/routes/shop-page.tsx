import { PageSection } from '../../components/ui/page-section.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { ShopCatalogue } from '../../features/catalog/components/shop-catalogue.tsx';
import { ProductCardActions } from '../compositions/product-actions.tsx';

export function ShopPage() {
  return (
    <PageSection className="lg:py-10">
      <PageTitle title="Shop All Products" />
      <meta
        name="description"
        content="Shop baby and kids clothing, fabrics, nursery essentials, accessories and toys. Filter by category, size, price and availability; free delivery across India."
      />
      <ShopCatalogue
        cardActions={(product, context) => <ProductCardActions product={product} {...context} />}
      />
    </PageSection>
  );
}
