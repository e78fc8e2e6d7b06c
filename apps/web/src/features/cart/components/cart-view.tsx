import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useErrorToast } from '../../../lib/use-error-toast.ts';
import { useCart } from '../api/cart-query.ts';
import { CartLine } from './cart-line.tsx';
import { CartLinesSkeleton } from './cart-lines-skeleton.tsx';
import { CartSummary } from './cart-summary.tsx';

function CartHeading({ count }: { count: number | null }) {
  return (
    <h1 className="text-3xl font-semibold sm:text-4xl">
      {count === null ? (
        <Trans>Your Shopping Cart</Trans>
      ) : (
        <Trans>Your Shopping Cart ({count})</Trans>
      )}
    </h1>
  );
}

/** Spec: Cart empty state, with the way back to the shop. */
function EmptyCart() {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={ShoppingBag}
      title={t`Your Cart is Empty`}
      action={
        <Link to="/shop" className={buttonClasses({ size: 'lg' })}>
          <Trans>Start Shopping</Trans>
        </Link>
      }
    >
      <Trans>Little outfits, soft fabrics and toys are waiting in the shop.</Trans>
    </EmptyState>
  );
}

/** The cart page: lines with quantity and remove, and the summary with the way to checkout. */
export function CartView() {
  const { t } = useLingui();
  const cartLoadFailedMessage = t`Failed to load cart items.`;
  const cart = useCart();
  useErrorToast(cart.isError, cartLoadFailedMessage);
  const { data } = cart;

  return (
    <>
      <CartHeading count={data ? data.items.length : null} />
      <div className="mt-8">
        {cart.isError ? (
          <LoadError
            message={cartLoadFailedMessage}
            onRetry={() => void cart.refetch()}
            retrying={cart.isFetching}
          />
        ) : !data ? (
          <div aria-busy="true" className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
            <span role="status" className="sr-only">
              <Trans>Loading your cart…</Trans>
            </span>
            <CartLinesSkeleton />
          </div>
        ) : data.items.length === 0 ? (
          <EmptyCart />
        ) : (
          <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
            <section aria-label={t`Items in your cart`}>
              <ul className="flex flex-col gap-4">
                {data.items.map((item) => (
                  <CartLine key={item.id} item={item} />
                ))}
              </ul>
            </section>
            <div className="lg:sticky lg:top-28">
              <CartSummary cart={data}>
                <Link to="/checkout" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
                  <Trans>Proceed to Checkout</Trans>
                </Link>
              </CartSummary>
            </div>
          </div>
        )}
      </div>
    </>
  );
}
