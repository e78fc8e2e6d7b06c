import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
    );
    expect(screen.getByText('−₹100').classList).toContain('text-sage-700');
    expect(screen.getByText('₹499').classList).toContain('text-ink-900');
  });
});
