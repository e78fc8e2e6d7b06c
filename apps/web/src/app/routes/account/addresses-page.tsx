import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';

export function AddressesPage() {
  return (
    <>
      <PageTitle title="Saved Addresses" />
      <PageHeading title="Saved Addresses">
        Your delivery addresses, with a default one for a quick checkout, will be managed here.
      </PageHeading>
    </>
  );
}
