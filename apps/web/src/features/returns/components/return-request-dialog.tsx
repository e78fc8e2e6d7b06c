import type { Order, OrderItem } from '@shop/contracts/orders';
import {
  needsAnotherSize,
  RETURN_NOTE_MAX,
  returnReasons,
  type CreateReturnBody,
  type ReturnType as RequestType,
} from '@shop/contracts/returns';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useEffect, useId } from 'react';
import {
  get,
  useController,
  useForm,
  useWatch,
  type FieldError,
  type UseFormReturn,
} from 'react-hook-form';
import { toast } from 'sonner';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { contractMessage } from '../../../lib/contract-message.ts';
import { formatIndianDate } from '../../../lib/format-date.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormField, fieldDescriptionIds } from '../../../components/ui/form-field.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { exchangeProductQuery, useCreateReturn } from '../api/returns.ts';
import {
  formFieldOf,
  returnBody,
  returnFormResolver,
  returnFormValues,
  type ReturnFormValues,
} from '../return-form.ts';
import { exchangeOptions, returnReasonWords } from '../return-rules.ts';

type ReturnRequestDialogProps = {
  order: Order;
  /** Units of each order item that can still be asked for, by order item id. */
  remaining: ReadonlyMap<string, number>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const typeChoices: { value: RequestType; label: MessageDescriptor; hint: MessageDescriptor }[] = [
  { value: 'RETURN', label: msg`Return`, hint: msg`Send items back for a refund to your UPI ID.` },
  { value: 'EXCHANGE', label: msg`Exchange`, hint: msg`Swap items for another size.` },
];

const errorOf = (form: UseFormReturn<ReturnFormValues, unknown, CreateReturnBody>, name: string) =>
  (get(form.formState.errors, name) as FieldError | undefined)?.message;

/** The return or exchange form of one delivered order, in a dialog. */
export function ReturnRequestDialog({
  order,
  remaining,
  open,
  onOpenChange,
}: ReturnRequestDialogProps) {
  const { t } = useLingui();
  const createReturn = useCreateReturn();
  const until = order.returnableUntil ? formatIndianDate(order.returnableUntil) : null;
  const { orderNumber } = order;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!createReturn.isPending) onOpenChange(next);
      }}
    >
      <DialogContent
        title={t`Return or exchange`}
        description={
          until ? (
            <Trans>
              Order {orderNumber} · open until {until}
            </Trans>
          ) : (
            <Trans>Order {orderNumber}</Trans>
          )
        }
        onEscapeKeyDown={(event) => {
          if (createReturn.isPending) event.preventDefault();
        }}
        onPointerDownOutside={(event) => {
          if (createReturn.isPending) event.preventDefault();
        }}
      >
        <ReturnRequestForm
          order={order}
          remaining={remaining}
          createReturn={createReturn}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

type ReturnRequestFormProps = {
  order: Order;
  remaining: ReadonlyMap<string, number>;
  createReturn: ReturnType<typeof useCreateReturn>;
  onDone: () => void;
};

function ReturnRequestForm({ order, remaining, createReturn, onDone }: ReturnRequestFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm<ReturnFormValues, unknown, CreateReturnBody>({
    resolver: returnFormResolver,
    defaultValues: returnFormValues(order),
    // The UPI ID is checked as it is typed, with the contract's own message.
    mode: 'onChange',
  });
  const { register, handleSubmit, setError, control } = form;
  const field = (name: 'note' | 'refundUpiId') => ({
    ...register(name),
    error: errorOf(form, name),
  });
  const type = useWatch({ control, name: 'type' });
  const typeError = errorOf(form, 'type');
  const linesError = errorOf(form, 'lines');
  const typeLegendId = useId();
  const linesLegendId = useId();

  const onSubmit = handleSubmit((body) => {
    createReturn.mutate(
      { orderId: order.id, body },
      {
        onSuccess: ({ returnRequest }) => {
          const { requestNumber } = returnRequest;
          toast.success(
            returnRequest.type === 'EXCHANGE'
              ? t`Exchange requested: ${requestNumber}`
              : t`Return requested: ${requestNumber}`,
          );
          onDone();
        },
        onError: (error) => {
          // Field problems go under their fields; the rest (window closed, out of stock) above
          // the buttons, in the server's words.
          const { lineOfItem } = returnBody(form.getValues());
          if (error instanceof ApiError) {
            for (const detail of error.details) {
              const name = formFieldOf(detail.path.split('.'), lineOfItem);
              if (name && name !== 'lines') {
                setError(name as 'note', { type: 'server', message: detail.message });
              }
            }
          }
        },
      },
    );
  });

  // The server's own sentence: the window has closed, a size is out of stock...
  const sendError = createReturn.isError
    ? errorMessage(createReturn.error, t`Your request could not be sent. Please try again.`)
    : null;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <fieldset
        aria-describedby={typeError ? `${typeLegendId}-error` : undefined}
        className="flex flex-col gap-2"
      >
        <legend id={typeLegendId} className="mb-2 text-sm font-bold text-ink-900">
          <Trans>What would you like to do?</Trans>
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {typeChoices.map((choice) => (
            <label
              key={choice.value}
              className={clsx(
                'flex cursor-pointer gap-3 rounded-xl border-2 bg-white p-3 transition-colors',
                'has-checked:border-coral-600 has-checked:bg-coral-50 has-focus-visible:outline-3',
                type === choice.value ? 'border-coral-600' : 'border-ink-900/15',
              )}
            >
              <input
                type="radio"
                value={choice.value}
                className="mt-1 size-5 shrink-0 accent-coral-600"
                {...register('type')}
              />
              <span className="flex flex-col">
                <span className="font-bold text-ink-900">{i18n._(choice.label)}</span>
                <span className="text-sm text-ink-700">{i18n._(choice.hint)}</span>
              </span>
            </label>
          ))}
        </div>
        {typeError && (
          <p id={`${typeLegendId}-error`} className="text-sm font-semibold text-danger-600">
            {contractMessage(i18n, typeError)}
          </p>
        )}
      </fieldset>

      <fieldset
        aria-describedby={linesError ? `${linesLegendId}-error` : undefined}
        className="flex flex-col gap-3"
      >
        <legend id={linesLegendId} className="mb-2 text-sm font-bold text-ink-900">
          <Trans>Which items?</Trans>
        </legend>
        {order.items.map((item, index) => (
          <ReturnLine
            key={item.id}
            form={form}
            index={index}
            item={item}
            left={remaining.get(item.id) ?? 0}
            type={type}
          />
        ))}
        {linesError && (
          <p id={`${linesLegendId}-error`} className="text-sm font-semibold text-danger-600">
            {contractMessage(i18n, linesError)}
          </p>
        )}
      </fieldset>

      <TextareaField
        label={t`Note`}
        optional
        rows={3}
        maxLength={RETURN_NOTE_MAX}
        hint={t`Anything the shop should know, e.g. what is wrong with the item.`}
        {...field('note')}
      />

      {type === 'RETURN' && (
        <TextField
          label={t`UPI ID for the refund`}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          inputMode="email"
          placeholder="name@bank"
          hint={t`Cash-on-delivery orders are refunded to a UPI ID once the items reach us.`}
          required
          {...field('refundUpiId')}
        />
      )}

      {sendError && (
        <p
          role="alert"
          className="rounded-xl border-2 border-danger-600/30 bg-danger-50 px-4 py-3 font-semibold text-danger-600"
        >
          {sendError}
        </p>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={createReturn.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" busy={createReturn.isPending} busyLabel={t`Sending…`}>
          <Trans>Send request</Trans>
        </Button>
      </div>
    </form>
  );
}

type ReturnLineProps = {
  form: UseFormReturn<ReturnFormValues, unknown, CreateReturnBody>;
  index: number;
  item: OrderItem;
  /** How many units can still be asked for. */
  left: number;
  type: ReturnFormValues['type'];
};

function ReturnLine({ form, index, item, left, type }: ReturnLineProps) {
  const { t, i18n } = useLingui();
  const { register, control } = form;
  const checkboxId = useId();
  const reasonId = useId();
  const selected = useWatch({ control, name: `lines.${index}.selected` });
  const quantity = useController({ control, name: `lines.${index}.quantity` });
  const { size, color } = item.product.variant;
  const bought = item.quantity;
  const productName = item.product.name;
  const reasonError = errorOf(form, `lines.${index}.reason`);
  const lineError =
    errorOf(form, `lines.${index}.selected`) ?? errorOf(form, `lines.${index}.quantity`);
  const detailsId = `${checkboxId}-details`;

  return (
    <div
      className={clsx(
        'flex flex-col gap-3 rounded-xl border-2 p-3',
        selected ? 'border-coral-300 bg-white' : 'border-ink-900/10',
      )}
    >
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          disabled={left === 0}
          aria-describedby={detailsId}
          className="mt-1 size-5 shrink-0 cursor-pointer accent-coral-600 disabled:cursor-not-allowed"
          {...register(`lines.${index}.selected`, {
            // "Choose at least one item." is about the list, which validating this box leaves
            // as it was: a tick answers it.
            onChange: () => {
              if (errorOf(form, 'lines')) form.clearErrors('lines');
            },
          })}
        />
        <label htmlFor={checkboxId} className="flex min-w-0 flex-1 cursor-pointer flex-col">
          <span className="font-bold text-ink-900">{item.product.name}</span>
          <span id={detailsId} className="text-sm text-ink-500">
            <Trans>Size {size}</Trans>
            {color && <> · {color}</>} · <Trans>bought {bought}</Trans>
            {left === 0
              ? ` · ${t`already in a request`}`
              : left < item.quantity
                ? ` · ${t`${left} left to return`}`
                : ''}
          </span>
        </label>
      </div>
      {lineError && (
        <p className="text-sm font-semibold text-danger-600">{contractMessage(i18n, lineError)}</p>
      )}
      {selected && left > 0 && (
        <div className="grid gap-3 sm:grid-cols-2 sm:pl-8">
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-bold text-ink-900" aria-hidden="true">
              <Trans>Quantity</Trans>
            </span>
            <QuantityStepper
              label={t`Quantity of ${productName} to send back`}
              value={quantity.field.value}
              onChange={quantity.field.onChange}
              max={left}
              size="sm"
              className="self-start"
            />
          </div>
          <FormField id={reasonId} label={t`Reason`} error={reasonError}>
            <NativeSelect
              id={reasonId}
              invalid={Boolean(reasonError)}
              aria-describedby={fieldDescriptionIds(reasonId, { error: reasonError })}
              {...register(`lines.${index}.reason`)}
            >
              <option value="">{t`Choose a reason`}</option>
              {returnReasons.map((reason) => (
                <option key={reason} value={reason}>
                  {i18n._(returnReasonWords[reason])}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {type === 'EXCHANGE' && (
            <div className="sm:col-span-2">
              <ExchangeSizeField
                form={form}
                index={index}
                productId={item.product.id}
                boughtSize={size}
                quantity={quantity.field.value}
                error={errorOf(form, `lines.${index}.exchangeVariantId`)}
              />
            </div>
          )}
        </div>
      )}
    </div>
  );
}

type ExchangeSizeFieldProps = {
  form: UseFormReturn<ReturnFormValues, unknown, CreateReturnBody>;
  index: number;
  /** Null when the product has been removed from the catalogue. */
  productId: string | null;
  boughtSize: string;
  quantity: number;
  error: string | undefined;
};

/**
 * The new size: only the product's sizes whose stock covers the quantity are offered, and not the
 * size bought when the reason is that it did not fit.
 */
function ExchangeSizeField({
  form,
  index,
  productId,
  boughtSize,
  quantity,
  error,
}: ExchangeSizeFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const { register, setValue, control } = form;
  const name = `lines.${index}.exchangeVariantId` as const;
  const value = useWatch({ control, name });
  const reason = useWatch({ control, name: `lines.${index}.reason` });
  const product = useQuery({
    ...exchangeProductQuery(productId ?? ''),
    enabled: productId !== null,
  });
  const options = product.data
    ? exchangeOptions(product.data.variants, { quantity, reason, size: boughtSize })
    : [];
  const chosenGone =
    product.data !== undefined && value !== '' && !options.some((o) => o.variantId === value);

  // A size no longer offered (the shopper raised the quantity, or said the size did not fit) is
  // not kept.
  useEffect(() => {
    if (chosenGone) setValue(name, '');
  }, [chosenGone, name, setValue]);

  if (productId === null || product.isError) {
    return (
      <p className="text-sm font-semibold text-danger-600">
        <Trans>
          This product is no longer sold, so it cannot be exchanged. Choose a return instead.
        </Trans>
      </p>
    );
  }
  if (product.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-ink-700">
        <Spinner className="size-4" /> <Trans>Loading the sizes in stock…</Trans>
      </p>
    );
  }
  if (options.length === 0) {
    return (
      <p className="text-sm font-semibold text-danger-600">
        {needsAnotherSize(reason)
          ? t`No other size of this product is in stock for ${plural(quantity, { one: 'this item', other: '# items' })} now. Choose a return instead, or fewer items.`
          : t`No size of this product is in stock for ${plural(quantity, { one: 'this item', other: '# items' })} now. Choose a return instead, or fewer items.`}
      </p>
    );
  }
  return (
    <FormField id={id} label={t`New size`} error={error}>
      <NativeSelect
        id={id}
        invalid={Boolean(error)}
        aria-describedby={fieldDescriptionIds(id, { error })}
        {...register(name)}
      >
        <option value="">{t`Choose a size`}</option>
        {options.map((option) => (
          <option key={option.variantId} value={option.variantId}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
