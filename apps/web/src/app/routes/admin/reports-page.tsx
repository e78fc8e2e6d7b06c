import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Gstr1Panel } from '../../../features/admin-reports/components/gstr1-panel.tsx';
import { SalesPanel } from '../../../features/admin-reports/components/sales-panel.tsx';
import { AdminPageHead } from './admin-page-head.tsx';

export function AdminReportsPage() {
  return (
    <>
      <AdminPageHead
        title="Reports"
        description="GSTR-1 for the GST portal, and sales by day, category, product or payment."
      />
      <PageHeading title="Reports">
        Figures come from the tax invoices (issued when an order is delivered) and credit notes
        (issued when a return is completed), in India time.
      </PageHeading>
      <div className="flex flex-col gap-6">
        <Gstr1Panel />
        <SalesPanel />
      </div>
    </>
  );
}
