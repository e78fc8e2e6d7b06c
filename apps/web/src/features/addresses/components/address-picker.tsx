import type { Address } from '@shop/contracts/addresses';
import clsx from 'clsx';
import { Pencil, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button.tsx';
import type { RecipientPrefill } from '../address-form-values.ts';
import { AddressForm, type AddressFormMessages } from './address-form.tsx';
import { PostalAddress } from '../../../components/ui/postal-address.tsx';
import { DefaultBadge, NeedsUpdateNote } from './address-lines.tsx';

type Editing = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; id: string };

type AddressPickerProps = {
  addresses: readonly Address[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** A new address's name and mobile until the customer types others (the account's own). */
  recipient?: RecipientPrefill;
};

/**
 * Checkout's shipping address (spec): saved addresses as selectable cards with edit, and an
 * "Add New" inline form, which opens by itself when the shopper has no address yet. An address
 * that needs an update says what to fix and opens its form here, so checkout can go on.
 */
export function AddressPicker({ addresses, selectedId, onSelect, recipient }: AddressPickerProps) {
  const { t } = useLingui();
  /** Checkout's address toasts (spec section 8, Place order). */
  const checkoutMessages: AddressFormMessages = {
    added: t`Address added successfully`,
    updated: t`Address updated successfully`,
    failed: t`Failed to save address`,
  };
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const groupName = useId();
  const none = addresses.length === 0;
  const close = () => setEditing({ mode: 'closed' });

  return (
    <div className="flex flex-col gap-4">
      {addresses.length > 0 && (
        <div
          role="radiogroup"
          aria-label={t`Shipping address`}
          className="grid gap-3 md:grid-cols-2"
        >
          {addresses.map((address) =>
            editing.mode === 'edit' && editing.id === address.id ? (
              <div key={address.id} className="md:col-span-2">
                <AddressForm
                  title={t`Edit address`}
                  address={address}
                  messages={checkoutMessages}
                  toastWhenInvalid
                  onSaved={(saved) => {
                    onSelect(saved.id);
                    close();
                  }}
                  onCancel={close}
                />
              </div>
            ) : (
              <div key={address.id} className="relative flex flex-col gap-2">
                <label
                  className={clsx(
                    'flex flex-1 cursor-pointer gap-3 rounded-2xl border-2 bg-white p-4 pr-14 transition-colors',
                    'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-[var(--color-focus)]',
                    selectedId === address.id
                      ? 'border-coral-500 bg-coral-50'
                      : 'border-ink-900/10 hover:border-coral-300',
                  )}
                >
                  <input
                    type="radio"
                    name={groupName}
                    value={address.id}
                    checked={selectedId === address.id}
                    onChange={() => onSelect(address.id)}
                    className="mt-1 size-5 shrink-0 cursor-pointer accent-coral-600 focus-visible:outline-none"
                  />
                  <span className="min-w-0">
                    {address.isDefault && (
                      <span className="mb-1.5 block">
                        <DefaultBadge />
                      </span>
                    )}
                    <PostalAddress as="span" address={address} className="text-base" />
                    {address.needsUpdate && (
                      <NeedsUpdateNote address={address} id={`${groupName}-${address.id}-note`} />
                    )}
                  </span>
                </label>
                {address.needsUpdate && (
                  <Button
                    variant="outline"
                    size="sm"
                    className="self-start"
                    onClick={() => setEditing({ mode: 'edit', id: address.id })}
                    aria-describedby={`${groupName}-${address.id}-note`}
                  >
                    <Trans>Update address</Trans>
                  </Button>
                )}
                <button
                  type="button"
                  onClick={() => setEditing({ mode: 'edit', id: address.id })}
                  aria-label={t`Edit address: ${ph({ street: address.addressLine1 })}`}
                  title={t`Edit address`}
                  className="absolute top-2.5 right-2.5 grid size-10 cursor-pointer place-items-center rounded-full text-ink-500 transition-colors hover:bg-sky-50 hover:text-sky-700"
                >
                  <Pencil aria-hidden="true" className="size-5" />
                </button>
              </div>
            ),
          )}
        </div>
      )}

      {none || editing.mode === 'new' ? (
        <AddressForm
          title={t`New address`}
          address={null}
          messages={checkoutMessages}
          defaultChecked={none}
          // With no address yet the form is part of the page, not something the shopper opened.
          focusOnOpen={!none}
          recipient={recipient}
          toastWhenInvalid
          onSaved={(saved) => {
            onSelect(saved.id);
            close();
          }}
          onCancel={none ? undefined : close}
        />
      ) : (
        <Button
          variant="outline"
          className="self-start"
          onClick={() => setEditing({ mode: 'new' })}
        >
          <Plus aria-hidden="true" className="size-5" />
          <Trans>Add New</Trans>
        </Button>
      )}
    </div>
  );
}
