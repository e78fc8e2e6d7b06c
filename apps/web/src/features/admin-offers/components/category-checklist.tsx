import type { Category } from '@shop/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import { categoriesQuery } from '../../../lib/categories-query.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

type CategoryChecklistProps = {
  /** The chosen categories' ids; none is every product. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
};

type Row = { category: Category; depth: number; includedBy: Category | null };

/** The tree, depth first; a chosen category's descendants are marked as included by it. */
function rowsOf(
  categories: readonly Category[],
  chosen: ReadonlySet<string>,
  depth = 0,
  includedBy: Category | null = null,
): Row[] {
  return categories.flatMap((category) => [
    { category, depth, includedBy },
    ...rowsOf(
      category.subCategories,
      chosen,
      depth + 1,
      includedBy ?? (chosen.has(category.id) ? category : null),
    ),
  ]);
}

const checkbox = 'size-5 cursor-pointer accent-coral-600 disabled:cursor-not-allowed';

/**
 * Which categories a code is for: a checklist of the category tree. A category brings its
 * sub-categories along (the server counts them in), so those show ticked and fixed under it.
 */
export function CategoryChecklist({ value, onChange, error }: CategoryChecklistProps) {
  // Fresh each time the editor opens, as the admin's category screen reads it: a category made
  // a minute ago is there to choose.
  const { data: tree, isPending, isError } = useQuery({ ...categoriesQuery, staleTime: 0 });
  const chosen = new Set(value);

  function toggle(id: string, checked: boolean) {
    onChange(checked ? [...value, id] : value.filter((chosenId) => chosenId !== id));
  }

  return (
    <fieldset aria-describedby="coupon-categories-hint" className="flex flex-col gap-1.5">
      <legend className="text-sm font-bold text-ink-900">Categories</legend>
      <p id="coupon-categories-hint" className="text-sm text-ink-500">
        None ticked: the code is for every product. A category includes its sub-categories.
      </p>
      {isPending ? (
        <Skeleton className="h-24" />
      ) : isError ? (
        <p className="text-sm font-semibold text-danger-600">The categories could not be loaded.</p>
      ) : (
        <ul className="max-h-56 overflow-y-auto rounded-xl border-2 border-ink-900/15 bg-white p-2">
          {rowsOf(tree, chosen).map(({ category, depth, includedBy }) => (
            <li key={category.id} style={{ paddingLeft: `${depth * 1.25}rem` }}>
              <label className="flex min-h-10 cursor-pointer items-center gap-2">
                <input
                  type="checkbox"
                  className={checkbox}
                  checked={includedBy !== null || chosen.has(category.id)}
                  disabled={includedBy !== null}
                  onChange={(event) => toggle(category.id, event.target.checked)}
                />
                <span className="font-semibold text-ink-900">{category.name}</span>
                {includedBy && (
                  <span className="text-sm text-ink-500">(included with {includedBy.name})</span>
                )}
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="text-sm font-semibold text-danger-600">{error}</p>}
    </fieldset>
  );
}
