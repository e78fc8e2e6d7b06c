import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';

export function AdminCategoryPage() {
  return (
    <>
      <PageTitle title="Categories" />
      <PageHeading title="Categories">
        The category tree, and creating, editing and deleting categories, will be managed here.
      </PageHeading>
    </>
  );
}
