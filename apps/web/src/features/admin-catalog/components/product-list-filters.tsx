import {
  ADMIN_PRODUCTS_PAGE_SIZES,
  type AdminProductSort,
  type AdminStockFilter,
  type ProductStatus,
} from '@shop/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { adminCategoriesQuery } from '../api/categories.ts';
import type { AdminProductListSearch } from '../api/products.ts';
import { flattenCategoryTree } from '../category-tree.ts';
import type { ProductListFilters as Filters } from './use-product-list-search.ts';

const stockLabels: Record<AdminStockFilter, string> = {
  in: 'In stock',
  low: 'Low stock',
  out: 'Out of stock',
};
const statusLabels: Record<ProductStatus, string> = { ACTIVE: 'Active', DRAFT: 'Draft' };
/** The sort choice for phones, where the column headers are hidden. */
export const sortLabels: Record<AdminProductSort, string> = {
  newest: 'Newest first',
  name: 'Name (A to Z)',
  priceLowHigh: 'Price: low to high',
  priceHighLow: 'Price: high to low',
  stockLowHigh: 'Total stock: low to high',
};

type ProductListFiltersProps = {
  search: AdminProductListSearch;
  onChange: (changes: Partial<Filters>, options?: { replace?: boolean }) => void;
};

/** The search box and the filters above the admin's product list. */
export function ProductListFilters({ search, onChange }: ProductListFiltersProps) {
  const categories = useQuery(adminCategoriesQuery);
  const flat = flattenCategoryTree(categories.data ?? []);

  return (
    <div className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-[2fr_repeat(4,1fr)]">
      <div className="col-span-2 md:col-span-4 xl:col-span-1">
        <SearchBox
          id="product-search"
          label="Search products"
          placeholder="Name, SKU or category"
          value={search.q}
          // Refining a search replaces its history entry; starting one adds an entry.
          onSearch={(q) => onChange({ q }, { replace: search.q !== '' })}
        />
      </div>
      <FilterSelect
        id="product-category-filter"
        label="Category"
        className="col-span-2 md:col-span-1"
        value={search.categoryId ?? ''}
        onChange={(categoryId) => onChange({ categoryId: categoryId || undefined })}
      >
        <option value="">All categories</option>
        {flat.map(({ category, depth }) => (
          <option key={category.id} value={category.id}>
            {/* Indented per level, so the select reads as the tree. */}
            {`${'\u00a0\u00a0\u00a0'.repeat(depth)}${depth > 0 ? '└ ' : ''}${category.name}`}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id="product-stock-filter"
        label="Stock"
        value={search.stock ?? ''}
        onChange={(stock) => onChange({ stock: (stock || undefined) as AdminStockFilter })}
      >
        <option value="">Any stock</option>
        {Object.entries(stockLabels).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id="product-status-filter"
        label="Status"
        value={search.status ?? ''}
        onChange={(status) => onChange({ status: (status || undefined) as ProductStatus })}
      >
        <option value="">Any status</option>
        {Object.entries(statusLabels).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id="product-page-size"
        label="Per page"
        value={String(search.limit)}
        onChange={(limit) => onChange({ limit: Number(limit) })}
      >
        {ADMIN_PRODUCTS_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size} per page
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id="product-sort"
        label="Sort by"
        className="md:hidden"
        value={search.sort}
        onChange={(sort) => onChange({ sort: sort as AdminProductSort })}
      >
        {Object.entries(sortLabels).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </FilterSelect>
    </div>
  );
}

type FilterSelectProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
  children: ReactNode;
};

function FilterSelect({ id, label, value, onChange, className, children }: FilterSelectProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-bold text-ink-700">
        {label}
      </label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </NativeSelect>
    </div>
  );
}
