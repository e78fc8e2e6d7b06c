import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { CategoryManager } from '../../../features/admin-catalog/components/category-manager.tsx';
import { AdminPageHead } from './admin-page-head.tsx';

export function AdminCategoryPage() {
  return (
    <>
      <AdminPageHead title="Categories" description="Manage the shop's category tree." />
      <PageHeading title="Categories">
        Organise the shop into categories and subcategories.
      </PageHeading>
      <CategoryManager />
    </>
  );
}
