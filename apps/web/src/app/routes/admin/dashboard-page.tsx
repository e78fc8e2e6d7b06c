import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';

export function AdminDashboardPage() {
  return (
    <>
      <PageTitle title="Dashboard" />
      <PageHeading title="Dashboard">
        Counts of categories, products and pending orders, with a shortcut to each section, will
        appear here.
      </PageHeading>
    </>
  );
}
