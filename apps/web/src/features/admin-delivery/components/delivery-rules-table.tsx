import type { DeliverySettingsBody } from '@shop/contracts/delivery';
import clsx from 'clsx';
import { Trash2 } from 'lucide-react';
import {
  Controller,
  get,
  useWatch,
  type FieldError,
  type UseFieldArrayReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { StackedTableHead } from '../../../components/ui/stacked-table-head.tsx';
import { numberOrNull, type DeliverySettingsFormValues } from '../delivery-settings-values.ts';

type DeliveryRulesTableProps = {
  form: UseFormReturn<DeliverySettingsFormValues, unknown, DeliverySettingsBody>;
  rows: UseFieldArrayReturn<DeliverySettingsFormValues, 'rules'>;
  defaultDeliveryDays: number;
  /** Where focus goes when a row is removed. */
  onRemoved: () => void;
};

/* Below md each row becomes a card; the header row stays for screen readers only. */
const cell = 'px-3 py-2 align-top max-md:p-0';
const phoneLabel = 'text-sm font-bold text-ink-900 md:sr-only';
const checkbox = 'size-5 cursor-pointer accent-coral-600 disabled:cursor-not-allowed';

/** The rules by PIN prefix: a table on wide screens, one card per rule on phones. */
export function DeliveryRulesTable({
  form,
  rows,
  defaultDeliveryDays,
  onRemoved,
}: DeliveryRulesTableProps) {
  const rules = useWatch({ control: form.control, name: 'rules' });
  const errors = form.formState.errors;

  return (
    <table className="w-full border-collapse max-md:block">
      <caption className="sr-only">
        Delivery rules by PIN prefix; the longest prefix decides
      </caption>
      <StackedTableHead
        stacksBelow="md"
        columns={[
          { label: 'PIN prefix' },
          { label: 'Served' },
          { label: 'Cash on delivery' },
          { label: 'Delivery days' },
          { label: <span className="sr-only">Remove</span> },
        ]}
      />
      <tbody className="max-md:flex max-md:flex-col max-md:gap-3">
        {rows.fields.map((row, index) => {
          const served = rules[index]?.serviceable ?? true;
          const prefix = rules[index]?.prefix.trim() ?? '';
          const idBase = `delivery-rule-${row.id}`;
          const prefixError = (get(errors, `rules.${index}.prefix`) as FieldError | undefined)
            ?.message;
          const daysError = (get(errors, `rules.${index}.deliveryDays`) as FieldError | undefined)
            ?.message;
          return (
            <tr
              key={row.id}
              className="border-b border-ink-900/10 max-md:grid max-md:grid-cols-2 max-md:gap-x-3 max-md:gap-y-3 max-md:rounded-2xl max-md:border max-md:bg-white max-md:p-4"
            >
              <td className={clsx(cell, 'max-md:col-span-2')}>
                <div className="flex flex-col gap-1.5">
                  <label htmlFor={`${idBase}-prefix`} className={phoneLabel}>
                    PIN prefix
                  </label>
                  <Input
                    id={`${idBase}-prefix`}
                    inputMode="numeric"
                    maxLength={6}
                    autoComplete="off"
                    invalid={Boolean(prefixError)}
                    aria-describedby={prefixError ? `${idBase}-prefix-error` : undefined}
                    className="tabular-nums md:w-36"
                    {...form.register(`rules.${index}.prefix`)}
                  />
                  {prefixError && (
                    <p
                      id={`${idBase}-prefix-error`}
                      className="text-sm font-semibold text-danger-600 md:max-w-56"
                    >
                      {prefixError}
                    </p>
                  )}
                </div>
              </td>
              <td className={cell}>
                <Controller
                  control={form.control}
                  name={`rules.${index}.serviceable`}
                  render={({ field }) => (
                    <label className="flex h-12 cursor-pointer items-center gap-2 font-semibold">
                      <input
                        type="checkbox"
                        ref={field.ref}
                        name={field.name}
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                        onBlur={field.onBlur}
                        className={checkbox}
                      />
                      Served
                    </label>
                  )}
                />
              </td>
              <td className={cell}>
                {/* Controlled by hand: a disabled registered box would drop its value. */}
                <Controller
                  control={form.control}
                  name={`rules.${index}.codAvailable`}
                  render={({ field }) => (
                    <label
                      className={clsx(
                        'flex h-12 items-center gap-2 font-semibold',
                        served ? 'cursor-pointer' : 'text-ink-500',
                      )}
                    >
                      <input
                        type="checkbox"
                        ref={field.ref}
                        name={field.name}
                        checked={served && field.value}
                        disabled={!served}
                        onChange={(event) => field.onChange(event.target.checked)}
                        onBlur={field.onBlur}
                        className={checkbox}
                      />
                      COD
                    </label>
                  )}
                />
              </td>
              <td className={clsx(cell, 'max-md:col-span-2')}>
                <div className="flex flex-col gap-1.5">
                  <label htmlFor={`${idBase}-days`} className={phoneLabel}>
                    Delivery days
                  </label>
                  <Input
                    id={`${idBase}-days`}
                    inputMode="numeric"
                    autoComplete="off"
                    placeholder={served ? `Default (${defaultDeliveryDays})` : 'Not served'}
                    disabled={!served}
                    invalid={Boolean(daysError)}
                    aria-describedby={daysError ? `${idBase}-days-error` : undefined}
                    className="tabular-nums md:w-40"
                    {...form.register(`rules.${index}.deliveryDays`, { setValueAs: numberOrNull })}
                  />
                  {daysError && (
                    <p
                      id={`${idBase}-days-error`}
                      className="text-sm font-semibold text-danger-600"
                    >
                      {daysError}
                    </p>
                  )}
                </div>
              </td>
              <td className={clsx(cell, 'md:text-right max-md:col-span-2')}>
                <Button
                  variant="ghost"
                  size="sm"
                  className="mt-1.5 text-danger-600 max-md:w-full max-md:border-2 max-md:border-ink-900/10"
                  aria-label={prefix ? `Remove the rule for ${prefix}` : 'Remove this new rule'}
                  onClick={() => {
                    rows.remove(index);
                    onRemoved();
                  }}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <span className="md:sr-only">Remove</span>
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
