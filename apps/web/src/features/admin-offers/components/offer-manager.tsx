import { couponStates, type Coupon } from '@shop/contracts/offers';
import { useQuery } from '@tanstack/react-query';
import { Plus, SearchX, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { AdminPagedList } from '../../../components/ui/admin-paged-list.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { adminToastDuration } from '../../../lib/admin-toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import {
  ADMIN_COUPONS_PER_PAGE,
  adminCouponsQuery,
  useSaveCoupon,
  type CouponListSearch,
} from '../api/coupons.ts';
import { couponBodyOf } from '../coupon-form.ts';
import { couponStateBadges } from '../coupon-labels.ts';
import { ALL_COUPONS, useCouponSearch } from '../use-coupon-search.ts';
import { CouponEditorDialog, type CouponEditorTarget } from './coupon-editor-dialog.tsx';
import { CouponTable } from './coupon-table.tsx';
import { DeleteCouponDialog } from './delete-coupon-dialog.tsx';

const tabs = [
  { value: ALL_COUPONS, label: 'All', count: 'ALL' },
  ...couponStates.map((state) => ({
    value: state,
    label: couponStateBadges[state].label,
    count: state,
  })),
] as const;

/** The shop's discount codes: searched, by state, to create, edit, turn off or delete. */
export function OfferManager() {
  const { search, tab, setTab, setQuery, pageHref } = useCouponSearch();
  const [editing, setEditing] = useState<CouponEditorTarget | null>(null);
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  // The list's own query (one request); this observer keeps the counts on screen while another
  // tab loads, so the tab row does not flicker.
  const { data: counts } = useQuery({
    ...adminCouponsQuery(search),
    select: (response) => response.stateCounts,
  });

  return (
    <section aria-label="Discount codes" className="mt-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full max-w-md">
          <SearchBox
            id="coupon-search"
            label="Search codes"
            placeholder="Code or description"
            value={search.q}
            onSearch={setQuery}
          />
        </div>
        <Button size="sm" onClick={() => setEditing({ coupon: null })}>
          <Plus aria-hidden="true" className="size-4" />
          Create code
        </Button>
      </div>
      <Tabs className="mt-6" value={tab} onValueChange={setTab}>
        <TabList label="Codes by state">
          {tabs.map(({ value, label, count }) => (
            <Tab key={value} value={value} count={counts?.[count]}>
              {label}
            </Tab>
          ))}
        </TabList>
        {tabs.map(({ value }) => (
          <TabPanel key={value} value={value}>
            {value === tab && (
              <CouponList
                search={search}
                pageHref={pageHref}
                onCreate={() => setEditing({ coupon: null })}
                onEdit={(coupon) => setEditing({ coupon })}
                onDelete={setDeleting}
              />
            )}
          </TabPanel>
        ))}
      </Tabs>
      <CouponEditorDialog target={editing} onClose={() => setEditing(null)} />
      <DeleteCouponDialog coupon={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

type CouponListProps = {
  search: CouponListSearch;
  pageHref: (page: number) => string;
  onCreate: () => void;
  onEdit: (coupon: Coupon) => void;
  onDelete: (coupon: Coupon) => void;
};

function CouponList({ search, pageHref, onCreate, onEdit, onDelete }: CouponListProps) {
  const coupons = useQuery(adminCouponsQuery(search));
  const save = useSaveCoupon();

  const onToggleActive = (coupon: Coupon) =>
    save.mutate(
      { id: coupon.id, body: { ...couponBodyOf(coupon), active: !coupon.active } },
      {
        onSuccess: ({ coupon: saved }) =>
          toast.success(`${saved.code} ${saved.active ? 'activated' : 'deactivated'}`, {
            duration: adminToastDuration,
          }),
        onError: (error) =>
          toast.error(errorMessage(error, `${coupon.code} could not be changed.`), {
            duration: adminToastDuration,
          }),
      },
    );

  return (
    <AdminPagedList
      query={coupons}
      items="codes"
      perPage={ADMIN_COUPONS_PER_PAGE}
      phoneRowClassName="max-md:h-64"
      pagesLabel="Code pages"
      pageHref={pageHref}
    >
      {(answer) =>
        answer.data.length > 0 ? (
          <div className="md:overflow-x-auto">
            <CouponTable
              coupons={answer.data}
              onEdit={onEdit}
              onToggleActive={onToggleActive}
              onDelete={onDelete}
              savingId={save.isPending ? (save.variables.id ?? null) : null}
            />
          </div>
        ) : (
          <NoCoupons search={search} totalCodes={answer.stateCounts.ALL} onCreate={onCreate} />
        )
      }
    </AdminPagedList>
  );
}

type NoCouponsProps = { search: CouponListSearch; totalCodes: number; onCreate: () => void };

/** The shop's first code is invited; an empty search or tab says what it looked for. */
function NoCoupons({ search, totalCodes, onCreate }: NoCouponsProps) {
  if (totalCodes === 0 && search.q === '') {
    return (
      <EmptyState
        icon={TicketPercent}
        title="No discount codes yet"
        tone="inset"
        action={
          <Button onClick={onCreate}>
            <Plus aria-hidden="true" className="size-4" />
            Create your first code
          </Button>
        }
      >
        A code such as DIWALI15 takes a percentage or an amount off an order, for the dates and the
        customers you choose.
      </EmptyState>
    );
  }
  const where = search.state ? ` ${couponStateBadges[search.state].label.toLowerCase()}` : '';
  return (
    <EmptyState
      icon={SearchX}
      title={search.q ? 'No codes match' : `No${where} codes`}
      tone="inset"
    >
      {search.q
        ? `No${where} code or description matches “${search.q}”.`
        : `There are no${where} codes at the moment.`}
    </EmptyState>
  );
}
