import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useErrorToast } from '../../../lib/use-error-toast.ts';
import { useWishlist } from '../api/wishlist-query.ts';
import { wishlistMessages } from '../wishlist-rules.ts';
import { WishlistCard, type WishlistCardProps } from './wishlist-card.tsx';

const gridClasses = 'grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4';

function WishlistSkeleton() {
  return (
    <div aria-busy="true">
      <span role="status" className="sr-only">
        <Trans>Loading your wishlist…</Trans>
      </span>
      <ul aria-hidden="true" className={gridClasses}>
        {[0, 1, 2, 3].map((index) => (
          <li key={index} className="overflow-hidden rounded-2xl bg-white shadow-soft">
            <Skeleton className="aspect-[4/5] rounded-none" />
            <div className="flex flex-col gap-2.5 p-4">
              <Skeleton className="h-5 w-4/5" />
              <Skeleton className="h-6 w-24" />
              <div className="flex gap-1.5">
                <Skeleton className="h-8 w-12 rounded-full" />
                <Skeleton className="h-8 w-12 rounded-full" />
              </div>
              <Skeleton className="mt-2 h-11 w-full rounded-full" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The wishlist page (spec: Wishlist): 'My Wishlist (N)', the cards, or the empty state. */
export function WishlistView({ addToCart }: Pick<WishlistCardProps, 'addToCart'>) {
  const { t, i18n } = useLingui();
  const wishlist = useWishlist();
  const loadFailed = i18n._(wishlistMessages.loadFailed);
  useErrorToast(wishlist.isError, loadFailed);
  const items = wishlist.data?.items;
  const count = items?.length ?? 0;

  return (
    <>
      <h1 className="text-3xl font-semibold sm:text-4xl">
        {items ? t`My Wishlist (${count})` : t`My Wishlist`}
      </h1>
      <div className="mt-8">
        {wishlist.isError ? (
          <LoadError
            message={loadFailed}
            onRetry={() => void wishlist.refetch()}
            retrying={wishlist.isFetching}
          />
        ) : !items ? (
          <WishlistSkeleton />
        ) : items.length === 0 ? (
          <EmptyState
            icon={Heart}
            title={t`Your Wishlist is Empty`}
            action={
              <Link to="/shop" className={buttonClasses({ size: 'lg' })}>
                <Trans>Start Shopping</Trans>
              </Link>
            }
          >
            <Trans>Tap the heart on anything you love and it will wait for you here.</Trans>
          </EmptyState>
        ) : (
          <ul className={gridClasses}>
            {items.map((item) => (
              <li key={item.productId}>
                <WishlistCard product={item.product} addToCart={addToCart} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
