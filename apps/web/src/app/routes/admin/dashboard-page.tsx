import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { AdminDashboard } from '../../../features/admin-dashboard/components/admin-dashboard.tsx';
import { AdminPageHead } from './admin-page-head.tsx';

export function AdminDashboardPage() {
  return (
    <>
      <AdminPageHead
        title="Dashboard"
        description="The shop at a glance: categories, products, pending orders and sales."
      />
      <PageHeading title="Dashboard">The shop at a glance.</PageHeading>
      <AdminDashboard />
    </>
  );
}
