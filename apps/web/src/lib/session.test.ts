import { describe, expect, it, vi } from 'vitest';
import {
  clearAllLocalStorage,
  clearCredentials,
  clearShopperSession,
  getStoredIds,
  getStoredUser,
  isAdmin,
  saveSignIn,
  setStoredIds,
} from './session.ts';

const admin = { id: 'u-1', username: 'asha', userType: 'ADMIN' };

function storedKeys(): string[] {
  return Object.keys(window.localStorage).sort();
}

describe('session storage', () => {
  it('writes exactly the keys of the spec on sign-in', () => {
    saveSignIn('tok-123', admin);

    expect(storedKeys()).toEqual(['authToken', 'role', 'user', 'userId']);
    expect(localStorage.getItem('authToken')).toBe('tok-123');
    expect(localStorage.getItem('role')).toBe('ADMIN');
    expect(localStorage.getItem('userId')).toBe('u-1');
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toEqual({
      username: 'asha',
      userType: 'ADMIN',
    });
    expect(getStoredUser()).toEqual({ username: 'asha', userType: 'ADMIN' });
  });

  it('tells this tab about the change with a storage event', () => {
    const listener = vi.fn();
    window.addEventListener('storage', listener);
    saveSignIn('tok', admin);
    window.removeEventListener('storage', listener);

    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('on a 401 clears token, role and user id but keeps the stored user', () => {
    saveSignIn('tok', admin);
    setStoredIds('cart', ['v-1']);

    clearCredentials();

    expect(storedKeys()).toEqual(['cart', 'user']);
  });

  it('shopper logout removes token, user, cart and wishlist, and leaves other keys', () => {
    saveSignIn('tok', { id: 'u-2', username: 'ravi', userType: 'CUSTOMER' });
    setStoredIds('cart', ['v-1', 'v-2']);
    setStoredIds('wishlist', ['p-1']);
    localStorage.setItem('token', 'old');
    localStorage.setItem('unrelated', 'stays');

    clearShopperSession();

    expect(storedKeys()).toEqual(['unrelated']);
    expect(getStoredUser()).toBeNull();
  });

  it('admin logout clears everything', () => {
    saveSignIn('tok', admin);
    localStorage.setItem('unrelated', 'x');

    clearAllLocalStorage();

    expect(storedKeys()).toEqual([]);
  });

  it('reads id lists defensively', () => {
    setStoredIds('wishlist', ['p-1', 'p-2']);
    expect(getStoredIds('wishlist')).toEqual(['p-1', 'p-2']);

    localStorage.setItem('cart', '{not json');
    expect(getStoredIds('cart')).toEqual([]);

    localStorage.setItem('cart', '[3, "v-4", null]');
    expect(getStoredIds('cart')).toEqual(['3', 'v-4']);
  });

  it('ignores a malformed stored user', () => {
    localStorage.setItem('user', '{"username": 5}');
    expect(getStoredUser()).toBeNull();
  });

  it('compares the user type case-insensitively', () => {
    expect(isAdmin({ username: 'a', userType: 'admin' })).toBe(true);
    expect(isAdmin({ username: 'a', userType: 'CUSTOMER' })).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});
