import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';

export function AdminCompanyPage() {
  return (
    <>
      <PageTitle title="Company Details" />
      <PageHeading title="Company Details">
        The shop name, contact details, address and logo will be edited here.
      </PageHeading>
    </>
  );
}
