import { describe, expect, it } from 'vitest';
import { attemptKey, randomKey } from './idempotency-key.ts';

describe('attemptKey', () => {
  it('reuses the key when the same order is tried again', () => {
    const first = attemptKey(null, 'addr-1', () => 'k1');
    expect(attemptKey(first, 'addr-1', () => 'k2')).toEqual({ addressId: 'addr-1', key: 'k1' });
  });

  it('starts a new attempt for another address', () => {
    const first = attemptKey(null, 'addr-1', () => 'k1');
    expect(attemptKey(first, 'addr-2', () => 'k2')).toEqual({ addressId: 'addr-2', key: 'k2' });
  });

  it('makes long random keys', () => {
    const a = randomKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(randomKey()).not.toBe(a);
  });
});
