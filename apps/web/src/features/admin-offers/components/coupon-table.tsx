import type { Coupon } from '@shop/contracts/offers';
import { Button } from '../../../components/ui/button.tsx';
import { StackedTableHead } from '../../../components/ui/stacked-table-head.tsx';
import { ToneBadge } from '../../../components/ui/status-badge.tsx';
import { formatIndianDateTime } from '../../../lib/format-date.ts';
import {
  couponStateBadges,
  discountLabel,
  minimumLabel,
  perCustomerLabel,
  usesLabel,
} from '../coupon-labels.ts';

type CouponTableProps = {
  coupons: readonly Coupon[];
  onEdit: (coupon: Coupon) => void;
  onToggleActive: (coupon: Coupon) => void;
  onDelete: (coupon: Coupon) => void;
  /** The code being turned on or off: its buttons wait. */
  savingId: string | null;
};

/* Below md each row becomes a card; the header row stays for screen readers only. */
const cell = 'px-4 py-3 align-top max-md:p-0';
const dateLabel = 'mr-1 font-semibold text-ink-500';

export function CouponTable({
  coupons,
  onEdit,
  onToggleActive,
  onDelete,
  savingId,
}: CouponTableProps) {
  return (
    <table className="w-full border-collapse max-md:block">
      <caption className="sr-only">Discount codes, newest first; dates in India time</caption>
      <StackedTableHead
        stacksBelow="md"
        columns={[
          { label: 'Code' },
          { label: 'Discount' },
          { label: 'Valid (India time)' },
          { label: 'Uses' },
          { label: 'State' },
          { label: <span className="sr-only">Actions</span> },
        ]}
      />
      <tbody className="max-md:flex max-md:flex-col max-md:gap-3">
        {coupons.map((coupon) => (
          <tr
            key={coupon.id}
            className="border-b border-ink-900/10 hover:bg-cream-50 max-md:flex max-md:flex-col max-md:gap-2.5 max-md:rounded-2xl max-md:border max-md:bg-white max-md:p-4 max-md:text-sm"
          >
            <td className={cell}>
              <span className="font-mono font-bold tracking-wide text-ink-900">{coupon.code}</span>
              {coupon.description && (
                <span className="mt-0.5 block max-w-64 text-sm text-ink-700">
                  {coupon.description}
                </span>
              )}
            </td>
            <td className={cell}>
              <span className="block font-bold text-ink-900">{discountLabel(coupon)}</span>
              <span className="block text-sm text-ink-700">
                {minimumLabel(coupon.minOrderValue)}
              </span>
              {coupon.categoryIds.length > 0 && (
                <span className="block text-sm text-ink-700">
                  {coupon.categoryIds.length === 1
                    ? 'In 1 category'
                    : `In ${coupon.categoryIds.length} categories`}
                </span>
              )}
            </td>
            <td className={cell}>
              <span className="block whitespace-nowrap text-ink-700">
                <span className={dateLabel}>From</span>
                {formatIndianDateTime(coupon.startsAt)}
              </span>
              <span className="block whitespace-nowrap text-ink-700">
                {coupon.endsAt ? (
                  <>
                    <span className={dateLabel}>Until</span>
                    {formatIndianDateTime(coupon.endsAt)}
                  </>
                ) : (
                  'No end date'
                )}
              </span>
            </td>
            <td className={cell}>
              <span className="block whitespace-nowrap text-ink-900">{usesLabel(coupon)}</span>
              <span className="block text-sm whitespace-nowrap text-ink-700">
                {perCustomerLabel(coupon.perCustomerLimit)}
              </span>
            </td>
            <td className={cell}>
              <ToneBadge tone={couponStateBadges[coupon.state].tone}>
                {couponStateBadges[coupon.state].label}
              </ToneBadge>
            </td>
            <td className={cell}>
              <div className="flex flex-wrap gap-2 md:flex-col md:items-stretch">
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Edit ${coupon.code}`}
                  onClick={() => onEdit(coupon)}
                >
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`${coupon.active ? 'Deactivate' : 'Activate'} ${coupon.code}`}
                  busy={savingId === coupon.id}
                  disabled={savingId !== null}
                  onClick={() => onToggleActive(coupon)}
                >
                  {coupon.active ? 'Deactivate' : 'Activate'}
                </Button>
                {/* A code an order used stays, for the order's record: it can only be turned off. */}
                {coupon.timesUsed === 0 && (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-danger-600"
                    aria-label={`Delete ${coupon.code}`}
                    onClick={() => onDelete(coupon)}
                  >
                    Delete
                  </Button>
                )}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
