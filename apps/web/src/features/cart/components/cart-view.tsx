import { ShoppingBag, WifiOff } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { OfflineOrderNotice } from '../../../components/ui/offline-order-notice.tsx';
import { useCustomerName } from '../../../lib/use-customer.ts';
import { useErrorToast } from '../../../lib/use-error-toast.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { useCart } from '../api/cart-query.ts';
import { savedCartOf } from '../api/saved-cart.ts';
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

/** Offline with no cart saved on this device yet: nothing to show until the connection is back. */
function NoSavedCart() {
  const { t } = useLingui();
  return (
    <EmptyState icon={WifiOff} title={t`You Are Offline`}>
      <Trans>Your cart will show here when you are back online.</Trans>
    </EmptyState>
  );
}

/**
 * The cart page: lines with quantity and remove, and the summary with the way to checkout.
 * Offline, it shows the customer's last cart saved on this device (api/saved-cart.ts) when the
 * server cannot answer, and the way to checkout waits, saying why.
 */
export function CartView() {
  const { t } = useLingui();
  const cartLoadFailedMessage = t`Failed to load cart items.`;
  const cart = useCart();
  const online = useOnline();
  const customer = useCustomerName();
  const saved = useMemo(
    () => (online || customer === null ? null : savedCartOf(customer)),
    [online, customer],
  );
  const offlineNoticeId = useId();
  // Offline, a failed fetch is expected: no error toast, the saved cart instead.
  useErrorToast(cart.isError && online, cartLoadFailedMessage);
  const data = online ? cart.data : (cart.data ?? saved ?? undefined);

  return (
    <>
      <CartHeading count={data ? data.items.length : null} />
      <div className="mt-8">
        {!online && !data ? (
          <NoSavedCart />
        ) : cart.isError && online ? (
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
                {online ? (
                  <Link
                    to="/checkout"
                    className={buttonClasses({ size: 'lg', className: 'w-full' })}
                  >
                    <Trans>Proceed to Checkout</Trans>
                  </Link>
                ) : (
                  <>
                    <Button
                      size="lg"
                      className="w-full"
                      disabled
                      aria-describedby={offlineNoticeId}
                    >
                      <Trans>Proceed to Checkout</Trans>
                    </Button>
                    <OfflineOrderNotice id={offlineNoticeId} />
                  </>
                )}
              </CartSummary>
            </div>
          </div>
        )}
      </div>
    </>
  );
}
