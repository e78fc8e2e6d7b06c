import { render, screen } from '@testing-library/react';
import { toast as sonnerToast, Toaster } from 'sonner';
import { afterEach, expect, it } from 'vitest';
import { toast } from './toast.ts';

afterEach(() => {
  sonnerToast.dismiss();
});

it("shows each kind of toast through sonner's outlet", async () => {
  render(<Toaster />);
  toast.success('Added to Cart 🛒');
  toast.error('Something went wrong with Cart ❌');
  toast.warning('Please select a size first ⚠️');
  toast.info('Removed from wishlist ❤️');
  for (const message of [
    'Added to Cart 🛒',
    'Something went wrong with Cart ❌',
    'Please select a size first ⚠️',
    'Removed from wishlist ❤️',
  ]) {
    expect(await screen.findByText(message)).toBeTruthy();
  }
});

it('keeps a toast shown before the outlet has mounted', async () => {
  toast.error('Please login to add to cart');
  // The outlet comes after the first paint (app/providers.tsx), so a quick tap can come first.
  await new Promise((resolve) => setTimeout(resolve, 50));
  render(<Toaster />);
  expect(await screen.findByText('Please login to add to cart')).toBeTruthy();
});

it('passes the options on: one id shows one toast however often it is asked for', async () => {
  render(<Toaster />);
  toast.error('Failed to load cart items.', { id: 'cart' });
  toast.error('Failed to load cart items.', { id: 'cart' });
  await screen.findByText('Failed to load cart items.');
  expect(screen.getAllByText('Failed to load cart items.')).toHaveLength(1);
});
