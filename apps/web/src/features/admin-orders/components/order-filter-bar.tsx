import * as Label from '@radix-ui/react-label';
import { Download, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { SHOP_DATE_MAX, SHOP_DATE_MIN } from '@shop/contracts/common';
import { paymentFilters, paymentStatusLabels, type PaymentFilter } from '@shop/contracts/payments';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { adminToastDuration } from '../../../lib/admin-toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { downloadOrdersCsv } from '../api/order-export.ts';
import { datesOutOfOrder, type OrderFilters } from '../use-order-filters.ts';

/** How long typing must pause before the list follows the search box. */
const SEARCH_DELAY_MS = 350;

type OrderFilterBarProps = {
  filters: OrderFilters;
  onSearch: (q: string) => void;
  onPayment: (payment: string) => void;
  onFrom: (from: string) => void;
  onTo: (to: string) => void;
};

/** The search box, the date range and the export of what they show. */
export function OrderFilterBar({
  filters,
  onSearch,
  onPayment,
  onFrom,
  onTo,
}: OrderFilterBarProps) {
  const id = useId();
  const outOfOrder = datesOutOfOrder(filters);
  return (
    <div className="mt-6 flex flex-col gap-3 lg:flex-row lg:items-end">
      <SearchBox q={filters.q} onSearch={onSearch} />
      <PaymentSelect id={`${id}-payment`} value={filters.payment} onChange={onPayment} />
      <div className="grid grid-cols-2 gap-3 lg:w-88">
        <DateField id={`${id}-from`} label="From" value={filters.from} onChange={onFrom} />
        <DateField
          id={`${id}-to`}
          label="To"
          value={filters.to}
          onChange={onTo}
          invalid={outOfOrder}
          describedBy={outOfOrder ? `${id}-dates` : undefined}
        />
        {outOfOrder && (
          <p id={`${id}-dates`} role="alert" className="col-span-2 text-sm text-danger-600">
            The start date must not be after the end date.
          </p>
        )}
      </div>
      <ExportButton filters={filters} disabled={outOfOrder} />
    </div>
  );
}

function SearchBox({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const id = useId();
  const [text, setText] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  // The back button or a link changed the search: show it (a trailing space being typed stays).
  if (q !== shownQ) {
    setShownQ(q);
    if (text.trim() !== q) setText(q);
  }

  // The list follows once typing pauses.
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = window.setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, q, onSearch]);

  return (
    <form role="search" onSubmit={(event) => event.preventDefault()} className="flex-1">
      <Label.Root htmlFor={id} className="text-sm font-bold text-ink-900">
        Search orders
      </Label.Root>
      <div className="relative mt-1.5">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-500"
        />
        <Input
          id={id}
          type="search"
          placeholder="Order number, name, email or phone"
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          className="pl-12"
        />
      </div>
    </form>
  );
}

const paymentFilterLabels: Record<PaymentFilter, string> = {
  AWAITING_PAYMENT: paymentStatusLabels.AWAITING_PAYMENT,
  VERIFYING: paymentStatusLabels.VERIFYING,
  PAID: paymentStatusLabels.PAID,
  FAILED: paymentStatusLabels.FAILED,
  COD_UNCONFIRMED: 'COD not confirmed',
};

/** Narrows the list to a payment status, or to COD orders the customer has not confirmed. */
function PaymentSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: PaymentFilter | undefined;
  onChange: (payment: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5 lg:w-48">
      <Label.Root htmlFor={id} className="text-sm font-bold text-ink-900">
        Payment
      </Label.Root>
      <NativeSelect id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">Any payment</option>
        {paymentFilters.map((filter) => (
          <option key={filter} value={filter}>
            {paymentFilterLabels[filter]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

type DateFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string | undefined;
};

function DateField({ id, label, value, onChange, invalid, describedBy }: DateFieldProps) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label.Root htmlFor={id} className="text-sm font-bold text-ink-900">
        {label}
      </Label.Root>
      <Input
        id={id}
        type="date"
        min={SHOP_DATE_MIN}
        max={SHOP_DATE_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        invalid={invalid}
        aria-describedby={describedBy}
        className="px-3"
      />
    </div>
  );
}

function ExportButton({ filters, disabled }: { filters: OrderFilters; disabled: boolean }) {
  const [busy, setBusy] = useState(false);
  const exportOrders = async () => {
    setBusy(true);
    try {
      await downloadOrdersCsv(filters);
      toast.success('Orders exported', { duration: adminToastDuration });
    } catch (error) {
      toast.error(errorMessage(error, 'The orders could not be exported.'), {
        duration: adminToastDuration,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outline"
      className="h-12"
      onClick={exportOrders}
      busy={busy}
      busyLabel="Exporting…"
      disabled={disabled}
    >
      <Download aria-hidden="true" className="size-5" />
      Export CSV
    </Button>
  );
}
