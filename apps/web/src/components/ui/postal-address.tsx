import { formatIndianMobile } from '@shop/contracts/india';
import type { Order } from '@shop/contracts/orders';
import clsx from 'clsx';

/**
 * Where a parcel goes, as it is written on it: the recipient, their mobile (none on orders placed
 * before addresses had one), street, the second line when there is one, city, state and PIN.
 * `as="span"` where an <address> may not stand, such as inside a radio button's label.
 */
export function PostalAddress({
  address,
  className = 'text-sm',
  as: Element = 'address',
}: {
  address: Order['address'];
  /** The text size and anything else; small by default. */
  className?: string;
  as?: 'address' | 'span';
}) {
  return (
    <Element className={clsx('block text-ink-700 not-italic', className)}>
      <span className="block font-bold text-ink-900">{address.fullName}</span>
      {address.phone && <span className="block">Phone: {formatIndianMobile(address.phone)}</span>}
      <span className="block">{address.addressLine1}</span>
      {address.addressLine2 && <span className="block">{address.addressLine2}</span>}
      <span className="block">
        {address.city}, {address.state} {address.postalCode}
      </span>
    </Element>
  );
}
