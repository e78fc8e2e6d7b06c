import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Inbox } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithQueryClient } from '../../test/render-with-providers.tsx';
import { AdminLoadError, AdminQueryState, AdminSkeletonList } from './admin-query-state.tsx';

function Orders({ load }: { load: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['orders'], queryFn: load });
  return (
    <AdminQueryState
      panelClassName="orders-panel"
      query={query}
      loading={
        <AdminSkeletonList label="Loading orders" rows={3} className="gap-3" rowClassName="h-16" />
      }
      errorMessage="The orders could not be loaded."
      empty={{ when: (orders) => orders.length === 0, icon: Inbox, message: 'No orders yet.' }}
    >
      {(orders) => (
        <ul aria-label="Orders">
          {orders.map((order) => (
            <li key={order}>{order}</li>
          ))}
        </ul>
      )}
    </AdminQueryState>
  );
}

describe('AdminQueryState', () => {
  it('shows the named placeholder rows in a busy panel while loading, then the data', async () => {
    let answer: (orders: string[]) => void = () => {};
    const { container } = renderWithQueryClient(
      <Orders load={() => new Promise((resolve) => (answer = resolve))} />,
    );
    const panel = container.querySelector('.orders-panel');
    expect(panel?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('list', { name: 'Loading orders' }).children).toHaveLength(3);

    answer(['LS-1001', 'LS-1002']);
    const orders = await screen.findByRole('list', { name: 'Orders' });
    expect(orders.textContent).toBe('LS-1001LS-1002');
    expect(screen.queryByRole('list', { name: 'Loading orders' })).toBeNull();
    expect(panel?.getAttribute('aria-busy')).toBe('false');
  });

  it('says what is empty instead of drawing an empty list', async () => {
    renderWithQueryClient(<Orders load={async () => []} />);
    expect(await screen.findByText('No orders yet.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Orders' })).toBeNull();
  });

  it('says what failed and loads again on Try again', async () => {
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(['LS-1001']);
    renderWithQueryClient(<Orders load={load} />);
    expect(await screen.findByText('The orders could not be loaded.')).toBeTruthy();
    // A block in place of the list, not an alert.
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('list', { name: 'Orders' })).textContent).toBe('LS-1001');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('AdminLoadError', () => {
  it('is an alert as a banner above a screen that still shows', async () => {
    const retry = vi.fn();
    renderWithQueryClient(
      <AdminLoadError
        layout="banner"
        message="The dashboard figures could not be loaded."
        onRetry={retry}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'The dashboard figures could not be loaded.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
