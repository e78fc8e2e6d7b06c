import { returnStatuses, type ReturnRequest, type ReturnStatus } from '@shop/contracts/returns';
import { useQuery } from '@tanstack/react-query';
import { Undo2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { AdminQueryState, AdminSkeletonList } from '../../../components/ui/admin-query-state.tsx';
import { PageRange } from '../../../components/ui/page-range.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { StatusTabs } from '../../../components/ui/status-tabs.tsx';
import { adminToastDuration } from '../../../lib/admin-toast.ts';
import { useStatusSearch } from '../../../lib/use-status-search.ts';
import { ADMIN_RETURNS_PER_PAGE, adminReturnsQuery } from '../api/returns.ts';
import { ReturnDetailsDialog } from './return-details-dialog.tsx';
import { ReturnTable } from './return-table.tsx';

/** Every return and exchange request by status, with its details and next steps. */
export function ReturnManager() {
  const { tab, status, page, setTab, pageHref } = useStatusSearch(returnStatuses);
  // The list's own query (one request); this observer keeps the previous counts on screen while
  // another tab loads, so the tab row does not flicker.
  const { data: counts } = useQuery({
    ...adminReturnsQuery(status, page),
    select: (response) => response.statusCounts,
  });

  return (
    <StatusTabs
      className="mt-8"
      label="Requests by status"
      statuses={returnStatuses}
      value={tab}
      onValueChange={setTab}
      counts={counts}
    >
      <ReturnList status={status} page={page} pageHref={pageHref} />
    </StatusTabs>
  );
}

type ReturnListProps = {
  status: ReturnStatus | undefined;
  page: number;
  pageHref: (page: number) => string;
};

/** The newer of two copies of a request: the list's after a reload, or a step's own answer. */
function newer(a: ReturnRequest | undefined, b: ReturnRequest | null): ReturnRequest | null {
  if (!a) return b;
  if (!b) return a;
  return Date.parse(a.updatedAt) >= Date.parse(b.updatedAt) ? a : b;
}

function ReturnList({ status, page, pageHref }: ReturnListProps) {
  const requests = useQuery(adminReturnsQuery(status, page));
  const { data, isError } = requests;
  const [details, setDetails] = useState<ReturnRequest | null>(null);

  useEffect(() => {
    if (isError) toast.error('Failed to fetch return requests', { duration: adminToastDuration });
  }, [isError]);

  const pagination = data?.pagination;
  const shown =
    details &&
    newer(
      data?.data.find((request) => request.id === details.id),
      details,
    );

  return (
    <>
      <PageRange pagination={pagination} perPage={ADMIN_RETURNS_PER_PAGE} noun="requests" />
      <AdminQueryState
        panelClassName="mt-3 rounded-2xl md:bg-white md:p-2 md:shadow-soft"
        query={requests}
        loading={
          <AdminSkeletonList
            label="Loading return requests"
            rows={6}
            className="gap-3 md:p-2"
            rowClassName="h-16 max-md:h-44"
          />
        }
        errorMessage="The return requests could not be loaded."
        empty={{
          when: (answer) => answer.data.length === 0,
          icon: Undo2,
          message: status ? `No ${status} requests.` : 'No return or exchange requests yet.',
        }}
        className="rounded-2xl bg-white"
      >
        {(answer) => <ReturnTable requests={answer.data} onShowDetails={setDetails} />}
      </AdminQueryState>
      {pagination && (
        <Pagination
          className="mt-6"
          label="Request pages"
          currentPage={pagination.currentPage}
          totalPages={pagination.totalPages}
          pageHref={pageHref}
        />
      )}
      <ReturnDetailsDialog
        request={shown ?? null}
        onClose={() => setDetails(null)}
        onChanged={setDetails}
      />
    </>
  );
}
