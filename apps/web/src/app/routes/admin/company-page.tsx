import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { CompanyDetailsEditor } from '../../../features/admin-content/components/company-form.tsx';
import { AdminPageHead } from './admin-page-head.tsx';

export function AdminCompanyPage() {
  return (
    <>
      <AdminPageHead
        title="Company Details"
        description="The shop's name, contact details, address and logo."
      />
      <PageHeading title="Company Details">
        The name, contact details and logo the shop shows to its customers.
      </PageHeading>
      <div className="max-w-3xl">
        <CompanyDetailsEditor />
      </div>
    </>
  );
}
