import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';

export function AdminProductPage() {
  return (
    <>
      <PageTitle title="Products" />
      <PageHeading title="Products">
        The product list with variants, stock and images, and the product editor, will be here.
      </PageHeading>
    </>
  );
}
