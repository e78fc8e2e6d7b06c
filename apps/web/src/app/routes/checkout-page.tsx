import type { Order } from '@shop/contracts/orders';
import type { PaymentMethod as PaymentMethodName } from '@shop/contracts/payments';
import { ShoppingBag } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { use, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { CustomersOnlyNotice } from '../../components/ui/customers-only-notice.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { OfflineOrderNotice } from '../../components/ui/offline-order-notice.tsx';
import { PageSection } from '../../components/ui/page-section.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useAddresses } from '../../features/addresses/api/addresses-query.ts';
import { chosenAddressId } from '../../features/addresses/address-choice.ts';
import { AddressPicker } from '../../features/addresses/components/address-picker.tsx';
import { recipientPrefill } from '../../features/addresses/address-form-values.ts';
import { useMe } from '../../features/account/api/me.ts';
import { useCart, useRefreshCart } from '../../features/cart/api/cart-query.ts';
import { CartReviewList } from '../../features/cart/components/cart-review-list.tsx';
import { CartSummary } from '../../features/cart/components/cart-summary.tsx';
import { usePlaceOrder } from '../../features/checkout/api/place-order.ts';
import { OrderConfirmation } from '../../features/checkout/components/order-confirmation.tsx';
import { OrderPlacedDialog } from '../../features/checkout/components/order-placed-dialog.tsx';
import { PaymentMethod } from '../../features/checkout/components/payment-method.tsx';
import { attemptKey, type AttemptKey } from '../../features/checkout/idempotency-key.ts';
import { deliveryChecksKey } from '../../features/delivery/api/delivery-check.ts';
import { PlaceOrderHoldNotice } from '../../features/delivery/components/place-order-hold-notice.tsx';
import { usePlaceOrderHold } from '../../features/delivery/place-order-hold.ts';
import { PaymentChoice } from '../../features/payments/components/payment-choice.tsx';
import {
  recallPlacedOrder,
  rememberPlacedOrder,
} from '../../features/checkout/placed-order-memory.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { payOrderPath } from '../../lib/pay-order-path.ts';
import { BrandNameContext } from '../../lib/site.ts';
import { useShopTakesUpi } from '../../lib/use-shop-takes-upi.ts';
import { useCustomerName } from '../../lib/use-customer.ts';
import { useOnline } from '../../lib/use-online.ts';
import { useErrorToast } from '../../lib/use-error-toast.ts';

function CheckoutSection({
  step,
  title,
  children,
}: {
  step: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`checkout-step-${step}`}
      className="rounded-3xl bg-white p-5 shadow-soft sm:p-6"
    >
      <h2 id={`checkout-step-${step}`} className="flex items-center gap-3 text-xl font-semibold">
        <span
          aria-hidden="true"
          className="grid size-8 place-items-center rounded-full bg-coral-100 font-display text-base text-coral-800"
        >
          {step}
        </span>
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

function CheckoutSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start">
      <span role="status" className="sr-only">
        <Trans>Loading checkout…</Trans>
      </span>
      <div aria-hidden="true" className="flex flex-col gap-6">
        {['h-40', 'h-32', 'h-20'].map((height) => (
          <div key={height} className="rounded-3xl bg-white p-6 shadow-soft">
            <Skeleton className="h-7 w-48" />
            <Skeleton className={`mt-5 w-full ${height}`} />
          </div>
        ))}
      </div>
      <Skeleton className="h-72 rounded-3xl" />
    </div>
  );
}

export function CheckoutPage() {
  const { t } = useLingui();
  const customer = useCustomerName();
  return customer === null ? (
    <PageSection>
      <PageTitle title={t`Checkout`} />
      <CustomersOnlyNotice />
    </PageSection>
  ) : (
    <Checkout customer={customer} />
  );
}

/**
 * Spec: Checkout — address, order lines, summary, payment, Place Order, confirmation. While the
 * shop has no UPI ID it takes cash on delivery only, as the spec describes; with one the shopper
 * may pay now by UPI, and must where cash on delivery is refused (a PIN code without it, a total
 * above its cap). A UPI order opens its payment screen.
 */
function Checkout({ customer }: { customer: string }) {
  const { t } = useLingui();
  const loadFailedMessage = t`Could not load your data. Please try again.`;
  const cart = useCart();
  const addresses = useAddresses();
  const me = useMe();
  const placeOrder = usePlaceOrder();
  const [pickedAddressId, setPickedAddressId] = useState<string | null>(null);
  // The placed order stays after its dialog closes (and across a reload): while the cart is
  // empty the page is that order's confirmation, never an empty order form.
  const [placedOrder, setPlacedOrder] = useState<Order | null>(() => recallPlacedOrder(customer));
  const [dialogOpen, setDialogOpen] = useState(false);
  const confirmationHeading = useRef<HTMLHeadingElement>(null);
  const attempt = useRef<AttemptKey | null>(null);

  const failed = cart.isError || addresses.isError;
  useErrorToast(failed, loadFailedMessage);

  const addressList = addresses.data;
  const selectedAddressId = addressList ? chosenAddressId(addressList, pickedAddressId) : null;
  // A new cart means a new order to place: the last confirmation gives way to the form.
  const confirmedOrder = cart.data?.items.length === 0 ? placedOrder : null;
  const selectedAddress = addressList?.find(({ id }) => id === selectedAddressId) ?? null;
  // No check while the page is a confirmation: there is nothing left to place.
  const hold = usePlaceOrderHold(
    confirmedOrder ? null : selectedAddress,
    cart.data?.totals.total ?? 0,
  );
  const takesUpi = useShopTakesUpi();
  const [pickedMethod, setPickedMethod] = useState<PaymentMethodName>('COD');
  // Cash on delivery refused where UPI can still take the order: no hold, UPI it is.
  const codRefusedNote = takesUpi && hold?.reason === 'cod-refused' ? hold.codNote : null;
  const placeHold = codRefusedNote === null ? hold : null;
  const paymentMethod: PaymentMethodName = !takesUpi
    ? 'COD'
    : codRefusedNote !== null
      ? 'UPI'
      : pickedMethod;
  const holdNoticeId = useId();
  const online = useOnline();
  const offlineNoticeId = useId();
  const queryClient = useQueryClient();
  const refreshCart = useRefreshCart();
  const navigate = useNavigate();
  const brandName = use(BrandNameContext);

  function submitOrder() {
    if (!selectedAddressId) {
      toast.error(t`Please select or add a shipping address.`);
      return;
    }
    attempt.current = attemptKey(attempt.current, selectedAddressId);
    placeOrder.mutate(
      { addressId: selectedAddressId, paymentMethod, idempotencyKey: attempt.current.key },
      {
        onSuccess: (order) => {
          attempt.current = null;
          rememberPlacedOrder(customer, order);
          setPlacedOrder(order);
          // A UPI order is paid now: straight to its payment screen (the confirmation waits
          // here, with "Pay now", if the shopper comes back). Its mail waits for the payment.
          if (order.paymentStatus === 'AWAITING_PAYMENT') {
            toast.success(t`Order placed! Pay now by UPI to confirm it.`);
            void navigate(payOrderPath(order.id));
          } else {
            toast.success(t`Order placed successfully! Confirmation email sent.`);
            setDialogOpen(true);
          }
        },
        onError: (error) => {
          toast.error(errorMessage(error, t`Failed to place order.`));
          // The server refused what the page showed: the delivery rules changed (check again,
          // so the notice by Place Order says why), or the code stopped applying or a size sold
          // out (the cart again, so the summary shows what placing it would now charge).
          if (error instanceof ApiError && error.status === 409) {
            void queryClient.invalidateQueries({ queryKey: deliveryChecksKey });
            void refreshCart();
          }
        },
      },
    );
  }

  let content: ReactNode;
  if (confirmedOrder) {
    content = <OrderConfirmation order={confirmedOrder} headingRef={confirmationHeading} />;
  } else if (failed) {
    content = (
      <LoadError
        message={loadFailedMessage}
        onRetry={() => {
          void cart.refetch();
          void addresses.refetch();
        }}
        retrying={cart.isFetching || addresses.isFetching}
      />
    );
  } else if (!cart.data || !addressList) {
    content = <CheckoutSkeleton />;
  } else {
    const { items } = cart.data;
    const empty = items.length === 0;
    const summary = (
      <div className="lg:sticky lg:top-28">
        <CartSummary cart={cart.data} showShipping>
          <Button
            size="lg"
            className="w-full"
            disabled={empty || placeHold !== null || !online}
            aria-describedby={!online ? offlineNoticeId : placeHold ? holdNoticeId : undefined}
            busy={placeOrder.isPending}
            busyLabel={t`Placing order…`}
            onClick={submitOrder}
          >
            <Trans>Place Order</Trans>
          </Button>
          {!online ? (
            <OfflineOrderNotice id={offlineNoticeId} />
          ) : (
            placeHold && <PlaceOrderHoldNotice id={holdNoticeId} hold={placeHold} />
          )}
          <p className="mt-3 text-center text-sm text-ink-700">
            {paymentMethod === 'UPI' ? (
              <Trans>Free shipping · Pay now by UPI</Trans>
            ) : (
              <Trans>Free shipping · Pay with cash on delivery</Trans>
            )}
          </p>
        </CartSummary>
      </div>
    );
    content = (
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start">
        {empty ? (
          // Nothing to deliver: no address form to fill in for an order that cannot be placed.
          <EmptyState
            icon={ShoppingBag}
            title={t`Your Cart is Empty`}
            action={
              <Link to="/shop" className={buttonClasses({ size: 'lg' })}>
                <Trans>Start Shopping</Trans>
              </Link>
            }
          >
            <Trans>
              Add something to your cart, then come back here to choose the address and place the
              order.
            </Trans>
          </EmptyState>
        ) : (
          <div className="flex min-w-0 flex-col gap-6">
            <CheckoutSection step={1} title={t`Shipping Address`}>
              <AddressPicker
                addresses={addressList}
                selectedId={selectedAddressId}
                onSelect={setPickedAddressId}
                recipient={recipientPrefill(me.data)}
              />
            </CheckoutSection>
            <CheckoutSection step={2} title={t`Order Items`}>
              <CartReviewList items={items} />
            </CheckoutSection>
            <CheckoutSection step={3} title={t`Payment Method`}>
              {takesUpi ? (
                <PaymentChoice
                  value={paymentMethod}
                  onChange={(method) => {
                    // Another way to pay is another order: a new Idempotency-Key for it.
                    attempt.current = null;
                    setPickedMethod(method);
                  }}
                  codRefusedNote={codRefusedNote}
                />
              ) : (
                <PaymentMethod />
              )}
            </CheckoutSection>
          </div>
        )}
        {summary}
      </div>
    );
  }

  return (
    <PageSection>
      <PageTitle title={t`Checkout`} />
      <meta
        name="description"
        content={t`Check out from ${brandName}: choose a delivery address, review your order and pay with cash on delivery. Shipping is free.`}
      />
      <h1 className="text-3xl font-semibold sm:text-4xl">
        {confirmedOrder ? <Trans>Order Confirmed</Trans> : <Trans>Checkout</Trans>}
      </h1>
      <div className="mt-8">{content}</div>
      <OrderPlacedDialog
        order={placedOrder}
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          confirmationHeading.current?.focus();
        }}
      />
    </PageSection>
  );
}
