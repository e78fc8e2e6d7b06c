import type { Product, Variant } from '@shop/contracts/catalog';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { stockAlertAnchor } from '../../../lib/product-path.ts';
import { isOutOfStock } from '../../../lib/product-pricing.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

/*
 * The form is fetched only when a sold-out size is chosen: it brings zod's schemas, which every
 * other visit of the product page would download for nothing.
 */
const StockAlertForm = lazy(() =>
  import('./stock-alert-form.tsx').then((module) => ({ default: module.StockAlertForm })),
);

/** Holds the form's place (an email field and the button) while its code loads. */
function StockAlertFormPlaceholder() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading the alert form…`} className="flex flex-col gap-3">
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-11 w-full rounded-full sm:w-56" />
    </div>
  );
}

type StockAlertOfferProps = {
  product: Pick<Product, 'id' | 'variants'>;
  selectedVariant: Pick<Variant, 'id' | 'size' | 'color' | 'stock'> | null;
};

/**
 * The product page's back-in-stock alert (#stock-alert, where the cards' "Sold out: get an
 * alert" links lead): shown while the chosen size is sold out, or before a size is chosen when
 * every size is. Nothing for a size in stock.
 */
export function StockAlertOffer({ product, selectedVariant }: StockAlertOfferProps) {
  const { t } = useLingui();
  const headingId = useId();
  const hydrated = useHydrated();
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  const arrived = useRef(false);
  const soldOut = selectedVariant
    ? selectedVariant.stock <= 0
    : product.variants.length > 0 && isOutOfStock(product);
  const linkedHere = soldOut && hash === `#${stockAlertAnchor}`;

  // A card's link to the alert lands here: the keyboard and the screen reader too, once.
  useEffect(() => {
    if (!linkedHere || arrived.current) return;
    arrived.current = true;
    section.current?.focus();
  }, [linkedHere]);

  if (!soldOut) return null;
  const size = selectedVariant?.size;
  const colour = selectedVariant?.color;
  return (
    <section
      ref={section}
      id={stockAlertAnchor}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="flex scroll-mt-24 flex-col gap-3 rounded-2xl border-2 border-dashed border-coral-300 bg-white p-4 sm:p-5"
    >
      <h2 id={headingId} className="text-lg font-semibold text-ink-900">
        <Trans>Get an alert when it’s back</Trans>
      </h2>
      <p className="text-ink-700">
        {selectedVariant
          ? colour
            ? t`Size ${size} in ${colour} is sold out. We’ll mail you once when it’s back in stock.`
            : t`Size ${size} is sold out. We’ll mail you once when it’s back in stock.`
          : t`Every size is sold out. Choose yours above and we’ll mail you once when it’s back in stock.`}
      </p>
      {selectedVariant &&
        (hydrated ? (
          <Suspense fallback={<StockAlertFormPlaceholder />}>
            <StockAlertForm
              // Another size starts afresh: its own email check and answer.
              key={selectedVariant.id}
              productId={product.id}
              variant={selectedVariant}
            />
          </Suspense>
        ) : (
          // Who is signed in is known only in the browser: the server draws the form's place.
          <StockAlertFormPlaceholder />
        ))}
    </section>
  );
}
