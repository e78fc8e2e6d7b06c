import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { addToCartMessages, checkAddToCart } from './add-to-cart-rules.ts';

const customer = { username: 'ravi', userType: 'CUSTOMER' };
const admin = { username: 'asha', userType: 'admin' };
const inStock = { id: 'v-1', stock: 4 };
const soldOut = { id: 'v-2', stock: 0 };

describe('checkAddToCart', () => {
  it('asks a visitor to log in before anything else, even without a size', () => {
    expect(checkAddToCart(null, null)).toEqual({ block: 'login' });
    expect(checkAddToCart(null, soldOut)).toEqual({ block: 'login' });
  });

  it('refuses an admin (user type compared case-insensitively) before the size checks', () => {
    expect(checkAddToCart(admin, null)).toEqual({ block: 'admin' });
    expect(checkAddToCart(admin, inStock)).toEqual({ block: 'admin' });
  });

  it('asks a customer for a size, then refuses a sold-out size', () => {
    expect(checkAddToCart(customer, null)).toEqual({ block: 'size' });
    expect(checkAddToCart(customer, soldOut)).toEqual({ block: 'stock' });
  });

  it('lets a customer add a size that has stock', () => {
    expect(checkAddToCart(customer, inStock)).toEqual({ block: null, variant: inStock });
  });

  it('uses the spec texts', () => {
    expect(i18n._(addToCartMessages.login)).toBe('Please login to add to cart');
    expect(i18n._(addToCartMessages.admin)).toBe('Admins cannot add products to cart ❌');
    expect(i18n._(addToCartMessages.size)).toBe('Please select a size first ⚠️');
    expect(i18n._(addToCartMessages.stock)).toBe('This size is out of stock ❌');
  });
});
