import type { Product, Variant } from '@shop/contracts/catalog';
import { formatCount } from '@shop/contracts/indian-numbers';
import clsx from 'clsx';
import { RotateCcw, Truck, Wallet } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { msg, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChoiceChips } from '../../../components/ui/choice-chips.tsx';
import { ColourSwatches } from '../../../components/ui/colour-swatches.tsx';
import { DiscountBadge } from '../../../components/ui/discount-badge.tsx';
import { PriceTag } from '../../../components/ui/price-tag.tsx';
import { clampQuantity, QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { formatStars, StarRating } from '../../../components/ui/star-rating.tsx';
import { pluralForm } from '../../../lib/plural-form.ts';
import { isOutOfStock, productPricing } from '../../../lib/product-pricing.ts';
import { sortBySize } from '../../../lib/size-order.ts';
import { useVariantChoice } from '../../../lib/use-variant-choice.ts';
import { categoryName } from '../category-name.ts';
import { stockLabel } from '../stock-label.ts';
import { ProductGallery } from './product-gallery.tsx';

export type ProductPurchaseContext = {
  selectedVariant: Variant | null;
  quantity: number;
  clearSelection: () => void;
};

type ProductDetailProps = {
  product: Product;
  /** 'Add to cart' and the wishlist toggle, composed in by the app. */
  purchase?: (context: ProductPurchaseContext) => ReactNode;
  /** Where the breadcrumb's category leads (the shop filtered to it). */
  categoryHref: string;
  /** The size chosen from the start: the page's `?variant=` (a back-in-stock mail links so). */
  initialVariantId?: string | null;
};

const stockTones = {
  in: 'bg-sage-100 text-sage-700',
  low: 'bg-sun-300/40 text-ink-900',
  out: 'bg-danger-50 text-danger-600',
};

const promises = [
  { icon: Truck, text: msg`Free delivery across India` },
  { icon: Wallet, text: msg`Cash on delivery` },
  { icon: RotateCcw, text: msg`Easy returns within 7 days` },
];

/**
 * Every colour and size the product comes in, as plain text: the pickers above show the sizes of
 * one colour at a time and change them with JavaScript, which a reader without it (or a search
 * engine) may not run.
 */
function VariantSummary({ product }: { product: Product }) {
  const { t } = useLingui();
  const colours = [...new Set(product.variants.map((variant) => variant.color))].filter(Boolean);
  const sizes = sortBySize([...new Set(product.variants.map((variant) => variant.size))], String);
  if (sizes.length === 0) return null;
  return (
    <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-ink-700">
      {colours.length > 0 && (
        <>
          <dt className="font-bold text-ink-900">{colours.length > 1 ? t`Colours` : t`Colour`}</dt>
          <dd>{colours.join(', ')}</dd>
        </>
      )}
      <dt className="font-bold text-ink-900">{sizes.length > 1 ? t`Sizes` : t`Size`}</dt>
      <dd>{sizes.join(', ')}</dd>
    </dl>
  );
}

/**
 * The published rating by the name, leading to the reviews further down (#reviews). Plain
 * markup, drawn by the server: the reviews themselves load in the browser. Nothing while no
 * review is published.
 */
function RatingLink({ rating }: { rating: Product['rating'] }) {
  const { t, i18n } = useLingui();
  const { average, count } = rating;
  if (average === null || count === 0) return null;
  const stars = formatStars(average);
  const form = pluralForm(i18n, count);
  const reviews = formatCount(count);
  const reviewCount = t`${select(form, { one: `${reviews} review`, other: `${reviews} reviews` })}`;
  return (
    <a
      href="#reviews"
      className="mt-2 inline-flex items-center gap-2 text-sm text-ink-700 hover:text-coral-700 hover:underline"
    >
      <StarRating rating={average} decorative />
      <span>
        <Trans>
          <span className="sr-only">Rated</span>{' '}
          <span className="font-bold text-ink-900">{stars}</span>{' '}
          <span className="sr-only">out of 5</span> ({reviewCount})
        </Trans>
      </span>
    </a>
  );
}

/** Spec: the product page's content (below the breadcrumb). */
export function ProductDetail({
  product,
  purchase,
  categoryHref,
  initialVariantId = null,
}: ProductDetailProps) {
  const { t, i18n } = useLingui();
  const choice = useVariantChoice(product, initialVariantId);
  const [quantity, setQuantity] = useState(1);
  const chosen = choice.selectedVariant;
  const chosenColour = choice.colour;
  const pricing = productPricing(product, chosen);
  const maxQuantity = chosen ? Math.max(1, chosen.stock) : 1;
  const safeQuantity = clampQuantity(quantity, 1, maxQuantity);
  const stock = stockLabel(chosen ? chosen.stock : isOutOfStock(product) ? 0 : null, i18n);

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-14">
      <ProductGallery product={product} />

      <div className="flex flex-col gap-5">
        <div>
          <Link
            to={categoryHref}
            className="text-sm font-bold tracking-wide text-coral-700 uppercase hover:underline"
          >
            {categoryName(product.category, i18n.locale)}
          </Link>
          <h1 className="mt-2 text-3xl leading-tight font-semibold sm:text-4xl">{product.name}</h1>
          <RatingLink rating={product.rating} />
        </div>

        {pricing && (
          <div className="flex flex-wrap items-center gap-3">
            <PriceTag price={pricing.price} wasPrice={pricing.wasPrice} size="lg" />
            <DiscountBadge percent={pricing.discountPercent} className="text-sm" />
          </div>
        )}
        <p>
          <span
            className={clsx(
              'inline-flex rounded-full px-3 py-1 text-sm font-bold',
              stockTones[stock.tone],
            )}
          >
            {stock.text}
          </span>
        </p>

        {choice.colours.length > 0 && (
          <div>
            <p className="mb-2 text-sm font-bold" aria-hidden="true">
              <Trans>
                Colour: <span className="font-semibold text-ink-700">{chosenColour}</span>
              </Trans>
            </p>
            <ColourSwatches
              legend={t`Colour`}
              size="md"
              options={choice.colours.map((option) => ({
                value: option.color,
                hex: option.hex,
                unavailable: !option.inStock,
              }))}
              value={choice.colour}
              onChange={(colour) => {
                choice.chooseColour(colour);
                setQuantity(1);
              }}
            />
          </div>
        )}

        {choice.sizes.length > 0 && (
          <ChoiceChips
            legend={t`Size`}
            showLegend
            size="md"
            options={choice.sizes.map(({ variant, inStock }) => ({
              value: variant.id,
              label: variant.size,
              unavailable: !inStock,
            }))}
            value={chosen?.id ?? null}
            onChange={(id) => {
              choice.chooseVariant(id);
              setQuantity(1);
            }}
          />
        )}

        <div>
          <p className="mb-2 text-sm font-bold" aria-hidden="true">
            <Trans>Quantity</Trans>
          </p>
          <QuantityStepper
            label={t`Quantity`}
            value={safeQuantity}
            max={maxQuantity}
            disabled={!chosen || chosen.stock <= 0}
            onChange={setQuantity}
          />
          {/* Its line is kept when a size is chosen (and cleared again after adding to the
              cart): "Add to cart" below must not move under a thumb on its way to it. */}
          <p className="mt-2 min-h-5 text-sm text-ink-500">
            {!chosen && <Trans>Choose a size to set the quantity.</Trans>}
          </p>
        </div>

        {purchase && (
          <div className="flex items-center gap-3">
            {purchase({
              selectedVariant: chosen,
              quantity: safeQuantity,
              clearSelection: () => {
                choice.clearSelection();
                setQuantity(1);
              },
            })}
          </div>
        )}

        <ul className="grid gap-2 rounded-2xl bg-white p-4 text-sm font-semibold text-ink-700 shadow-soft sm:grid-cols-3">
          {promises.map(({ icon: Icon, text }) => (
            <li key={text.id} className="flex items-center gap-2">
              <Icon aria-hidden="true" className="size-5 shrink-0 text-coral-600" />
              {i18n._(text)}
            </li>
          ))}
        </ul>

        <section
          aria-labelledby="product-details-title"
          className="border-t border-ink-900/10 pt-5"
        >
          <h2 id="product-details-title" className="text-xl font-semibold">
            <Trans>Product Details</Trans>
          </h2>
          <p className="mt-2 leading-relaxed whitespace-pre-line text-ink-700">
            {product.description.trim() || t`No description provided for this product.`}
          </p>
          <VariantSummary product={product} />
        </section>
      </div>
    </div>
  );
}
