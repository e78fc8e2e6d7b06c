import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { describe, expect, it } from 'vitest';
import { hindi } from '../../test/hindi.ts';
import { I18nWrapper } from '../../test/render-with-providers.tsx';
import { SummaryRows } from './summary-rows.tsx';

describe('SummaryRows', () => {
  it('pairs each label with its value, in order, and ends with the total', () => {
    const { container } = render(
      <SummaryRows
        rows={[
          { label: 'Subtotal', value: '₹1,697' },
          { label: 'Discount', value: '−₹200', saving: true },
          { label: 'Shipping', value: 'Free', saving: true },
        ]}
        total="₹1,497"
      />,
      { wrapper: I18nWrapper },
    );
    const pairs = [...container.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Subtotal', '₹1,697'],
      ['Discount', '−₹200'],
      ['Shipping', 'Free'],
      ['Total', '₹1,497'],
    ]);
  });

  it('shows savings in green and amounts in ink', () => {
    render(
      <SummaryRows
        rows={[
          { label: 'Subtotal', value: '₹499' },
          { label: 'Discount', value: '−₹100', saving: true },
        ]}
        total="₹399"
      />,
      { wrapper: I18nWrapper },
    );
    expect(screen.getByText('−₹100').classList).toContain('text-sage-700');
    expect(screen.getByText('₹499').classList).toContain('text-ink-900');
  });

  it('names the total in Hindi on a Hindi page', () => {
    render(
      <I18nProvider i18n={hindi()}>
        <SummaryRows rows={[{ label: 'सबटोटल', value: '₹499' }]} total="₹499" />
      </I18nProvider>,
    );
    expect(screen.getByText('कुल')).toBeTruthy();
    expect(screen.queryByText('Total')).toBeNull();
  });
});
