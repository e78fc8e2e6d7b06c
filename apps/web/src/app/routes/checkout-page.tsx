import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageSection } from '../../components/ui/page-section.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';

export function CheckoutPage() {
  return (
    <PageSection>
      <PageTitle title="Checkout" />
      <PageHeading title="Checkout">
        Choose a delivery address, review your order and place it with cash on delivery here.
      </PageHeading>
    </PageSection>
  );
}
