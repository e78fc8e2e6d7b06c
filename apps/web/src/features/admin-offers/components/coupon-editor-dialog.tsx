import { zodResolver } from '@hookform/resolvers/zod';
import type { Coupon, CouponBody } from '@shop/contracts/offers';
import clsx from 'clsx';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { adminToastDuration } from '../../../lib/admin-toast.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/apply-server-field-errors.ts';
import { bindFields } from '../../../lib/bind-fields.ts';
import { useSaveCoupon } from '../api/coupons.ts';
import { couponFormDefaults, couponFormSchema, type CouponFormValues } from '../coupon-form.ts';
import { CategoryChecklist } from './category-checklist.tsx';

/** What the editor opens with: a saved code to change, or null for a new one. */
export type CouponEditorTarget = { coupon: Coupon | null };

type CouponEditorDialogProps = { target: CouponEditorTarget | null; onClose: () => void };

/** Create or edit one discount code. */
export function CouponEditorDialog({ target, onClose }: CouponEditorDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target && (
        <DialogContent
          title={target.coupon ? `Edit ${target.coupon.code}` : 'Create a discount code'}
          description="Dates and times are India time."
        >
          <CouponForm coupon={target.coupon} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

const bodyFields = [
  'code',
  'description',
  'type',
  'value',
  'minOrderValue',
  'maxDiscount',
  'startsAt',
  'endsAt',
  'usageLimit',
  'perCustomerLimit',
  'categoryIds',
  'active',
] as const satisfies readonly (keyof CouponFormValues)[];

const typeOptions = [
  { value: 'PERCENT', label: 'Percentage', hint: 'A share of the order, with an optional cap' },
  { value: 'FIXED', label: 'Fixed amount', hint: 'Rupees off the order' },
] as const;

function CouponForm({ coupon, onDone }: { coupon: Coupon | null; onDone: () => void }) {
  const save = useSaveCoupon();
  const typeName = useId();
  const form = useForm<CouponFormValues, unknown, CouponBody>({
    resolver: zodResolver(couponFormSchema),
    defaultValues: couponFormDefaults(coupon),
  });
  const { register, handleSubmit, control, setError } = form;
  const field = bindFields(form);
  const type = useWatch({ control, name: 'type' });

  const onSubmit = handleSubmit((body) => {
    save.mutate(coupon ? { id: coupon.id, body } : { body }, {
      onSuccess: ({ coupon: saved }) => {
        toast.success(coupon ? `${saved.code} saved` : `${saved.code} created`, {
          duration: adminToastDuration,
        });
        onDone();
      },
      onError: (error) => {
        // A code another coupon has: the server's words, under the code.
        if (error instanceof ApiError && error.status === 409) {
          setError('code', { type: 'server', message: error.message }, { shouldFocus: true });
          return;
        }
        // Refused fields show under themselves; anything else is said in a toast.
        const unmatched = applyServerFieldErrors(error, setError, bodyFields);
        const shownOnFields = error instanceof ApiError && error.details.length > 0;
        if (!shownOnFields || unmatched.length > 0) {
          toast.error(errorMessage(error, 'The code could not be saved.'), {
            duration: adminToastDuration,
          });
        }
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <TextField
        label="Code"
        autoComplete="off"
        autoFocus
        spellCheck={false}
        // Shown as it is kept: upper-case (the schema sends it so).
        className="font-mono tracking-wide uppercase"
        hint="Customers type it at checkout, in any case."
        {...field('code')}
      />
      <TextareaField label="Description" optional rows={2} {...field('description')} />

      <fieldset>
        <legend className="mb-1.5 text-sm font-bold text-ink-900">Type</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {typeOptions.map((option) => (
            <label key={option.value} className="relative">
              <input
                type="radio"
                value={option.value}
                aria-label={option.label}
                aria-describedby={`${typeName}-${option.value}`}
                className="peer sr-only"
                {...register('type')}
              />
              <span
                className={clsx(
                  'flex h-full cursor-pointer flex-col rounded-xl border-2 bg-white px-4 py-3 transition-colors',
                  'border-ink-900/15 hover:border-coral-400 peer-checked:border-ink-900 peer-checked:bg-cream-100',
                  'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-[var(--color-focus)]',
                )}
              >
                <span className="font-bold text-ink-900">{option.label}</span>
                <span id={`${typeName}-${option.value}`} className="text-sm text-ink-700">
                  {option.hint}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={type === 'PERCENT' ? 'Percentage off' : 'Amount off (₹)'}
          inputMode="decimal"
          autoComplete="off"
          hint={type === 'PERCENT' ? 'A whole number from 1 to 90.' : undefined}
          {...field('value')}
        />
        {type === 'PERCENT' && (
          <TextField
            label="Largest discount (₹)"
            optional
            inputMode="decimal"
            autoComplete="off"
            hint="Empty: no cap."
            {...field('maxDiscount')}
          />
        )}
        <TextField
          label="Minimum order (₹)"
          optional
          inputMode="decimal"
          autoComplete="off"
          hint="Empty: any order."
          {...field('minOrderValue')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Starts (India time)" type="datetime-local" {...field('startsAt')} />
        <TextField
          label="Ends (India time)"
          optional
          type="datetime-local"
          hint="Empty: never ends."
          {...field('endsAt')}
        />
        <TextField
          label="Total uses"
          optional
          inputMode="numeric"
          autoComplete="off"
          hint="Empty: no limit."
          {...field('usageLimit')}
        />
        <TextField
          label="Uses per customer"
          inputMode="numeric"
          autoComplete="off"
          {...field('perCustomerLimit')}
        />
      </div>

      <Controller
        control={control}
        name="categoryIds"
        render={({ field: categories, fieldState }) => (
          <CategoryChecklist
            value={categories.value}
            onChange={categories.onChange}
            error={fieldState.error?.message}
          />
        )}
      />

      <label className="flex cursor-pointer items-center gap-2 font-semibold text-ink-900">
        <input
          type="checkbox"
          className="size-5 cursor-pointer accent-coral-600"
          {...register('active')}
        />
        Active: customers can use it between its dates
      </label>

      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" busy={save.isPending} busyLabel="Saving…">
          {coupon ? 'Save code' : 'Create code'}
        </Button>
      </div>
    </form>
  );
}
