import type { Category } from '@shop/contracts/catalog';
import { useId } from 'react';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { cascadeLevels, chooseAtLevel } from '../category-tree.ts';

type BasicDetailsTabProps = {
  name: string;
  description: string;
  categoryChoice: string[];
  tree: readonly Category[];
  onChange: (change: { name?: string; description?: string; categoryChoice?: string[] }) => void;
  errors: {
    name?: string | undefined;
    category?: string | undefined;
    description?: string | undefined;
  };
};

/** Basic Details: name, category (chosen level by level) and description. */
export function BasicDetailsTab({
  name,
  description,
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
