import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageSection } from '../../components/ui/page-section.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';

export function ShopPage() {
  return (
    <PageSection>
      <PageTitle title="Shop All Products" />
      <PageHeading title="Shop All Products">
        Browse every piece in the catalogue here, with category tabs, filters for size, price and
        availability, and sorting.
      </PageHeading>
    </PageSection>
  );
}
