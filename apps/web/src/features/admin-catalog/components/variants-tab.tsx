import clsx from 'clsx';
import { Plus, Trash2 } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { swatchForColourName } from '../colour-palette.ts';
import { skuProblem, type DraftProblem, type VariantDraft } from '../product-draft.ts';
import { ColourPicker } from './colour-picker.tsx';
import { VariantGridPanel } from './variant-grid-panel.tsx';

type VariantsTabProps = {
  variants: VariantDraft[];
  onChange: (key: string, change: Partial<VariantDraft>) => void;
  onAdd: () => void;
  /** Rows made the quick way (one per size × colour). */
  onAddRows: (rows: VariantDraft[]) => void;
  onRemove: (key: string) => void;
  /** Problems per variant key (only after a save attempt). */
  problems: ReadonlyMap<string, DraftProblem>;
  /** A SKU the server refused on the last save (another product has it), with its message. */
  takenSku?: { sku: string; message: string } | undefined;
};

/** Variants & Stock: one card per colour/size pair with its stock and prices. */
export function VariantsTab({
  variants,
  onChange,
  onAdd,
  onAddRows,
  onRemove,
  problems,
  takenSku,
}: VariantsTabProps) {
  const takenBy = (variant: VariantDraft) =>
    takenSku && variant.sku.trim().toLowerCase() === takenSku.sku.toLowerCase()
      ? takenSku.message
      : undefined;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-ink-700">
        Each variant is one colour and size with its own stock and price. The price is what the
        shopper pays; the discount is the amount saved, shown struck through above it.
      </p>
      <VariantGridPanel variants={variants} onAdd={onAddRows} />
      {variants.map((variant, index) => (
        <VariantCard
          key={variant.key}
          position={index + 1}
          variant={variant}
          problem={problems.get(variant.key)}
          skuError={skuProblem(variants, variant.key) ?? takenBy(variant)}
          onChange={(change) => onChange(variant.key, change)}
          onRemove={() => onRemove(variant.key)}
        />
      ))}
      <Button variant="outline" onClick={onAdd} className="self-start">
        <Plus aria-hidden="true" className="size-4" />
        Add variant
      </Button>
    </div>
  );
}

type VariantCardProps = {
  position: number;
  variant: VariantDraft;
  problem: DraftProblem | undefined;
  /** What is wrong with the SKU as typed, shown at once under it. */
  skuError: string | undefined;
  onChange: (change: Partial<VariantDraft>) => void;
  onRemove: () => void;
};

function VariantCard({
  position,
  variant,
  problem,
  skuError,
  onChange,
  onRemove,
}: VariantCardProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const name = `Variant ${position}`;
  const skuErrorId = `${id}-sku-error`;
  // The SKU's own message shows under it, so the card does not repeat it.
  const error = problem?.message === skuError ? undefined : problem?.message;
  const field = (
    key: 'sku' | 'color' | 'size' | 'stock' | 'originalPrice' | 'discountPrice',
    props: ComponentProps<typeof Input>,
  ) => (
    <Input
      id={`${id}-${key}`}
      value={variant[key]}
      invalid={problem?.inputs.includes(key)}
      aria-describedby={error ? errorId : undefined}
      onChange={(event) => onChange({ [key]: event.target.value })}
      {...props}
    />
  );
  const label = (key: string, text: string, optional = false) => (
    <label htmlFor={`${id}-${key}`} className="text-sm font-bold text-ink-900">
      {text}
      {optional && <span className="ml-1 font-semibold text-ink-500">(optional)</span>}
    </label>
  );

  return (
    <fieldset
      className={clsx(
        'rounded-2xl border-2 bg-white p-4 sm:p-5',
        error ? 'border-danger-600' : 'border-ink-900/10',
      )}
    >
      <legend className="sr-only">{name}</legend>
      <div className="flex items-center justify-between gap-3">
        <p aria-hidden="true" className="font-display text-lg font-semibold">
          {name}
        </p>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          className="text-danger-600 hover:bg-danger-50"
          aria-label={`Remove ${name}`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Remove
        </Button>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-danger-600">
          {error}
        </p>
      )}
      <div className="mt-3 grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,0.9fr)_minmax(0,1.1fr)_minmax(0,0.7fr)_minmax(0,0.9fr)_minmax(0,0.9fr)]">
        <div className="flex flex-col gap-1.5 col-span-2 lg:col-span-1">
          {label('color', 'Colour')}
          <div className="flex gap-2">
            <ColourPicker
              colourName={variant.color}
              hex={variant.colorHexCode}
              label={`Choose the colour of ${name}`}
              onPick={({ name: colour, hex }) =>
                onChange(colour ? { color: colour, colorHexCode: hex } : { colorHexCode: hex })
              }
            />
            {field('color', {
              autoComplete: 'off',
              placeholder: 'e.g. Sky Blue',
              onChange: (event) => {
                const typed = event.target.value;
                // Typing a colour's name picks its swatch from the palette too.
                const swatch = swatchForColourName(typed);
                onChange(swatch ? { color: typed, colorHexCode: swatch } : { color: typed });
              },
            })}
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          {label('size', 'Size')}
          {field('size', { autoComplete: 'off', placeholder: 'e.g. 6-12M' })}
        </div>
        <div className="flex flex-col gap-1.5">
          {label('sku', 'SKU', true)}
          {field('sku', {
            autoComplete: 'off',
            spellCheck: false,
            placeholder: 'e.g. LS-RMP-01',
            maxLength: 60,
            invalid: Boolean(skuError) || problem?.inputs.includes('sku'),
            'aria-describedby': skuError ? skuErrorId : error ? errorId : undefined,
          })}
          {skuError && (
            <p id={skuErrorId} className="text-sm font-semibold text-danger-600">
              {skuError}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1.5">
          {label('stock', 'Stock')}
          {field('stock', { type: 'number', inputMode: 'numeric', min: 0, step: 1 })}
        </div>
        <div className="flex flex-col gap-1.5">
          {label('originalPrice', 'Price (₹)')}
          {field('originalPrice', { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 })}
        </div>
        <div className="flex flex-col gap-1.5">
          {label('discountPrice', 'Discount (₹)', true)}
          {field('discountPrice', { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 })}
        </div>
      </div>
    </fieldset>
  );
}
