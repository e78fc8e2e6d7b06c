import type { Product } from '@shop/contracts/catalog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { DeferredHydration } from '../../components/ui/deferred-hydration.tsx';
import { PageSection } from '../../components/ui/page-section.tsx';
import { productBySlugQuery } from '../../features/catalog/api/products.ts';
import { DraftBanner } from '../../features/catalog/components/draft-banner.tsx';
import { ProductView } from '../../features/catalog/components/product-view.tsx';
import { DeliveryCheckPanel } from '../../features/delivery/components/delivery-check-panel.tsx';
import { ProductReviews } from '../../features/reviews/components/product-reviews.tsx';
import { StockAlertOffer } from '../../features/stock-alerts/components/stock-alert-offer.tsx';
import { isAdmin } from '../../lib/session.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useStoredUser } from '../../lib/use-session.ts';
import { ProductPurchaseActions } from '../compositions/product-actions.tsx';

/** The product a card passed along in the navigation state, if any (spec: Product detail). */
function productFromState(state: unknown): Product | null {
  if (typeof state !== 'object' || state === null || !('product' in state)) return null;
  const { product } = state as { product: unknown };
  return typeof product === 'object' && product !== null && 'slug' in product
    ? (product as Product)
    : null;
}

/**
 * The server renders pages without the visitor's token, so a draft comes as "not found". Once
 * hydrated, an admin asks again with the token (the editor's preview): the server answers admins
 * with drafts too, outside the cache of public answers. A component of its own, drawing nothing:
 * when the page learns who is signed in, only it renders again, not the whole page.
 */
function AdminPreview({ slug }: { slug: string }) {
  const queryClient = useQueryClient();
  const admin = isAdmin(useStoredUser());
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated || !admin) return;
    const { queryKey } = productBySlugQuery(slug);
    if (queryClient.getQueryState(queryKey)?.status === 'error') {
      void queryClient.refetchQueries({ queryKey, exact: true });
    }
  }, [admin, hydrated, queryClient, slug]);
  return null;
}

export function ProductPage() {
  const { slug = '' } = useParams();
  const location = useLocation();
  // ?variant= names a size to show chosen: a back-in-stock mail links to the size that is back.
  const [searchParams] = useSearchParams();
  // Only reads what ProductView loads, to show the draft banner above it and the reviews below.
  const { data: product } = useQuery({ ...productBySlugQuery(slug), enabled: false });
  return (
    <PageSection className="pt-6 lg:pt-8">
      <AdminPreview slug={slug} />
      {product?.status === 'DRAFT' && <DraftBanner />}
      <ProductView
        slug={slug}
        placeholder={productFromState(location.state)}
        initialVariantId={searchParams.get('variant')}
        purchase={(product, context) => (
          // Delivery sits under Add to cart: where the shopper decides whether to buy.
          <div className="flex w-full flex-col gap-4">
            <ProductPurchaseActions product={product} {...context} />
            <StockAlertOffer product={product} selectedVariant={context.selectedVariant} />
            {/* On a phone below the first screen; it hydrates when the shopper gets near. */}
            <DeferredHydration>
              <DeliveryCheckPanel />
            </DeferredHydration>
          </div>
        )}
      />
      {product && (
        <DeferredHydration key={product.id}>
          <ProductReviews product={product} />
        </DeferredHydration>
      )}
    </PageSection>
  );
}
