import { deliveryStatuses, type DeliveryStatus } from '@shop/contracts/orders';
import { paymentFilters, type PaymentFilter } from '@shop/contracts/payments';
import { useSearchParams } from 'react-router';
import { pageFromSearch } from '../../lib/page-window.ts';

/** What the admin's order list is narrowed to; the export takes the same. */
export type OrderFilters = {
  status: DeliveryStatus | undefined;
  /** A payment status, or COD orders the customer has not confirmed. */
  payment: PaymentFilter | undefined;
  /** Order number, name, email or phone; '' for every order. */
  q: string;
  /** Shop-time dates, YYYY-MM-DD, both included; '' for no bound. */
  from: string;
  to: string;
};

/** The filters as the API's query: empty ones left out. */
export function filterQuery({ status, payment, q, from, to }: OrderFilters) {
  return {
    status,
    payment,
    q: q || undefined,
    from: from || undefined,
    to: to || undefined,
  };
}

/** A start after the end: the server refuses it, so the screen says why instead of asking. */
export const datesOutOfOrder = ({ from, to }: OrderFilters): boolean =>
  Boolean(from && to && from > to);

/**
 * The order list's filters and page, kept in the URL (?status=&payment=&q=&from=&to=&page=) so a reload or
 * a shared link shows the same orders. Changing a filter goes back to page 1; the search box
 * replaces the history entry, so typing does not fill the back button.
 */
export function useOrderFilters() {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('status')?.toUpperCase();
  const wantedPayment = params.get('payment')?.toUpperCase();
  const filters: OrderFilters = {
    status: deliveryStatuses.find((name) => name === wanted),
    payment: paymentFilters.find((name) => name === wantedPayment),
    q: params.get('q') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };

  const change = (
    name: 'status' | 'payment' | 'q' | 'from' | 'to',
    value: string,
    replace = false,
  ) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
        return next;
      },
      { replace },
    );
  };

  return {
    filters,
    tab: filters.status ?? 'ALL',
    page: pageFromSearch(params),
    setTab: (tab: string) => change('status', tab === 'ALL' ? '' : tab),
    setSearch: (q: string) => change('q', q.trim(), true),
    setPayment: (payment: string) => change('payment', payment),
    setFrom: (from: string) => change('from', from),
    setTo: (to: string) => change('to', to),
    /** The link to another page of the same filters. */
    pageHref: (target: number) => {
      const next = new URLSearchParams(params);
      if (target === 1) next.delete('page');
      else next.set('page', String(target));
      return `?${next.toString()}`;
    },
  };
}
