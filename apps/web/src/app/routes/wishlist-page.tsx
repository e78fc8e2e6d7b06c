import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageSection } from '../../components/ui/page-section.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';

export function WishlistPage() {
  return (
    <PageSection>
      <PageTitle title="My Wishlist" />
      <PageHeading title="My Wishlist">
        Products you save with the heart button will wait for you here.
      </PageHeading>
    </PageSection>
  );
}
