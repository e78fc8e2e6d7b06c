import {
  addressBodySchema,
  POSTAL_CODE_MAX_LENGTH,
  type Address,
  type AddressBody,
  type AddressBodyInput,
} from '@shop/contracts/addresses';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyServerFieldErrors } from '../../../lib/apply-server-field-errors.ts';
import { bindFields } from '../../../lib/bind-fields.ts';
import { useSaveAddress } from '../api/save-address.ts';
import { addressBody, addressFields, addressFormValues } from '../address-form-values.ts';

/** The toasts differ between the address book and checkout (spec section 8). */
export type AddressFormMessages = { added: string; updated: string; failed: string };

type AddressFormProps = {
  /** The address being edited; null adds a new one. */
  address: Address | null;
  messages: AddressFormMessages;
  onSaved: (address: Address) => void;
  /** Without it there is no Cancel button (checkout's form when no address exists yet). */
  onCancel?: () => void;
  /** Called when the form is submitted with a required field missing or too long. */
  onInvalid?: () => void;
  /** Ticks 'Set as default address' for a new address (the shopper's first one). */
  defaultChecked?: boolean;
  /** Names the form for screen readers, e.g. "New address". */
  title: string;
  /** Puts the cursor in the first field: for a form the shopper just opened, not on page load. */
  focusOnOpen?: boolean;
};

/** Spec: the address form, in add or edit mode, with the server's field errors under fields. */
export function AddressForm({
  address,
  messages,
  onSaved,
  onCancel,
  onInvalid,
  defaultChecked = false,
  title,
  focusOnOpen = true,
}: AddressFormProps) {
  const saveAddress = useSaveAddress();
  const titleId = useId();
  const defaultId = useId();
  const form = useForm<AddressBodyInput, unknown, AddressBody>({
    resolver: zodResolver(addressBodySchema),
    defaultValues: addressFormValues(address, defaultChecked),
  });
  const { register, handleSubmit, setError, setFocus } = form;
  const field = bindFields(form);

  useEffect(() => {
    if (focusOnOpen) setFocus('addressLine1');
  }, [focusOnOpen, setFocus]);

  const onSubmit = handleSubmit((values) => {
    saveAddress.mutate(
      { id: address?.id, body: addressBody(values) },
      {
        onSuccess: (saved) => {
          toast.success(address ? messages.updated : messages.added);
          onSaved(saved);
        },
        onError: (error) => {
          applyServerFieldErrors(error, setError, addressFields);
          toast.error(messages.failed);
        },
      },
    );
  }, onInvalid);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border-2 border-coral-200 bg-cream-50 p-4 sm:p-6"
    >
      <h3 id={titleId} className="text-lg font-semibold">
        {title}
      </h3>
      <TextField
        label="Address Line 1"
        autoComplete="address-line1"
        required
        {...field('addressLine1')}
      />
      <TextField
        label="Address Line 2"
        optional
        autoComplete="address-line2"
        {...field('addressLine2')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="City" autoComplete="address-level2" required {...field('city')} />
        <TextField label="State" autoComplete="address-level1" required {...field('state')} />
      </div>
      <TextField
        label="Postal Code"
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={POSTAL_CODE_MAX_LENGTH}
        required
        className="sm:max-w-48"
        {...field('postalCode')}
      />
      <div className="flex items-center gap-3">
        <input
          id={defaultId}
          type="checkbox"
          className="size-5 cursor-pointer accent-coral-600"
          {...register('isDefault')}
        />
        <label htmlFor={defaultId} className="cursor-pointer font-semibold">
          Set as default address
        </label>
      </div>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={saveAddress.isPending}>
            Cancel
          </Button>
        )}
        <Button type="submit" busy={saveAddress.isPending} busyLabel="Saving…">
          {address ? 'Update Address' : 'Save Address'}
        </Button>
      </div>
    </form>
  );
}
