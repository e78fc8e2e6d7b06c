import { useLingui } from '@lingui/react/macro';
import type { VariantChoice } from '../../lib/use-variant-choice.ts';
import { ChoiceChips } from './choice-chips.tsx';
import { ColourSwatches } from './colour-swatches.tsx';

/**
 * A product card's colour swatches (only when there is more than one colour) and size chips,
 * both driven by the card's useVariantChoice; sold-out options stay visible but unavailable.
 */
export function VariantPickers({
  productName,
  choice,
}: {
  productName: string;
  choice: VariantChoice;
}) {
  const { t } = useLingui();
  return (
    <>
      {choice.colours.length > 1 && (
        <ColourSwatches
          legend={t`Colour of ${productName}`}
          options={choice.colours.map((option) => ({
            value: option.color,
            hex: option.hex,
            unavailable: !option.inStock,
          }))}
          value={choice.colour}
          onChange={choice.chooseColour}
        />
      )}
      {choice.sizes.length > 0 && (
        <ChoiceChips
          legend={t`Size of ${productName}`}
          options={choice.sizes.map(({ variant, inStock }) => ({
            value: variant.id,
            label: variant.size,
            unavailable: !inStock,
          }))}
          value={choice.selectedVariant?.id ?? null}
          onChange={choice.chooseVariant}
        />
      )}
    </>
  );
}
