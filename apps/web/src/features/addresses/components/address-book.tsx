import type { Address } from '@shop/contracts/addresses';
import { MapPin, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAddresses } from '../api/addresses-query.ts';
import { useDeleteAddress } from '../api/delete-address.ts';
import { AddressCard } from './address-card.tsx';
import type { RecipientPrefill } from '../address-form-values.ts';
import { AddressForm, type AddressFormMessages } from './address-form.tsx';

type Editing = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; id: string };

function AddressBookSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-4 md:grid-cols-2">
      <span role="status" className="sr-only">
        <Trans>Loading your addresses…</Trans>
      </span>
      {[0, 1].map((index) => (
        <div
          key={index}
          aria-hidden="true"
          className="flex gap-3 rounded-2xl border-2 border-ink-900/10 p-5"
        >
          <Skeleton className="size-5 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * My account > Addresses (spec): saved addresses with add, edit, default and delete. `recipient`
 * prefills a new address's name and mobile (the account's own).
 */
export function AddressBook({ recipient }: { recipient?: RecipientPrefill }) {
  const { t } = useLingui();
  /** The address book's toasts (spec section 8, Addresses). */
  const bookMessages: AddressFormMessages = {
    added: t`Address added!`,
    updated: t`Address updated!`,
    failed: t`Save failed!`,
  };
  const addresses = useAddresses();
  const deleteAddress = useDeleteAddress();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [toDelete, setToDelete] = useState<Address | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const list = addresses.data;
  const closeForm = () => {
    setEditing({ mode: 'closed' });
    // The form (and the button in it) is gone: keep the keyboard user's place on the page.
    headingRef.current?.focus();
  };

  function askToDelete(address: Address) {
    // The server refuses too (409); saying so at once spares a pointless question.
    if (address.isDefault) {
      // The contract's DEFAULT_ADDRESS_DELETE_MESSAGE, in the page's language.
      toast.error(t`Default address cannot be deleted!`);
      return;
    }
    setToDelete(address);
  }

  function confirmDelete() {
    if (!toDelete) return;
    deleteAddress.mutate(toDelete.id, {
      onSuccess: () => toast.success(t`Deleted!`),
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.status === 409 ? error.message : t`Delete failed!`,
        ),
      onSettled: () => setToDelete(null),
    });
  }

  const newForm = (
    <AddressForm
      title={t`New address`}
      address={null}
      messages={bookMessages}
      defaultChecked={list?.length === 0}
      recipient={recipient}
      onSaved={closeForm}
      onCancel={closeForm}
    />
  );

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-semibold sm:text-4xl">
          <Trans>Saved Addresses</Trans>
        </h1>
        {list && list.length > 0 && editing.mode !== 'new' && (
          <Button onClick={() => setEditing({ mode: 'new' })}>
            <Plus aria-hidden="true" className="size-5" />
            <Trans>Add New Address</Trans>
          </Button>
        )}
      </div>
      <p className="mt-2 text-lg text-ink-700">
        <Trans>
          Where we deliver your parcels. The default address is chosen first at checkout.
        </Trans>
      </p>

      <div className="mt-8">
        {addresses.isError ? (
          <LoadError
            message={t`Could not load your addresses.`}
            onRetry={() => void addresses.refetch()}
            retrying={addresses.isFetching}
          />
        ) : !list ? (
          <AddressBookSkeleton />
        ) : list.length === 0 && editing.mode !== 'new' ? (
          <EmptyState
            icon={MapPin}
            title={t`No addresses saved`}
            tone="inset"
            action={
              <Button onClick={() => setEditing({ mode: 'new' })}>
                <Plus aria-hidden="true" className="size-5" />
                <Trans>Add Address</Trans>
              </Button>
            }
          >
            <Trans>
              Add the address your parcels should go to, and checkout will pick it for you.
            </Trans>
          </EmptyState>
        ) : (
          <div className="flex flex-col gap-6">
            {editing.mode === 'new' && newForm}
            {list.length > 0 && (
              <ul className="grid gap-4 md:grid-cols-2">
                {list.map((address) =>
                  editing.mode === 'edit' && editing.id === address.id ? (
                    <li key={address.id} className="md:col-span-2">
                      <AddressForm
                        title={t`Edit address`}
                        address={address}
                        messages={bookMessages}
                        onSaved={closeForm}
                        onCancel={closeForm}
                      />
                    </li>
                  ) : (
                    <li key={address.id}>
                      <AddressCard
                        address={address}
                        onEdit={() => setEditing({ mode: 'edit', id: address.id })}
                        onDelete={() => askToDelete(address)}
                      />
                    </li>
                  ),
                )}
              </ul>
            )}
          </div>
        )}
      </div>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t`Delete address`}
        description={t`Are you sure you want to delete this address?`}
        confirmLabel={t`Yes`}
        cancelLabel={t`No`}
        onConfirm={confirmDelete}
        busy={deleteAddress.isPending}
        busyLabel={t`Deleting…`}
        onCloseAutoFocus={(event) => {
          // The card that opened the dialog is gone after a delete: land on the heading instead.
          if (deleteAddress.isSuccess) {
            event.preventDefault();
            headingRef.current?.focus();
          }
        }}
      />
    </div>
  );
}
