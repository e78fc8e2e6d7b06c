import type { Product } from '@shop/contracts/catalog';
import { useState } from 'react';
import { colourOptions, initialColour, sizeOptions } from './product-variants.ts';

/**
 * The colour and size a shopper has picked for one product. No size is picked at first: the
 * cart asks for one (spec section 5), and clearSelection empties it again after adding. A colour
 * that comes in one size only ("Free Size") has it chosen already: there is nothing to ask.
 * `initialVariantId` starts with that size (and its colour) chosen: a link that names one, such
 * as a back-in-stock mail's; an id the product does not have is ignored.
 */
export function useVariantChoice(
  product: Pick<Product, 'variants'>,
  initialVariantId: string | null = null,
) {
  const [pickedColour, setPickedColour] = useState<string | null>(
    () => product.variants.find((variant) => variant.id === initialVariantId)?.color ?? null,
  );
  const [variantId, setVariantId] = useState<string | null>(initialVariantId);

  const colours = colourOptions(product.variants);
  // A colour that vanished (the product was edited meanwhile) falls back to the default one.
  const colour = colours.some((option) => option.color === pickedColour)
    ? pickedColour
    : initialColour(product);
  const sizes = sizeOptions(product.variants, colour);
  const onlySize = sizes.length === 1 ? sizes[0]!.variant : null;
  const selectedVariant =
    product.variants.find((variant) => variant.id === variantId && variant.color === colour) ??
    onlySize;

  return {
    colours,
    colour,
    sizes,
    selectedVariant,
    chooseColour(next: string) {
      setPickedColour(next);
      // Keep the chosen size when the new colour has it too.
      const sameSize = product.variants.find(
        (variant) => variant.color === next && variant.size === selectedVariant?.size,
      );
      setVariantId(sameSize?.id ?? null);
    },
    chooseVariant: (id: string) => setVariantId(id),
    clearSelection: () => setVariantId(null),
  };
}

export type VariantChoice = ReturnType<typeof useVariantChoice>;
