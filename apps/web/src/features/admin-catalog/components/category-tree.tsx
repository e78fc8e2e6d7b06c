import type { Category } from '@shop/contracts/catalog';
import clsx from 'clsx';
import { ChevronRight, FolderPlus, Pencil, Trash2 } from 'lucide-react';

type CategoryTreeProps = {
  categories: readonly Category[];
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onAddChild: (parent: Category) => void;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
  depth?: number;
};

const iconButton =
  'grid size-10 shrink-0 cursor-pointer place-items-center rounded-full text-ink-700 transition-colors hover:bg-ink-900/5';

/**
 * Nested lists with a disclosure button per category that has subcategories: simpler to use with
 * a screen reader than an ARIA tree, and every action is a plain button in the tab order.
 */
export function CategoryTree({ categories, depth = 0, ...props }: CategoryTreeProps) {
  const { expanded, onToggle, onAddChild, onEdit, onDelete } = props;
  return (
    <ul
      className={clsx(
        'flex flex-col',
        depth > 0 && 'ml-4 border-l-2 border-cream-200 pl-2 sm:ml-6 sm:pl-3',
      )}
    >
      {categories.map((category) => {
        const hasChildren = category.subCategories.length > 0;
        const open = expanded.has(category.id);
        const childListId = `category-children-${category.id}`;
        return (
          <li key={category.id}>
            <div className="flex items-center gap-1 rounded-xl px-1 py-2 hover:bg-cream-100 sm:gap-2 sm:px-2">
              {hasChildren ? (
                <button
                  type="button"
                  className={iconButton}
                  aria-expanded={open}
                  aria-controls={childListId}
                  aria-label={`${open ? 'Collapse' : 'Expand'} ${category.name}`}
                  onClick={() => onToggle(category.id)}
                >
                  <ChevronRight
                    aria-hidden="true"
                    className={clsx('size-5 transition-transform', open && 'rotate-90')}
                  />
                </button>
              ) : (
                <span aria-hidden="true" className="size-10 shrink-0" />
              )}
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-x-2 font-bold text-ink-900">
                  {category.name}
                  <span className="rounded-full bg-sage-100 px-2 py-0.5 text-xs font-bold text-sage-700">
                    {category._count.products}{' '}
                    {category._count.products === 1 ? 'product' : 'products'}
                  </span>
                </p>
                {category.description && (
                  <p className="line-clamp-2 text-sm text-ink-500">{category.description}</p>
                )}
              </div>
              <div className="flex shrink-0 items-center">
                <button
                  type="button"
                  className={clsx(iconButton, 'max-sm:hidden')}
                  aria-label={`Add a subcategory to ${category.name}`}
                  title="Add subcategory"
                  onClick={() => onAddChild(category)}
                >
                  <FolderPlus aria-hidden="true" className="size-5" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Edit ${category.name}`}
                  title="Edit"
                  onClick={() => onEdit(category)}
                >
                  <Pencil aria-hidden="true" className="size-5" />
                </button>
                <button
                  type="button"
                  className={clsx(iconButton, 'text-danger-600 hover:bg-danger-50')}
                  aria-label={`Delete ${category.name}`}
                  title="Delete"
                  onClick={() => onDelete(category)}
                >
                  <Trash2 aria-hidden="true" className="size-5" />
                </button>
              </div>
            </div>
            {hasChildren && (
              // Kept in the page while collapsed so aria-controls always points at something.
              <div id={childListId} hidden={!open}>
                <CategoryTree categories={category.subCategories} depth={depth + 1} {...props} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
