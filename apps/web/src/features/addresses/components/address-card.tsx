import type { Address } from '@shop/contracts/addresses';
import clsx from 'clsx';
import { MapPin, Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button.tsx';
import { PostalAddress } from '../../../components/ui/postal-address.tsx';
import { DefaultBadge, NeedsUpdateNote } from './address-lines.tsx';

type AddressCardProps = {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
};

const iconButton =
  'grid size-10 cursor-pointer place-items-center rounded-full text-ink-500 transition-colors';

/**
 * A saved address in the address book: the Default badge, edit and delete icons, and for an
 * address that no longer passes the shop's checks, what to fix and a button to fix it.
 */
export function AddressCard({ address, onEdit, onDelete }: AddressCardProps) {
  const { t } = useLingui();
  const noteId = useId();
  const street = address.addressLine1;
  return (
    <article
      className={clsx(
        'flex h-full gap-3 rounded-2xl border-2 bg-white p-4 sm:p-5',
        address.needsUpdate
          ? 'border-sun-300'
          : address.isDefault
            ? 'border-sage-300'
            : 'border-ink-900/10',
      )}
    >
      <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-coral-600" />
      <div className="min-w-0 flex-1">
        {address.isDefault && (
          <p className="mb-2">
            <DefaultBadge />
          </p>
        )}
        <PostalAddress as="span" address={address} className="text-base" />
        {address.needsUpdate && (
          <>
            <NeedsUpdateNote address={address} id={noteId} />
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              onClick={onEdit}
              aria-describedby={noteId}
            >
              <Trans>Update address</Trans>
            </Button>
          </>
        )}
      </div>
      <div className="-mt-1 -mr-1 flex shrink-0 items-start gap-1">
        <button
          type="button"
          onClick={onEdit}
          aria-label={t`Edit address: ${street}`}
          title={t`Edit address`}
          className={clsx(iconButton, 'hover:bg-sky-50 hover:text-sky-700')}
        >
          <Pencil aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          onClick={onDelete}
          aria-label={t`Delete address: ${street}`}
          title={t`Delete address`}
          className={clsx(iconButton, 'hover:bg-danger-50 hover:text-danger-600')}
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      </div>
    </article>
  );
}
