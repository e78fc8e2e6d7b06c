import type { Category } from '@shop/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import { FolderPlus, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { AdminQueryState, AdminSkeletonList } from '../../../components/ui/admin-query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { adminToastDuration } from '../../../lib/admin-toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { adminCategoriesQuery, useDeleteCategory } from '../api/categories.ts';
import type { CategoryDialogTarget } from '../category-form.ts';
import { flattenCategoryTree } from '../category-tree.ts';
import { CategoryFormDialog } from './category-form-dialog.tsx';
import { CategoryTree } from './category-tree.tsx';

/** The admin's category screen: the tree, Create New, and the edit and delete dialogs. */
export function CategoryManager() {
  const categories = useQuery(adminCategoriesQuery);
  const { data: tree, isError } = categories;
  const [dialog, setDialog] = useState<CategoryDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const remove = useDeleteCategory();

  useEffect(() => {
    if (isError) toast.error('Failed to fetch categories', { duration: adminToastDuration });
  }, [isError]);

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const withChildren = flattenCategoryTree(tree ?? [])
    .filter(({ category }) => category.subCategories.length > 0)
    .map(({ category }) => category.id);
  const allExpanded = withChildren.length > 0 && withChildren.every((id) => expanded.has(id));

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: () => {
        toast.success(`Deleted category: ${deleting.name}`, { duration: adminToastDuration });
        setDeleting(null);
      },
      // Still has products or subcategories: the server's 409 message says which.
      onError: (error) => {
        toast.error(errorMessage(error, 'Failed to delete category'), {
          duration: adminToastDuration,
        });
        setDeleting(null);
      },
    });
  }

  return (
    <section aria-labelledby="category-tree-heading" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="category-tree-heading" className="text-xl font-semibold">
          Category tree
        </h2>
        <div className="flex flex-wrap gap-2">
          {withChildren.length > 0 && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setExpanded(allExpanded ? new Set() : new Set(withChildren))}
            >
              {allExpanded ? 'Collapse all' : 'Expand all'}
            </Button>
          )}
          <Button size="sm" onClick={() => setDialog({ parentId: null })}>
            <Plus aria-hidden="true" className="size-4" />
            Create New
          </Button>
        </div>
      </div>

      <AdminQueryState
        panelClassName="mt-4 rounded-2xl bg-white p-2 shadow-soft sm:p-3"
        query={categories}
        loading={
          <AdminSkeletonList
            label="Loading categories"
            rows={6}
            className="gap-2 p-2"
            rowClassName="h-14"
          />
        }
        errorMessage="The categories could not be loaded."
        empty={{
          when: (roots) => roots.length === 0,
          icon: FolderPlus,
          message: 'No categories found. Start by creating a new one!',
        }}
      >
        {(roots) => (
          <CategoryTree
            categories={roots}
            expanded={expanded}
            onToggle={toggle}
            onAddChild={(parent) => setDialog({ parentId: parent.id })}
            onEdit={(category) => setDialog({ editing: category })}
            onDelete={setDeleting}
          />
        )}
      </AdminQueryState>

      <CategoryFormDialog target={dialog} tree={tree ?? []} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete category?"
        description={
          deleting ? `"${deleting.name}" will be removed from the shop. This cannot be undone.` : ''
        }
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onConfirm={confirmDelete}
        busy={remove.isPending}
        busyLabel="Deleting…"
      />
    </section>
  );
}
