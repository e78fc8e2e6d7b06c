import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { newVariant, type VariantDraft } from '../product-draft.ts';
import { withGridRows } from '../variant-grid.ts';
import { VariantsTab } from './variants-tab.tsx';
import { I18nWrapper } from '../../../test/render-with-providers.tsx';

function Harness({ initial }: { initial: VariantDraft[] }) {
  const [variants, setVariants] = useState(initial);
  return (
    <VariantsTab
      variants={variants}
      onChange={(key, change) =>
        setVariants((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)))
      }
      onAdd={() => setVariants((rows) => [...rows, newVariant(rows.length)])}
      onAddRows={(rows) => setVariants((current) => withGridRows(current, rows))}
      onRemove={(key) => setVariants((rows) => rows.filter((row) => row.key !== key))}
      problems={new Map()}
    />
  );
}

const row = (size: string, color: string, sku = ''): VariantDraft => ({
  ...newVariant(1),
  sku,
  size,
  color,
  originalPrice: '599',
});

const variantCards = () => screen.queryAllByRole('group', { name: /^Variant \d+$/ });
const valueIn = (card: HTMLElement, label: string) =>
  (within(card).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement).value;

async function chooseGrid(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Choose sizes and colours' }));
  for (const size of ['0-3M', '3-6M', '6-12M']) {
    await user.click(screen.getByRole('checkbox', { name: size }));
  }
  await user.type(screen.getByLabelText('Colours'), 'Marigold Yellow, Navy');
  await user.type(screen.getByLabelText('Price of each (₹)'), '499');
  await user.type(screen.getByLabelText(/^Discount of each \(₹\)/), '50');
  const stock = screen.getByLabelText('Stock of each');
  await user.clear(stock);
  await user.type(stock, '4');
}

describe('adding variants the quick way', () => {
  it('makes 3 sizes × 2 colours = 6 rows with the price, discount and stock filled down', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[newVariant(0)]} />, { wrapper: I18nWrapper });
    expect(screen.getByRole('region', { name: 'Add variants the quick way' })).toBeTruthy();
    // Its buttons never answer to the name of the one-row "Add variant" button.
    expect(
      screen.getAllByRole('button', { name: /add variant/i }).map((b) => b.textContent),
    ).toEqual(['Add variant']);
    await chooseGrid(user);
    expect(screen.getByText('6 new variants: 3 sizes × 2 colours.').getAttribute('role')).toBe(
      'status',
    );
    await user.click(screen.getByRole('button', { name: 'Add 6 variants' }));
    expect(screen.getByRole('status').textContent).toBe('6 variants added at the end of the list.');
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Choose sizes and colours' }),
    );

    // The blank row the product opened with gives way to the six.
    const cards = variantCards();
    expect(cards.map((card) => [valueIn(card, 'Size'), valueIn(card, 'Colour')])).toEqual([
      ['0-3M', 'Marigold Yellow'],
      ['0-3M', 'Navy'],
      ['3-6M', 'Marigold Yellow'],
      ['3-6M', 'Navy'],
      ['6-12M', 'Marigold Yellow'],
      ['6-12M', 'Navy'],
    ]);
    for (const card of cards) {
      expect([valueIn(card, 'Price'), valueIn(card, 'Discount'), valueIn(card, 'Stock')]).toEqual([
        '499',
        '50',
        '4',
      ]);
    }

    // Each row stays its own afterwards.
    const price = within(cards[2]!).getByLabelText('Price (₹)');
    await user.clear(price);
    await user.type(price, '549');
    expect(variantCards().map((card) => valueIn(card, 'Price'))).toEqual([
      '499',
      '499',
      '549',
      '499',
      '499',
      '499',
    ]);
  });

  it('skips the combinations the list already has', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[row('3-6M', 'navy')]} />, { wrapper: I18nWrapper });
    await chooseGrid(user);
    expect(
      screen.getByText('5 new variants: 3 sizes × 2 colours, 1 already in the list (skipped).'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add 5 variants' }));
    const cards = variantCards();
    expect(cards).toHaveLength(6);
    expect(cards.map((card) => `${valueIn(card, 'Size')} ${valueIn(card, 'Colour')}`)).toEqual([
      '3-6M navy',
      '0-3M Marigold Yellow',
      '0-3M Navy',
      '3-6M Marigold Yellow',
      '6-12M Marigold Yellow',
      '6-12M Navy',
    ]);
  });
});

describe('the SKU field', () => {
  it('says at once, under the field, that another row has the SKU in any case', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[row('0-3M', 'Mint', 'LS-RMP-01'), row('3-6M', 'Mint')]} />, {
      wrapper: I18nWrapper,
    });
    const [, second] = variantCards();
    const sku = within(second!).getByLabelText(/^SKU/);
    await user.type(sku, 'ls-rmp-01');
    expect(within(second!).getByText('Variant 1 has this SKU too.')).toBeTruthy();
    expect(sku.getAttribute('aria-invalid')).toBe('true');
    expect(sku.getAttribute('aria-describedby')).toBe(
      within(second!).getByText('Variant 1 has this SKU too.').id,
    );

    await user.type(sku, ' x');
    expect(within(second!).getByText('A SKU uses only letters, digits, -, _ and /.')).toBeTruthy();
    await user.clear(sku);
    await user.type(sku, 'LS-RMP-02');
    expect(within(second!).queryByText(/SKU/, { selector: 'p' })).toBeNull();
  });
});
