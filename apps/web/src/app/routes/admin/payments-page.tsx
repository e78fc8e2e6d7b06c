import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { StatementMatcher } from '../../../features/admin-payments/components/statement-matcher.tsx';
import { AdminPageHead } from './admin-page-head.tsx';

export function AdminPaymentsPage() {
  return (
    <>
      <AdminPageHead
        title="Match bank statement"
        description="Mark UPI orders paid from your bank statement: the UTR and amount of each credit line."
      />
      <PageHeading title="Match bank statement">
        Upload your bank statement: every UPI order whose reference (UTR) and amount a credit line
        shows is marked paid, after you have seen the list.
      </PageHeading>
      <StatementMatcher />
    </>
  );
}
