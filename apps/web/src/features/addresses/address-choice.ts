import type { Address } from '@shop/contracts/addresses';

/**
 * The address checkout ships to (spec section 4): the one the shopper picked while it still
 * exists, else the default address, else the first; null when there is none.
 */
export function chosenAddressId(
  addresses: readonly Pick<Address, 'id' | 'isDefault'>[],
  pickedId: string | null,
): string | null {
  if (pickedId && addresses.some((address) => address.id === pickedId)) return pickedId;
  return (addresses.find((address) => address.isDefault) ?? addresses[0])?.id ?? null;
}
