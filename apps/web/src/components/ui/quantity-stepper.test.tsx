import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from '@lingui/react';
import { describe, expect, it } from 'vitest';
import { hindi } from '../../test/hindi.ts';
import { I18nWrapper } from '../../test/render-with-providers.tsx';
import { clampQuantity, QuantityStepper } from './quantity-stepper.tsx';

function Harness({ initial, max }: { initial: number; max: number }) {
  const [value, setValue] = useState(initial);
  return <QuantityStepper value={value} onChange={setValue} max={max} label="Quantity of Romper" />;
}

const minus = () => screen.getByRole('button', { name: 'Decrease quantity' });
const plus = () => screen.getByRole('button', { name: 'Increase quantity' });
const shown = () => screen.getByRole('status').textContent;

describe('clampQuantity', () => {
  it('keeps a quantity between 1 and the stock', () => {
    expect(clampQuantity(0, 1, 5)).toBe(1);
    expect(clampQuantity(6, 1, 5)).toBe(5);
    expect(clampQuantity(3, 1, 5)).toBe(3);
    expect(clampQuantity(2.7, 1, 5)).toBe(2);
  });

  it('pins to the minimum when there is no stock at all', () => {
    expect(clampQuantity(3, 1, 0)).toBe(1);
  });
});

describe('QuantityStepper', () => {
  it('cannot go below 1', async () => {
    const user = userEvent.setup();
    render(<Harness initial={2} max={5} />, { wrapper: I18nWrapper });
    await user.click(minus());
    expect(shown()).toBe('1');
    expect((minus() as HTMLButtonElement).disabled).toBe(true);
    await user.click(minus());
    expect(shown()).toBe('1');
  });

  it('cannot go above the stock', async () => {
    const user = userEvent.setup();
    render(<Harness initial={2} max={3} />, { wrapper: I18nWrapper });
    await user.click(plus());
    expect(shown()).toBe('3');
    expect((plus() as HTMLButtonElement).disabled).toBe(true);
    await user.click(plus());
    expect(shown()).toBe('3');
    expect(screen.getByRole('group', { name: 'Quantity of Romper' })).toBeTruthy();
  });

  it('names its buttons and value in Hindi on a Hindi page', () => {
    render(
      <I18nProvider i18n={hindi()}>
        <Harness initial={2} max={3} />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'मात्रा घटाएँ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'मात्रा बढ़ाएँ' })).toBeTruthy();
    expect(screen.getByRole('status').getAttribute('aria-label')).toBe('मात्रा 2');
  });
});
