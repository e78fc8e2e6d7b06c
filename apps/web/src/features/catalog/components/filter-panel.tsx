import type { Category, ProductFacets } from '@shop/contracts/catalog';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { pluralForm } from '../../../lib/plural-form.ts';
import { groupSizesByLadder, type SizeLadder } from '../../../lib/size-order.ts';
import { categoryName as shownName } from '../category-name.ts';
import { ancestorsOf } from '../category-tree.ts';
import {
  activeFilterCount,
  sameFilters,
  type Availability,
  type ShopFilters,
} from '../shop-query.ts';
import { PriceRangeSlider } from './price-range-slider.tsx';

type FilterPanelProps = {
  /** The filters in the URL; the panel edits a copy until 'Apply Filters'. */
  applied: ShopFilters;
  facets: ProductFacets | undefined;
  categories: readonly Category[] | undefined;
  onApply: (filters: ShopFilters) => void;
  onClearAll: () => void;
  /** Where the panel is its own heading (the desktop sidebar) rather than a dialog's body. */
  showTitle?: boolean;
};

function priceBounds(facets: ProductFacets | undefined): [number, number] {
  if (!facets) return [0, 0];
  return [Math.floor(facets.price.min / 10) * 10, Math.ceil(facets.price.max / 10) * 10];
}

// The size ladders' names as the filter shows them (size-order.ts keys them in English).
const ladderLabels: Record<SizeLadder, MessageDescriptor> = {
  'Babies (months)': msg`Babies (months)`,
  'Kids (years)': msg`Kids (years)`,
  'Letter sizes': msg`Letter sizes`,
  'Shoes (UK sizes)': msg`Shoes (UK sizes)`,
  Lengths: msg`Lengths`,
  'Sheets and blankets (cm)': msg`Sheets and blankets (cm)`,
  'One size': msg`One size`,
  'Other sizes': msg`Other sizes`,
};

const clamp = (value: number, [min, max]: [number, number]) => Math.min(max, Math.max(min, value));

function Section({
  title,
  titleId,
  children,
}: {
  title: string;
  titleId?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="min-w-0 border-t border-ink-900/10 py-5">
      <legend id={titleId} className="float-left mb-3 w-full font-display text-lg font-semibold">
        {title}
      </legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

const countClasses = 'ml-auto text-sm font-semibold text-ink-500 tabular-nums';
const checkboxClasses = 'size-5 shrink-0 cursor-pointer accent-coral-600';
const optionClasses =
  'flex min-h-10 cursor-pointer items-center gap-2.5 rounded-lg px-1.5 py-1 hover:bg-cream-200';

/** Spec: the shop's FILTER panel. Counts come from the server's facets. */
export function FilterPanel({
  applied,
  facets,
  categories,
  onApply,
  onClearAll,
  showTitle = true,
}: FilterPanelProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState<ShopFilters>(applied);
  const [priceTouched, setPriceTouched] = useState(false);
  // Subcategories chosen (from a breadcrumb, say) show with their parents opened.
  const [expanded, setExpanded] = useState<Set<string> | null>(null);
  const open = expanded ?? ancestorsOf(categories ?? [], applied.categoryIds);

  const bounds = priceBounds(facets);
  const price: [number, number] = [
    clamp(draft.minPrice ?? bounds[0], bounds),
    clamp(draft.maxPrice ?? bounds[1], bounds),
  ];
  const categoryCounts = new Map(facets?.categories.map((entry) => [entry.id, entry.count]));
  const sizeCounts = new Map(facets?.sizes.map((entry) => [entry.size, entry.count]));
  // Chosen sizes stay listed (to be unticked) even when nothing in stock has them any more.
  const sizeGroups = groupSizesByLadder([...new Set([...sizeCounts.keys(), ...draft.sizes])]);
  // The ladders holding a size the URL chose start open; after that each opens and closes only
  // when the shopper says so (the prop never changes, so React leaves the element be).
  const [openLadders] = useState(
    () =>
      new Set(
        sizeGroups
          .filter((group) => group.sizes.some((size) => applied.sizes.includes(size)))
          .map((group) => group.ladder),
      ),
  );
  // What Apply would set: an untouched slider keeps whatever range the URL had; one at its ends
  // is no filter.
  const chosen: ShopFilters = {
    ...draft,
    minPrice: priceTouched ? (price[0] > bounds[0] ? price[0] : null) : applied.minPrice,
    maxPrice: priceTouched ? (price[1] < bounds[1] ? price[1] : null) : applied.maxPrice,
  };
  const chosenCount = activeFilterCount(chosen);
  const pending = !sameFilters(chosen, applied);

  function toggle(list: string[], value: string): string[] {
    return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    onApply(chosen);
  }

  function categoryOption(category: Category, depth: number): ReactNode {
    const checked = draft.categoryIds.includes(category.id);
    const hasChildren = category.subCategories.length > 0;
    const isOpen = open.has(category.id);
    const childListId = `${id}-sub-${category.id}`;
    const categoryName = shownName(category, i18n.locale);
    return (
      <li key={category.id}>
        <div className="flex items-center">
          <label className={clsx(optionClasses, 'min-w-0 flex-1')}>
            <input
              type="checkbox"
              className={checkboxClasses}
              checked={checked}
              onChange={() =>
                setDraft({ ...draft, categoryIds: toggle(draft.categoryIds, category.id) })
              }
            />
            <span
              className={clsx('min-w-0 leading-snug', depth === 0 ? 'font-bold' : 'text-ink-700')}
            >
              {categoryName}
            </span>{' '}
            {facets && (
              <span className={countClasses}>({categoryCounts.get(category.id) ?? 0})</span>
            )}
          </label>
          {hasChildren && (
            <button
              type="button"
              aria-expanded={isOpen}
              aria-controls={childListId}
              aria-label={
                isOpen
                  ? t`Hide ${categoryName} subcategories`
                  : t`Show ${categoryName} subcategories`
              }
              onClick={() => {
                const next = new Set(open);
                if (isOpen) next.delete(category.id);
                else next.add(category.id);
                setExpanded(next);
              }}
              className="grid size-9 shrink-0 cursor-pointer place-items-center rounded-full text-ink-700 hover:bg-cream-200"
            >
              <ChevronDown
                aria-hidden="true"
                className={clsx('size-4 transition-transform', isOpen && 'rotate-180')}
              />
            </button>
          )}
        </div>
        {hasChildren && (
          <ul id={childListId} hidden={!isOpen} className="ml-5 border-l border-ink-900/10 pl-1">
            {category.subCategories.map((child) => categoryOption(child, depth + 1))}
          </ul>
        )}
      </li>
    );
  }

  function sizeChip(size: string): ReactNode {
    const checked = draft.sizes.includes(size);
    return (
      <li key={size}>
        <label
          className={clsx(
            'relative flex h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-sm font-bold transition-colors',
            'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-[var(--focus-ring-color,var(--color-focus))]',
            checked
              ? 'border-ink-900 bg-ink-900 text-white'
              : 'border-ink-900/15 bg-white text-ink-900 hover:border-coral-400',
          )}
        >
          <input
            type="checkbox"
            className="sr-only"
            checked={checked}
            onChange={() => setDraft({ ...draft, sizes: toggle(draft.sizes, size) })}
          />
          {size}{' '}
          <span className={clsx('font-semibold', checked ? 'text-white/80' : 'text-ink-500')}>
            ({sizeCounts.get(size) ?? 0})
          </span>
        </label>
      </li>
    );
  }

  const availabilityOptions: { value: Availability | null; label: string; count?: number }[] = [
    {
      value: null,
      label: t`All products`,
      count: facets ? facets.availability.inStock + facets.availability.outOfStock : undefined,
    },
    { value: 'inStock', label: t`In stock`, count: facets?.availability.inStock },
    { value: 'outOfStock', label: t`Out of stock`, count: facets?.availability.outOfStock },
  ];

  return (
    <form onSubmit={apply} aria-labelledby={`${id}-title`} className="flex flex-col">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 pb-4">
        <div>
          <h2
            id={`${id}-title`}
            className={clsx(
              'font-display text-xl font-semibold tracking-widest',
              !showTitle && 'sr-only',
            )}
          >
            <Trans>FILTER</Trans>
          </h2>
          {/* Counts what is ticked, applied or not: the products change on Apply. */}
          <p className="text-sm font-semibold text-ink-700">
            <Trans>
              Active Filters: <span className="tabular-nums">{chosenCount}</span>
            </Trans>
          </p>
          <p aria-live="polite" className="text-sm text-ink-700">
            {pending && t`Not applied yet: press Apply Filters.`}
          </p>
        </div>
        <Button
          variant="link"
          onClick={onClearAll}
          disabled={chosenCount === 0 && activeFilterCount(applied) === 0}
          className="text-sm disabled:text-ink-500"
        >
          <Trans>Clear All</Trans>
        </Button>
      </div>

      <Section title={t`Product Categories`}>
        <ul className="flex flex-col">
          {(categories ?? []).map((category) => categoryOption(category, 0))}
        </ul>
      </Section>

      <Section title={t`Availability`}>
        <div className="flex flex-col">
          {availabilityOptions.map((option) => (
            <label key={option.label} className={optionClasses}>
              <input
                type="radio"
                name={`${id}-availability`}
                className={checkboxClasses}
                checked={draft.availability === option.value}
                onChange={() => setDraft({ ...draft, availability: option.value })}
              />
              <span>{option.label}</span>{' '}
              {option.count !== undefined && <span className={countClasses}>({option.count})</span>}
            </label>
          ))}
        </div>
      </Section>

      <Section title={t`Price Range`} titleId={`${id}-price`}>
        {facets ? (
          <PriceRangeSlider
            bounds={bounds}
            value={price}
            labelledBy={`${id}-price`}
            onChange={([min, max]) => {
              setPriceTouched(true);
              setDraft({ ...draft, minPrice: min, maxPrice: max });
            }}
          />
        ) : (
          // The slider's ends are the catalogue's prices: it waits for them in its own shape.
          <Skeleton className="mt-3 h-12 w-full" />
        )}
      </Section>

      <Section title={t`Size`}>
        {/* One disclosure per size ladder (months, years, shoe sizes...): the whole
            catalogue's sizes in one list are too many to read. */}
        <div className="flex flex-col gap-1">
          {sizeGroups.map((group) => {
            const chosenHere = group.sizes.filter((size) => draft.sizes.includes(size)).length;
            const sizeCount = group.sizes.length;
            const form = pluralForm(i18n, sizeCount);
            return (
              <details
                key={group.ladder}
                open={openLadders.has(group.ladder) || sizeGroups.length === 1 || undefined}
                className="group rounded-lg"
              >
                <summary className="flex min-h-10 cursor-pointer list-none items-center gap-2 rounded-lg px-1.5 font-bold hover:bg-cream-200 [&::-webkit-details-marker]:hidden">
                  <ChevronDown
                    aria-hidden="true"
                    className="size-4 shrink-0 -rotate-90 transition-transform group-open:rotate-0"
                  />
                  {i18n._(ladderLabels[group.ladder])}
                  <span className={countClasses}>
                    {chosenHere > 0 ? t`${chosenHere} chosen · ` : ''}
                    {t`${select(form, { one: `${sizeCount} size`, other: `${sizeCount} sizes` })}`}
                  </span>
                </summary>
                <ul
                  aria-label={i18n._(ladderLabels[group.ladder])}
                  className="flex flex-wrap gap-2 px-1.5 pt-1 pb-3"
                >
                  {group.sizes.map((size) => sizeChip(size))}
                </ul>
              </details>
            );
          })}
        </div>
      </Section>

      <div className="sticky bottom-0 -mx-1 border-t border-ink-900/10 bg-white px-1 pt-4 pb-4">
        <Button type="submit" className="w-full">
          <Trans>Apply Filters</Trans>
        </Button>
      </div>
    </form>
  );
}
