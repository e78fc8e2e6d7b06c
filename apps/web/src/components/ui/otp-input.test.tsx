import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OtpInput } from './otp-input.tsx';
import { I18nWrapper } from '../../test/render-with-providers.tsx';

function Harness({ initial = ['', '', '', '', '', ''] }: { initial?: string[] }) {
  const [digits, setDigits] = useState(initial);
  return (
    <>
      <OtpInput value={digits} onChange={setDigits} label="Verification code" />
      <output data-testid="value">{digits.join('')}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const value = () => screen.getByTestId('value').textContent;

describe('OtpInput', () => {
  it('labels each box for screen readers and asks for the numeric keyboard', () => {
    render(<Harness />, { wrapper: I18nWrapper });
    expect(boxes()).toHaveLength(6);
    expect(screen.getByLabelText('Verification code, digit 1 of 6')).toBe(boxes()[0]);
    expect(screen.getByLabelText('Verification code, digit 6 of 6')).toBe(boxes()[5]);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
    for (const box of boxes()) expect(box.getAttribute('inputmode')).toBe('numeric');
  });

  it('moves focus to the next box as digits are typed and ignores letters', async () => {
    const user = userEvent.setup();
    render(<Harness />, { wrapper: I18nWrapper });

    await user.click(boxes()[0]!);
    await user.keyboard('1a2');

    expect(value()).toBe('12');
    expect(document.activeElement).toBe(boxes()[2]);

    await user.keyboard('3456');
    expect(value()).toBe('123456');
    expect(document.activeElement).toBe(boxes()[5]);
  });

  it('goes back one box on Backspace in an empty box, clearing it', async () => {
    const user = userEvent.setup();
    render(<Harness />, { wrapper: I18nWrapper });

    await user.click(boxes()[0]!);
    await user.keyboard('123');
    expect(document.activeElement).toBe(boxes()[3]);

    await user.keyboard('{Backspace}');
    expect(value()).toBe('12');
    expect(document.activeElement).toBe(boxes()[2]);

    await user.keyboard('{Backspace}');
    expect(value()).toBe('1');
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('clears a filled box on Backspace without moving', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['1', '2', '3', '', '', '']} />, { wrapper: I18nWrapper });

    await user.click(boxes()[1]!);
    await user.keyboard('{Backspace}');

    expect(boxes().map((box) => box.value)).toEqual(['1', '', '3', '', '', '']);
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('fills every box from a pasted six-digit code, whichever box has focus', async () => {
    const user = userEvent.setup();
    render(<Harness />, { wrapper: I18nWrapper });

    await user.click(boxes()[3]!);
    await user.paste('Your code: 482 913');

    expect(boxes().map((box) => box.value)).toEqual(['4', '8', '2', '9', '1', '3']);
    expect(document.activeElement).toBe(boxes()[5]);
  });

  it('replaces the digit of a filled box when typing over it', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['1', '2', '3', '4', '5', '6']} />, { wrapper: I18nWrapper });

    await user.click(boxes()[2]!);
    await user.keyboard('9');

    expect(value()).toBe('129456');
    expect(document.activeElement).toBe(boxes()[3]);
  });

  it('moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness />, { wrapper: I18nWrapper });

    await user.click(boxes()[2]!);
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(boxes()[0]);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(boxes()[1]);
  });
});
