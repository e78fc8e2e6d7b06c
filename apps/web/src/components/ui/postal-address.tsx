import { formatIndianMobile } from '@shop/contracts/india';
import type { Order } from '@shop/contracts/orders';
import clsx from 'clsx';
import { Trans } from '@lingui/react/macro';

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
  const phone = address.phone ? formatIndianMobile(address.phone) : null;
  return (
    <Element className={clsx('block text-ink-700 not-italic', className)}>
      <span className="block font-bold text-ink-900">{address.fullName}</span>
      {phone && (
        <span className="block">
          <Trans>Phone: {phone}</Trans>
        </span>
      )}
      <span className="block">{address.addressLine1}</span>
      {address.addressLine2 && <span className="block">{address.addressLine2}</span>}
      <span className="block">
        {address.city}, {address.state} {address.postalCode}
      </span>
    </Element>
  );
}
