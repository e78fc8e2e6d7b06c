import type { Product } from '@shop/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import { PackageOpen, Plus, RotateCcw, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { AdminQueryState, AdminSkeletonList } from '../../../components/ui/admin-query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageRange } from '../../../components/ui/page-range.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { adminToastDuration } from '../../../lib/admin-toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { adminProductQuery, adminProductsQuery, useDeleteProduct } from '../api/products.ts';
import { stockAlertDemandQuery } from '../api/stock-alert-demand.ts';
import { ImageGalleryDialog } from './image-gallery-dialog.tsx';
import { ProductEditorDialog, type EditorTarget } from './product-editor-dialog.tsx';
import { ProductListFilters } from './product-list-filters.tsx';
import { ProductTable } from './product-table.tsx';
import { isFiltered, useProductListSearch } from './use-product-list-search.ts';

/**
 * The admin's product screen: search, filters, the sorted and paged table (all kept in the URL),
 * the editor, the gallery and delete.
 */
export function ProductManager() {
  const [params, setParams] = useSearchParams();
  const { search, setFilters, clearFilters, pageHref } = useProductListSearch();
  const { page, limit } = search;
  // ?edit=<id> (the dashboard's low-stock links) opens the editor on that product.
  const linkedId = params.get('edit');
  const linked = useQuery({ ...adminProductQuery(linkedId ?? ''), enabled: linkedId !== null });
  const products = useQuery(adminProductsQuery(search));
  const { data, isError } = products;
  const demand = useQuery(stockAlertDemandQuery);
  const [editing, setEditing] = useState<EditorTarget | null>(null);
  const [gallery, setGallery] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const remove = useDeleteProduct();

  useEffect(() => {
    if (isError || linked.isError) {
      toast.error('Failed to fetch products.', { duration: adminToastDuration });
    }
  }, [isError, linked.isError]);

  // Deleting the last product of the last page leaves an empty page: step back to the new last.
  const lastPage = data?.pagination.totalPages ?? 0;
  useEffect(() => {
    if (data && data.data.length === 0 && page > lastPage && lastPage > 0) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('page', String(lastPage));
          return next;
        },
        { replace: true },
      );
    }
  }, [data, page, lastPage, setParams]);

  const editorTarget = editing ?? (linked.data ? { product: linked.data } : null);
  function closeEditor() {
    setEditing(null);
    if (linkedId !== null) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('edit');
          return next;
        },
        { replace: true },
      );
    }
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: () => {
        toast.success('Product deleted successfully', { duration: adminToastDuration });
        setDeleting(null);
      },
      onError: (error) => {
        toast.error(errorMessage(error, 'Failed to delete product'), {
          duration: adminToastDuration,
        });
        setDeleting(null);
      },
    });
  }

  const pagination = data?.pagination;

  return (
    <section aria-labelledby="product-list-heading" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="product-list-heading" className="text-xl font-semibold">
            All products
          </h2>
          <PageRange pagination={pagination} perPage={limit} />
        </div>
        <Button size="sm" onClick={() => setEditing({})}>
          <Plus aria-hidden="true" className="size-4" />
          Add Product
        </Button>
      </div>

      <ProductListFilters search={search} onChange={setFilters} />

      {/* The list works without it, but an empty badge column must not read as "nobody waits". */}
      {demand.isError && (
        <div
          role="alert"
          className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold text-ink-900"
        >
          Who waits for which size could not be loaded.
          <Button
            variant="ghost"
            size="sm"
            busy={demand.isFetching}
            busyLabel="Trying again…"
            onClick={() => void demand.refetch()}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        </div>
      )}

      <AdminQueryState
        panelClassName="mt-4 rounded-2xl md:bg-white md:p-2 md:shadow-soft"
        query={products}
        loading={
          <AdminSkeletonList
            label="Loading products"
            rows={Math.min(limit, 10)}
            className="gap-3 md:p-2"
            rowClassName="h-20 max-md:h-36"
          />
        }
        errorMessage="The products could not be loaded."
        className="rounded-2xl bg-white"
      >
        {(answer) =>
          answer.data.length === 0 ? (
            <EmptyState
              icon={isFiltered(search) ? SearchX : PackageOpen}
              title={isFiltered(search) ? 'No products match' : 'No products found.'}
              tone="inset"
              action={
                isFiltered(search) && (
                  <Button variant="secondary" onClick={clearFilters}>
                    Clear filters
                  </Button>
                )
              }
            >
              {isFiltered(search)
                ? 'No product matches this search and these filters.'
                : 'Add the first product to start selling.'}
            </EmptyState>
          ) : (
            // Between a tablet and a small laptop the columns may not all fit: they scroll.
            <div className="md:overflow-x-auto">
              <ProductTable
                products={answer.data}
                firstNumber={(page - 1) * limit + 1}
                demand={demand.data}
                sort={search.sort}
                onSort={(sort) => setFilters({ sort })}
                onEdit={(product) => setEditing({ product })}
                onDelete={setDeleting}
                onShowImages={setGallery}
              />
            </div>
          )
        }
      </AdminQueryState>

      {pagination && (
        <Pagination
          className="mt-6"
          label="Product pages"
          currentPage={pagination.currentPage}
          totalPages={pagination.totalPages}
          pageHref={pageHref}
        />
      )}

      <ProductEditorDialog target={editorTarget} onClose={closeEditor} />
      <ImageGalleryDialog product={gallery} onClose={() => setGallery(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete product?"
        description={
          deleting
            ? `"${deleting.name}" will leave the shop, the carts and the wishlists. Past orders keep their copy. This cannot be undone.`
            : ''
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
