import type { Product, Variant } from '@shop/contracts/catalog';
import type { ReactNode } from 'react';
import { HoverActions, ProductCardBody } from '../../../components/ui/product-card-body.tsx';
import { useVariantChoice } from '../../../lib/use-variant-choice.ts';

export type SearchCardActionsContext = {
  selectedVariant: Variant | null;
  clearSelection: () => void;
};

type SearchResultCardProps = {
  product: Product;
  actions?: (context: SearchCardActionsContext) => ReactNode;
  /** Called when the shopper opens the product (the overlay closes then). */
  onOpen: () => void;
  /** Loads the photo at once (the first row of results). */
  priority?: boolean;
};

/** Spec: a search result: badge, photo, hover actions, name, sizes and price. */
export function SearchResultCard({
  product,
  actions,
  onOpen,
  priority = false,
}: SearchResultCardProps) {
  const choice = useVariantChoice(product);

  return (
    // A row on phones (a list to scan quickly), a tile from 30rem up.
    <ProductCardBody
      product={product}
      choice={choice}
      link={{ state: { product }, onClick: onOpen }}
      headingLevel="h3"
      imageSizes="(min-width: 64rem) 25vw, (min-width: 30rem) 50vw, 9rem"
      priority={priority}
      soldOutBadge={false}
      className="group min-[30rem]:flex-col"
      photoClassName="w-36 shrink-0 min-[30rem]:w-auto"
      imageClassName="h-full w-full min-[30rem]:h-auto"
      badgesClassName="top-2 left-2 min-[30rem]:top-3 min-[30rem]:left-3"
      detailsClassName="min-w-0 gap-2"
      overlay={
        actions && (
          <HoverActions className="right-2 bottom-2 min-[30rem]:right-3 min-[30rem]:bottom-3">
            {actions({
              selectedVariant: choice.selectedVariant,
              clearSelection: choice.clearSelection,
            })}
          </HoverActions>
        )
      }
    />
  );
}
