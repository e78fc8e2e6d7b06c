import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';

export function AdminLegalPage() {
  return (
    <>
      <PageTitle title="Legal Pages" />
      <PageHeading title="Legal Pages">
        The privacy policy and the terms and conditions will be edited here.
      </PageHeading>
    </>
  );
}
