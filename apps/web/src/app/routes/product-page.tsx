import { Link, useParams } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageSection } from '../../components/ui/page-section.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';

export function ProductPage() {
  const { slug = '' } = useParams();
  return (
    <PageSection>
      <PageTitle title="Product details" />
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-ink-700">
        <Link to="/home" className="font-semibold hover:underline">
          Home
        </Link>
        <span aria-hidden="true"> / </span>
        <Link to="/shop" className="font-semibold hover:underline">
          Shop
        </Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{slug}</span>
      </nav>
      <PageHeading title="Product details">
        Photos, sizes, price and stock of this product, with buttons to add it to your cart or
        wishlist, will appear here.
      </PageHeading>
    </PageSection>
  );
}
