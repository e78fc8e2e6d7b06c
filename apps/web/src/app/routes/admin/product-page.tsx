import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { ProductManager } from '../../../features/admin-catalog/components/product-manager.tsx';
import { AdminPageHead } from './admin-page-head.tsx';

export function AdminProductPage() {
  return (
    <>
      <AdminPageHead
        title="Products"
        description="Add, edit and remove products, their variants, stock and images."
      />
      <PageHeading title="Products">
        Every product in the shop, drafts included: search by name, SKU or category, filter by stock
        and status, and sort by any column.
      </PageHeading>
      <ProductManager />
    </>
  );
}
