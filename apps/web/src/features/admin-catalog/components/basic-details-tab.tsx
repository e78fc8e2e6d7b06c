import type { Category, ProductStatus } from '@shop/contracts/catalog';
import { PIECE_PRICE_THRESHOLD_PAISE, gstRates, type GstRatePercent } from '@shop/contracts/gst';
import { formatRupees, toRupees } from '@shop/contracts/money';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, fieldDescriptionIds } from '../../../components/ui/form-field.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { cascadeLevels, chooseAtLevel } from '../category-tree.ts';
import { hsnProblem } from '../product-draft.ts';

type BasicDetailsTabProps = {
  name: string;
  description: string;
  status: ProductStatus;
  categoryChoice: string[];
  hsnCode: string;
  gstRatePercent: GstRatePercent;
  /** The rate the piece price calls for, when it is not the chosen one. */
  suggestedRate: GstRatePercent | undefined;
  tree: readonly Category[];
  onChange: (change: {
    name?: string;
    description?: string;
    status?: ProductStatus;
    categoryChoice?: string[];
    hsnCode?: string;
    gstRatePercent?: GstRatePercent;
  }) => void;
  errors: {
    name?: string | undefined;
    category?: string | undefined;
    description?: string | undefined;
    hsnCode?: string | undefined;
    gstRatePercent?: string | undefined;
  };
};

/** Basic Details: name, status, category (chosen level by level), description and GST. */
export function BasicDetailsTab({
  name,
  description,
  status,
  categoryChoice,
  hsnCode,
  gstRatePercent,
  suggestedRate,
  tree,
  onChange,
  errors,
}: BasicDetailsTabProps) {
  const categoryErrorId = useId();
  const levels = cascadeLevels(tree, categoryChoice);
  const chosenNames = levels
    .map((options, level) => options.find((option) => option.id === categoryChoice[level])?.name)
    .filter(Boolean);

  return (
    <div className="flex flex-col gap-6">
      <TextField
        label="Product Name"
        autoComplete="off"
        value={name}
        error={errors.name}
        onChange={(event) => onChange({ name: event.target.value })}
      />

      <StatusChoice status={status} onChange={(chosen) => onChange({ status: chosen })} />

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1.5 text-sm font-bold text-ink-900">Category</legend>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {levels.map((options, level) => {
            const parent =
              level === 0
                ? undefined
                : levels[level - 1]!.find((option) => option.id === categoryChoice[level - 1]);
            return (
              <CategoryLevelSelect
                key={parent?.id ?? 'top'}
                label={parent ? `Subcategory of ${parent.name}` : 'Top-level category'}
                placeholder={parent ? `All of ${parent.name}` : 'Choose a category'}
                options={options}
                value={categoryChoice[level] ?? ''}
                invalid={level === 0 && Boolean(errors.category)}
                describedBy={errors.category ? categoryErrorId : undefined}
                onChange={(id) =>
                  onChange({ categoryChoice: chooseAtLevel(categoryChoice, level, id) })
                }
              />
            );
          })}
        </div>
        {errors.category ? (
          <p id={categoryErrorId} className="text-sm font-semibold text-danger-600">
            {errors.category}
          </p>
        ) : (
          <p className="text-sm text-ink-500">
            {chosenNames.length > 0
              ? `Listed under ${chosenNames.join(' › ')}. The deepest level chosen is the product's category.`
              : 'Pick a category, then a subcategory if it has any: the deepest level chosen is the product’s category.'}
          </p>
        )}
      </fieldset>

      <TextareaField
        label="Description"
        optional
        rows={6}
        value={description}
        error={errors.description}
        onChange={(event) => onChange({ description: event.target.value })}
      />

      <GstFields
        hsnCode={hsnCode}
        gstRatePercent={gstRatePercent}
        suggestedRate={suggestedRate}
        onChange={onChange}
        errors={errors}
      />
    </div>
  );
}

const pieceThreshold = formatRupees(toRupees(PIECE_PRICE_THRESHOLD_PAISE), {
  dropWholePaise: true,
});

/** Why the suggested rate applies: the piece-price rule for garments and footwear. */
function suggestionReason(rate: GstRatePercent): string {
  return rate === 18
    ? `Garments and footwear over ${pieceThreshold} a piece are taxed at 18 %.`
    : `Garments and footwear up to ${pieceThreshold} a piece are taxed at ${rate} %.`;
}

type GstFieldsProps = Pick<
  BasicDetailsTabProps,
  'hsnCode' | 'gstRatePercent' | 'suggestedRate' | 'onChange' | 'errors'
>;

/** The HSN code and GST rate the tax invoice prints for this product. */
function GstFields({ hsnCode, gstRatePercent, suggestedRate, onChange, errors }: GstFieldsProps) {
  const rateId = useId();
  const [hsnTouched, setHsnTouched] = useState(false);
  const hsnError = errors.hsnCode ?? (hsnTouched ? hsnProblem(hsnCode) : undefined);
  const rateHint = 'Prices include GST: the invoice works the tax out of them.';

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-bold text-ink-900">Tax (GST)</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="HSN code"
          optional
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          value={hsnCode}
          error={hsnError}
          hint="4, 6 or 8 digits, like 6111 for babies' knitted garments."
          onChange={(event) => onChange({ hsnCode: event.target.value })}
          onBlur={() => setHsnTouched(true)}
        />
        <FormField id={rateId} label="GST rate" error={errors.gstRatePercent} hint={rateHint}>
          <NativeSelect
            id={rateId}
            value={String(gstRatePercent)}
            invalid={Boolean(errors.gstRatePercent)}
            aria-describedby={fieldDescriptionIds(rateId, {
              hint: rateHint,
              error: errors.gstRatePercent,
            })}
            onChange={(event) =>
              onChange({ gstRatePercent: Number(event.target.value) as GstRatePercent })
            }
          >
            {gstRates.map((rate) => (
              <option key={rate} value={rate}>
                {rate} %
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {suggestedRate !== undefined && (
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-cream-100 px-4 py-3">
          <p className="text-sm text-ink-700">{suggestionReason(suggestedRate)}</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onChange({ gstRatePercent: suggestedRate })}
          >
            Use {suggestedRate} %
          </Button>
        </div>
      )}
    </fieldset>
  );
}

type CategoryLevelSelectProps = {
  label: string;
  placeholder: string;
  options: readonly Category[];
  value: string;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (id: string) => void;
};

function CategoryLevelSelect({
  label,
  placeholder,
  options,
  value,
  invalid,
  describedBy,
  onChange,
}: CategoryLevelSelectProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink-700">
        {label}
      </label>
      <NativeSelect
        id={id}
        value={value}
        invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
            {option.subCategories.length > 0 ? ' ›' : ''}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

const statusOptions: readonly { value: ProductStatus; label: string; hint: string }[] = [
  { value: 'ACTIVE', label: 'Active', hint: 'In the shop for everyone to buy.' },
  { value: 'DRAFT', label: 'Draft', hint: 'Hidden from the shop until you publish it.' },
];

/** Active or Draft: native radio buttons, so the pair is one tab stop and arrow keys switch. */
function StatusChoice({
  status,
  onChange,
}: {
  status: ProductStatus;
  onChange: (status: ProductStatus) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-bold text-ink-900">Status</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {statusOptions.map((option) => (
          <label key={option.value} className="relative">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={status === option.value}
              onChange={() => onChange(option.value)}
              aria-label={option.label}
              aria-describedby={`${name}-${option.value}`}
              className="peer sr-only"
            />
            <span
              className={clsx(
                'flex h-full cursor-pointer flex-col rounded-xl border-2 bg-white px-4 py-3 transition-colors',
                'border-ink-900/15 hover:border-coral-400 peer-checked:border-ink-900 peer-checked:bg-cream-100',
                'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-[var(--color-focus)]',
              )}
            >
              <span className="font-bold text-ink-900">{option.label}</span>
              <span id={`${name}-${option.value}`} className="text-sm text-ink-700">
                {option.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
