import type { Product } from '@shop/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import { PackageSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { productBySlugQuery } from '../api/products.ts';
import { categoryShopHref } from '../category-href.ts';
import { categoryName as shownName } from '../category-name.ts';
import { ProductDetail, type ProductPurchaseContext } from './product-detail.tsx';

type ProductViewProps = {
  slug: string;
  /** The product the previous page passed along, shown at once while the fresh copy loads. */
  placeholder?: Product | null;
  purchase?: (product: Product, context: ProductPurchaseContext) => ReactNode;
  /** The size to show chosen at first (the address's `?variant=`). */
  initialVariantId?: string | null;
};

function Breadcrumb({ product }: { product: Product | null }) {
  const { t, i18n } = useLingui();
  const linkClasses = 'font-semibold text-ink-700 hover:text-coral-700 hover:underline';
  return (
    <nav aria-label={t`Breadcrumb`} className="mb-6 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-500">
        <li>
          <Link to="/home" className={linkClasses}>
            <Trans>Home</Trans>
          </Link>
        </li>
        <li aria-hidden="true">›</li>
        <li>
          {product ? (
            <Link to={categoryShopHref(product.category.id)} className={linkClasses}>
              {shownName(product.category, i18n.locale)}
            </Link>
          ) : (
            <Skeleton className="inline-block h-4 w-24 align-middle" />
          )}
        </li>
        <li aria-hidden="true">›</li>
        <li aria-current="page" className="max-w-[60vw] truncate font-semibold text-ink-900">
          {product ? product.name : <Skeleton className="inline-block h-4 w-40 align-middle" />}
        </li>
      </ol>
    </nav>
  );
}

function ProductDetailSkeleton() {
  const { t } = useLingui();
  return (
    <div
      role="status"
      aria-label={t`Loading the product…`}
      className="grid gap-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-14"
    >
      <div className="flex flex-col gap-3 lg:flex-row-reverse">
        <Skeleton className="aspect-[4/5] flex-1 rounded-3xl" />
        <div className="flex gap-2 lg:w-20 lg:flex-col">
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} className="aspect-[4/5] w-16 lg:w-full" />
          ))}
        </div>
      </div>
      <div className="flex flex-col gap-5">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-10 w-4/5" />
        <Skeleton className="h-9 w-44" />
        <Skeleton className="h-7 w-24 rounded-full" />
        <div className="flex gap-2">
          {[1, 2, 3, 4].map((n) => (
            <Skeleton key={n} className="h-11 w-16 rounded-full" />
          ))}
        </div>
        <Skeleton className="h-11 w-32 rounded-full" />
        <Skeleton className="h-13 w-full rounded-full" />
      </div>
    </div>
  );
}

/** Spec: the product page, loaded from its address (GET /api/products/slug/{slug}). */
export function ProductView({ slug, placeholder, purchase, initialVariantId }: ProductViewProps) {
  const { t, i18n } = useLingui();
  const {
    data: product,
    error,
    refetch,
    isFetching,
  } = useQuery({
    ...productBySlugQuery(slug),
    placeholderData: placeholder?.slug === slug ? placeholder : undefined,
  });

  if (!product && error) {
    if (error instanceof ApiError && error.status === 404) {
      return (
        <>
          <PageTitle title={t`Product not found`} />
          <EmptyState
            icon={PackageSearch}
            title={t`Product not found.`}
            headingLevel="h1"
            action={
              <Link to="/shop" className={buttonClasses()}>
                <Trans>Back to the shop</Trans>
              </Link>
            }
          >
            <Trans>
              It may have sold out for good or moved. Our other little favourites are waiting in the
              shop.
            </Trans>
          </EmptyState>
        </>
      );
    }
    return (
      <>
        <PageTitle title={t`Product`} />
        <Breadcrumb product={null} />
        <LoadError
          message={t`Could not load this product.`}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </>
    );
  }

  if (!product) {
    return (
      <>
        <PageTitle title={t`Product`} />
        <Breadcrumb product={null} />
        <ProductDetailSkeleton />
      </>
    );
  }

  const description = product.description.trim();
  const productName = product.name;
  const categoryName = shownName(product.category, i18n.locale);
  return (
    <>
      <PageTitle title={product.name} />
      <meta
        name="description"
        content={
          description
            ? description.slice(0, 155)
            : t`${productName} from our ${categoryName} collection.`
        }
      />
      <Breadcrumb product={product} />
      <ProductDetail
        // A different product, or a link to another of its sizes, starts with a fresh colour,
        // size and quantity.
        key={`${product.id} ${initialVariantId ?? ''}`}
        product={product}
        initialVariantId={initialVariantId}
        categoryHref={categoryShopHref(product.category.id)}
        purchase={purchase && ((context) => purchase(product, context))}
      />
    </>
  );
}
