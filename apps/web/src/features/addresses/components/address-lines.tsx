import type { Address } from '@shop/contracts/addresses';

/** An address as it is written on a parcel. */
export function AddressLines({ address }: { address: Address }) {
  return (
    <span className="block text-ink-700 not-italic">
      <span className="block font-bold text-ink-900">{address.addressLine1}</span>
      {address.addressLine2 && <span className="block">{address.addressLine2}</span>}
      <span className="block">
        {address.city}, {address.state} {address.postalCode}
      </span>
    </span>
  );
}

export function DefaultBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-sage-100 px-2.5 py-0.5 text-xs font-extrabold text-sage-700">
      Default
    </span>
  );
}
