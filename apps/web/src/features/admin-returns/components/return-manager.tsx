import { returnStatuses, type ReturnRequest, type ReturnStatus } from '@shop/contracts/returns';
import { useQuery } from '@tanstack/react-query';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { AdminPagedList } from '../../../components/ui/admin-paged-list.tsx';
import { StatusTabs } from '../../../components/ui/status-tabs.tsx';
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
  const [details, setDetails] = useState<ReturnRequest | null>(null);
  const shown =
    details &&
    newer(
      requests.data?.data.find((request) => request.id === details.id),
      details,
    );

  return (
    <>
      <AdminPagedList
        query={requests}
        items="return requests"
        rangeNoun="requests"
        perPage={ADMIN_RETURNS_PER_PAGE}
        phoneRowClassName="max-md:h-44"
        empty={{
          when: (answer) => answer.data.length === 0,
          icon: Undo2,
          message: status ? `No ${status} requests.` : 'No return or exchange requests yet.',
        }}
        pagesLabel="Request pages"
        pageHref={pageHref}
      >
        {(answer) => <ReturnTable requests={answer.data} onShowDetails={setDetails} />}
      </AdminPagedList>
      <ReturnDetailsDialog
        request={shown ?? null}
        onClose={() => setDetails(null)}
        onChanged={setDetails}
      />
    </>
  );
}
