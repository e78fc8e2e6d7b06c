import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQueryClient } from '../../../test/render-with-providers.tsx';
import { CodRiskCard } from './cod-risk-card.tsx';

function renderCard() {
  const fetchMock = vi.mocked(fetch);
  renderWithQueryClient(
    <MemoryRouter>
      <CodRiskCard />
    </MemoryRouter>,
  );
  return {
    card: within(screen.getByRole('region', { name: 'Cash on delivery risk (90 days)' })),
    fetchMock,
  };
}

const prefix = (code: string, shipped: number, returnedToOrigin: number, codAvailable = true) => ({
  prefix: code,
  shipped,
  returnedToOrigin,
  ratePercent: Math.round((returnedToOrigin * 1000) / shipped) / 10,
  codAvailable,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the dashboard’s cash on delivery risk', () => {
  it('shows the shop’s COD and UPI rates and the worst PIN prefixes, each with a way to turn COD off', async () => {
    fakeApi({
      'GET /admin/reports/cod-risk': {
        body: {
          days: 90,
          cod: { shipped: 40, returnedToOrigin: 5, ratePercent: 12.5 },
          upi: { shipped: 12, returnedToOrigin: 0, ratePercent: 0 },
          prefixes: [
            prefix('110', 6, 3, false),
            prefix('560', 3, 1),
            prefix('411', 9, 1),
            prefix('400', 22, 0),
          ],
        },
      },
    });
    const { card, fetchMock } = renderCard();

    const table = await card.findByRole('table', {
      name: 'PIN prefixes where COD parcels come back most',
    });
    expect(
      card.getByText('Cash on delivery', { selector: 'dt' }).nextElementSibling!.textContent,
    ).toBe('12.5% (5 of 40)');
    expect(card.getByText('UPI', { selector: 'dt' }).nextElementSibling!.textContent).toBe(
      '0% (0 of 12)',
    );
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    // A prefix where nothing came back is no risk to show.
    expect(rows).toEqual([
      ['110…', '3 of 6', '50%', 'COD off'],
      ['560…', '1 of 3', '33.3%', 'Turn off COD'],
      ['411…', '1 of 9', '11.1%', 'Turn off COD'],
    ]);
    expect(card.getByRole('link', { name: 'Turn off COD for 560' }).getAttribute('href')).toBe(
      '/admin/delivery?codOff=560',
    );
    expect(card.queryByRole('link', { name: 'Turn off COD for 110' })).toBeNull();
    const [url] = fetchMock.mock.calls[0]!;
    expect(new URL(String(url), 'http://localhost').searchParams.get('days')).toBe('90');
  });

  it('says when nothing has shipped, and when no COD parcel came back', async () => {
    fakeApi({
      'GET /admin/reports/cod-risk': {
        body: {
          days: 90,
          cod: { shipped: 3, returnedToOrigin: 0, ratePercent: 0 },
          upi: { shipped: 0, returnedToOrigin: 0, ratePercent: null },
          prefixes: [prefix('560', 3, 0)],
        },
      },
    });
    const { card } = renderCard();
    expect(
      await card.findByText('No cash-on-delivery parcel has come back in 90 days.'),
    ).toBeTruthy();
    expect(card.getByText('UPI', { selector: 'dt' }).nextElementSibling!.textContent).toBe(
      'Nothing shipped yet',
    );
    expect(card.queryByRole('table')).toBeNull();
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    fakeApi({
      'GET /admin/reports/cod-risk': { status: 500, body: { message: 'Boom', code: 'INTERNAL' } },
    });
    const { card } = renderCard();
    expect((await card.findByRole('alert')).textContent).toContain(
      'The return-to-origin figures could not be loaded.',
    );
  });
});
