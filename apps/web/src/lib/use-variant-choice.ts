import type { Product } from '@shop/contracts/catalog';
import { useState } from 'react';
import { colourOptions, initialColour, sizeOptions } from './product-variants.ts';

/**
 * The colour and size a shopper has picked for one product. No size is picked at first: the
 * cart asks for one (spec section 5), and clearSelection empties it again after adding. A colour
 * that comes in one size only ("Free Size") has it chosen already: there is nothing to ask.
 */
export function useVariantChoice(product: Pick<Product, 'variants'>) {
  const [pickedColour, setPickedColour] = useState<string | null>(null);
  const [variantId, setVariantId] = useState<string | null>(null);

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
