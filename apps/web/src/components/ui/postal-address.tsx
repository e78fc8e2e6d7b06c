import clsx from 'clsx';

type Address = {
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  postalCode: string;
};

/** A delivery address on its lines: street, the second line when there is one, city. */
export function PostalAddress({ address, className }: { address: Address; className?: string }) {
  return (
    <address className={clsx('text-sm text-ink-700 not-italic', className)}>
      {address.addressLine1}
      {address.addressLine2 && (
        <>
          <br />
          {address.addressLine2}
        </>
      )}
      <br />
      {address.city}, {address.state} {address.postalCode}
    </address>
  );
}
