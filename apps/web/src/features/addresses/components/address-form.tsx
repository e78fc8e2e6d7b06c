import {
  addressFormSchema,
  POSTAL_CODE_MAX_LENGTH,
  type Address,
  type AddressFormInput,
} from '@shop/contracts/addresses';
import { indianStatesByName } from '@shop/contracts/india';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, fieldDescriptionIds } from '../../../components/ui/form-field.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/apply-server-field-errors.ts';
import { bindFields } from '../../../lib/bind-fields.ts';
import { useSaveAddress } from '../api/save-address.ts';
import {
  addressBody,
  addressFields,
  addressFormValues,
  fieldLabels,
  invalidAddressMessage,
  noRecipientPrefill,
  type AddressFormOutput,
  type RecipientPrefill,
} from '../address-form-values.ts';

/** The toasts differ between the address book and checkout (spec section 8). */
export type AddressFormMessages = { added: string; updated: string; failed: string };

type AddressFormProps = {
  /** The address being edited; null adds a new one. */
  address: Address | null;
  messages: AddressFormMessages;
  onSaved: (address: Address) => void;
  /** Without it there is no Cancel button (checkout's form when no address exists yet). */
  onCancel?: () => void;
  /**
   * Checkout's form also toasts what is wrong when it is submitted with a field missing or wrong
   * (the address book shows it at the fields only).
   */
  toastWhenInvalid?: boolean;
  /** Ticks 'Set as default address' for a new address (the shopper's first one). */
  defaultChecked?: boolean;
  /** A new address's name and mobile until the customer types others (the account's own). */
  recipient?: RecipientPrefill;
  /** Names the form for screen readers, e.g. "New address". */
  title: string;
  /** Puts the cursor in the first field: for a form the shopper just opened, not on page load. */
  focusOnOpen?: boolean;
};

/** The first field a new address still lacks: the name and mobile are usually prefilled. */
function firstEmptyField(values: AddressFormInput) {
  if (!values.fullName) return 'fullName';
  if (!values.phone) return 'phone';
  return 'addressLine1';
}

/** Spec: the address form, in add or edit mode, with the contract's messages under the fields. */
export function AddressForm({
  address,
  messages,
  onSaved,
  onCancel,
  toastWhenInvalid = false,
  defaultChecked = false,
  recipient = noRecipientPrefill,
  title,
  focusOnOpen = true,
}: AddressFormProps) {
  const { t, i18n } = useLingui();
  const label = (name: keyof typeof fieldLabels) => i18n._(fieldLabels[name]);
  const saveAddress = useSaveAddress();
  const titleId = useId();
  const defaultId = useId();
  const stateId = useId();
  // Every outcome of this form replaces the last one: a save never shows beside a stale error.
  const outcomeToastId = useId();
  const form = useForm<AddressFormInput, unknown, AddressFormOutput>({
    resolver: zodResolver(addressFormSchema),
    // `values` rather than defaultValues: the profile may arrive after the form opened, and then
    // fills the name and mobile the customer has not typed in yet.
    values: addressFormValues(address, defaultChecked, recipient),
    resetOptions: { keepDirtyValues: true },
  });
  const { register, handleSubmit, setError, setFocus, trigger, getValues, formState } = form;
  const field = bindFields(form);
  const stateError = formState.errors.state?.message;

  const needsUpdate = address?.needsUpdate ?? false;
  useEffect(() => {
    if (!focusOnOpen) return;
    // An address that needs an update opens with its problems shown, the first one focused.
    if (needsUpdate) void trigger(undefined, { shouldFocus: true });
    else setFocus(firstEmptyField(getValues()));
  }, [focusOnOpen, needsUpdate, trigger, setFocus, getValues]);

  const onSubmit = handleSubmit(
    (values) => {
      saveAddress.mutate(
        { id: address?.id, body: addressBody(values) },
        {
          onSuccess: (saved) => {
            toast.success(address ? messages.updated : messages.added, { id: outcomeToastId });
            onSaved(saved);
          },
          onError: (error) => {
            applyServerFieldErrors(error, setError, addressFields);
            // The server's own sentence names the problem; the spec's words when it sent none.
            toast.error(errorMessage(error, messages.failed), { id: outcomeToastId });
          },
        },
      );
    },
    (errors) => {
      if (toastWhenInvalid) {
        toast.error(invalidAddressMessage(i18n, errors, getValues()), { id: outcomeToastId });
      }
    },
  );

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
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={label('fullName')} autoComplete="name" required {...field('fullName')} />
        <TextField
          label={label('phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          hint={t`For the courier to call about the delivery.`}
          required
          {...field('phone')}
        />
      </div>
      <TextField
        label={label('addressLine1')}
        autoComplete="address-line1"
        required
        {...field('addressLine1')}
      />
      <TextField
        label={label('addressLine2')}
        optional
        autoComplete="address-line2"
        {...field('addressLine2')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={label('city')}
          autoComplete="address-level2"
          required
          {...field('city')}
        />
        <FormField id={stateId} label={label('state')} error={stateError}>
          <NativeSelect
            id={stateId}
            autoComplete="address-level1"
            required
            invalid={Boolean(stateError)}
            aria-describedby={fieldDescriptionIds(stateId, { error: stateError })}
            {...register('state')}
          >
            <option value="" disabled>
              <Trans>Choose a state</Trans>
            </option>
            {indianStatesByName.map((state) => (
              <option key={state.code} value={state.name}>
                {state.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <TextField
          label={label('postalCode')}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={POSTAL_CODE_MAX_LENGTH}
          required
          {...field('postalCode')}
        />
      </div>
      <div className="flex items-center gap-3">
        <input
          id={defaultId}
          type="checkbox"
          className="size-5 cursor-pointer accent-coral-600"
          {...register('isDefault')}
        />
        <label htmlFor={defaultId} className="cursor-pointer font-semibold">
          {label('isDefault')}
        </label>
      </div>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={saveAddress.isPending}>
            <Trans>Cancel</Trans>
          </Button>
        )}
        <Button type="submit" busy={saveAddress.isPending} busyLabel={t`Saving…`}>
          {address ? <Trans>Update Address</Trans> : <Trans>Save Address</Trans>}
        </Button>
      </div>
    </form>
  );
}
