import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StackedTableHead } from './stacked-table-head.tsx';

function renderHead(stacksBelow: 'sm' | 'md') {
  render(
    <table>
      <StackedTableHead
        stacksBelow={stacksBelow}
        columns={[
          { label: 'Product' },
          { label: 'Stock', className: 'text-right' },
          { label: <span className="sr-only">Edit</span> },
        ]}
      />
    </table>,
  );
  return screen.getAllByRole('columnheader');
}

describe('StackedTableHead', () => {
  it('names every column, each with its own extra classes', () => {
    const headers = renderHead('md');
    expect(headers.map((header) => header.textContent)).toEqual(['Product', 'Stock', 'Edit']);
    expect(headers.every((header) => header.getAttribute('scope') === 'col')).toBe(true);
    expect(headers[1]?.className).toContain('text-right');
    expect(headers[1]?.className).toContain('px-4 py-3');
  });

  it('is for screen readers only below the width where the rows become cards', () => {
    const [first] = renderHead('sm');
    expect(first?.closest('thead')?.className).toBe('max-sm:sr-only');
    expect(first?.className).toContain('px-3 py-2');
  });
});
