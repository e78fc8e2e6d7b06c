import type { Category, ProductStatus } from '@shop/contracts/catalog';
import clsx from 'clsx';
import { useId } from 'react';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { cascadeLevels, chooseAtLevel } from '../category-tree.ts';

type BasicDetailsTabProps = {
  name: string;
  description: string;
  status: ProductStatus;
  categoryChoice: string[];
  tree: readonly Category[];
  onChange: (change: {
    name?: string;
    description?: string;
    status?: ProductStatus;
    categoryChoice?: string[];
  }) => void;
  errors: {
    name?: string | undefined;
    category?: string | undefined;
    description?: string | undefined;
  };
};

/** Basic Details: name, status, category (chosen level by level) and description. */
export function BasicDetailsTab({
  name,
  description,
  status,
  categoryChoice,
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
    </div>
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
