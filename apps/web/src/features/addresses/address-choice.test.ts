import { describe, expect, it } from 'vitest';
import { chosenAddressId } from './address-choice.ts';

const home = { id: 'a-1', isDefault: false };
const office = { id: 'a-2', isDefault: true };
const granny = { id: 'a-3', isDefault: false };

describe('chosenAddressId', () => {
  it('preselects the default address, else the first, else none', () => {
    expect(chosenAddressId([home, office, granny], null)).toBe('a-2');
    expect(chosenAddressId([home, granny], null)).toBe('a-1');
    expect(chosenAddressId([], null)).toBeNull();
  });

  it("keeps the shopper's pick while it exists, and falls back when it was deleted", () => {
    expect(chosenAddressId([home, office, granny], 'a-3')).toBe('a-3');
    expect(chosenAddressId([home, office], 'a-3')).toBe('a-2');
  });
});
