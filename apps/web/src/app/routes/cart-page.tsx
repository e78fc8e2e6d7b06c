import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageSection } from '../../components/ui/page-section.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';

export function CartPage() {
  return (
    <PageSection>
      <PageTitle title="Your Shopping Cart" />
      <PageHeading title="Your Shopping Cart">
        The items you add, with their sizes, quantities and the order total, will be listed here.
      </PageHeading>
    </PageSection>
  );
}
