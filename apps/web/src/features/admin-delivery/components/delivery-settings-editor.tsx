import { zodResolver } from '@hookform/resolvers/zod';
import {
  deliverySettingsBodySchema,
  type DeliverySettings,
  type DeliverySettingsBody,
} from '@shop/contracts/delivery';
import { useQuery } from '@tanstack/react-query';
import { MapPinned, Plus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { toast } from 'sonner';
import { AdminQueryState } from '../../../components/ui/admin-query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { adminToastDuration } from '../../../lib/admin-toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/apply-server-field-errors.ts';
import { adminDeliverySettingsQuery, useSaveDeliverySettings } from '../api/delivery-settings.ts';
import {
  formValuesFrom,
  newRule,
  numberOrNull,
  rulesWithCodOff,
  settingsBeingEdited,
  type DeliverySettingsFormValues,
} from '../delivery-settings-values.ts';
import { DeliveryRuleTester } from './delivery-rule-tester.tsx';
import { DeliveryRulesTable } from './delivery-rules-table.tsx';

/**
 * The Delivery screen: default days, the COD cap, the rules by PIN prefix and a tester.
 * `codOffPrefix` opens it with cash on delivery turned off for that prefix, unsaved.
 */
export function DeliverySettingsEditor({ codOffPrefix = null }: { codOffPrefix?: string | null }) {
  const settings = useQuery(adminDeliverySettingsQuery);
  return (
    <AdminQueryState
      query={settings}
      loading={
        <div aria-busy="true" className="mt-8 rounded-2xl bg-white p-5 shadow-soft sm:p-8">
          <span className="sr-only">Loading the delivery settings…</span>
          <div className="grid gap-5 sm:grid-cols-2">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
          <Skeleton className="mt-8 h-48" />
        </div>
      }
      errorMessage="The delivery settings could not be loaded."
      className="mt-8 rounded-2xl bg-white shadow-soft"
    >
      {(loaded) => <DeliverySettingsForm settings={loaded} codOffPrefix={codOffPrefix} />}
    </AdminQueryState>
  );
}

/**
 * Makes the asked-for change once, on top of the saved settings, as an unsaved edit the owner
 * sees and saves (or discards). Whether a valid prefix was asked for.
 */
function useCodOffAsked(
  prefix: string | null,
  getValues: () => DeliverySettingsFormValues,
  replaceRules: (rules: DeliverySettingsFormValues['rules']) => void,
): boolean {
  const applied = useRef(false);
  const valid = prefix !== null && /^[0-9]{1,6}$/.test(prefix);
  useEffect(() => {
    if (!valid || applied.current) return;
    applied.current = true;
    replaceRules(rulesWithCodOff(getValues().rules, prefix));
  }, [valid, prefix, getValues, replaceRules]);
  return valid;
}

/** Leaving the page (reload, closing the tab) with unsaved changes asks first. */
function useWarnBeforeLeaving(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}

function DeliverySettingsForm({
  settings,
  codOffPrefix,
}: {
  settings: DeliverySettings;
  codOffPrefix: string | null;
}) {
  const save = useSaveDeliverySettings();
  const form = useForm<DeliverySettingsFormValues, unknown, DeliverySettingsBody>({
    resolver: zodResolver(deliverySettingsBodySchema),
    defaultValues: formValuesFrom(settings),
  });
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = form;
  const rows = useFieldArray({ control, name: 'rules' });
  const codOffAsked = useCodOffAsked(codOffPrefix, form.getValues, rows.replace);
  const addButton = useRef<HTMLButtonElement>(null);
  const edited = settingsBeingEdited(useWatch({ control }) as Partial<DeliverySettingsFormValues>);
  useWarnBeforeLeaving(isDirty);
  // Said of the whole list (too many rules), not of one row.
  const rulesError = errors.rules?.message ?? errors.rules?.root?.message;

  const onSubmit = handleSubmit((body) => {
    save.mutate(body, {
      onSuccess: ({ settings: saved }) => {
        toast.success('Delivery settings saved.', { duration: adminToastDuration });
        reset(formValuesFrom(saved));
      },
      onError: (error) => {
        const fields = [
          'codMaxOrderValue',
          'defaultDeliveryDays',
          ...rows.fields.flatMap((_, index) => [
            `rules.${index}.prefix`,
            `rules.${index}.deliveryDays`,
          ]),
        ] as Path<DeliverySettingsFormValues>[];
        // The server's field errors go under their fields; its message says what happened.
        applyServerFieldErrors(error, setError, fields);
        toast.error(errorMessage(error, 'The delivery settings could not be saved.'), {
          duration: adminToastDuration,
        });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-8 flex flex-col gap-6">
      <section className="grid gap-5 rounded-2xl bg-white p-5 shadow-soft sm:grid-cols-2 sm:p-8">
        <TextField
          label="Default delivery days"
          inputMode="numeric"
          autoComplete="off"
          hint="For PIN codes no rule covers, and rules without their own days."
          error={errors.defaultDeliveryDays?.message}
          {...register('defaultDeliveryDays', { setValueAs: numberOrNull })}
        />
        <TextField
          label="Cash-on-delivery cap (₹)"
          inputMode="decimal"
          autoComplete="off"
          optional
          hint="The largest order total paid in cash on delivery. Leave empty for no cap."
          error={errors.codMaxOrderValue?.message}
          {...register('codMaxOrderValue', { setValueAs: numberOrNull })}
        />
      </section>

      <section
        aria-labelledby="delivery-rules-title"
        className="rounded-2xl bg-white p-5 shadow-soft sm:p-8 max-md:bg-transparent max-md:p-0 max-md:shadow-none"
      >
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="delivery-rules-title" className="text-xl font-semibold">
              Rules by PIN prefix
            </h2>
            <p className="mt-1 text-sm text-ink-500">
              The longest matching prefix decides. PIN codes no rule covers are served, with cash on
              delivery, in the default days.
            </p>
          </div>
          <Button
            ref={addButton}
            variant="outline"
            size="sm"
            onClick={() =>
              rows.append(newRule, { focusName: `rules.${rows.fields.length}.prefix` })
            }
          >
            <Plus aria-hidden="true" className="size-4" />
            Add rule
          </Button>
        </div>
        {rows.fields.length === 0 ? (
          <p className="mt-6 flex items-center gap-3 rounded-2xl bg-cream-100 p-5 text-ink-700">
            <MapPinned aria-hidden="true" className="size-6 shrink-0 text-coral-500" />
            No rules yet: every PIN code is served, with cash on delivery.
          </p>
        ) : (
          <div className="mt-4">
            <DeliveryRulesTable
              form={form}
              rows={rows}
              defaultDeliveryDays={edited.defaultDeliveryDays}
              onRemoved={() => addButton.current?.focus()}
            />
          </div>
        )}
        {rulesError && (
          <p role="alert" className="mt-3 text-sm font-semibold text-danger-600">
            {rulesError}
          </p>
        )}
      </section>

      <DeliveryRuleTester settings={edited} />

      {codOffAsked && isDirty && (
        <p role="status" className="rounded-2xl bg-amber-50 p-4 font-semibold text-amber-900">
          Cash on delivery is turned off for PIN codes starting {codOffPrefix}. Check the rules,
          then save to apply it.
        </p>
      )}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
        {isDirty && (
          <p className="text-sm font-semibold text-ink-700 sm:mr-auto">Unsaved changes</p>
        )}
        <Button variant="outline" disabled={!isDirty || save.isPending} onClick={() => reset()}>
          Discard changes
        </Button>
        <Button type="submit" busy={save.isPending} busyLabel="Saving…">
          Save settings
        </Button>
      </div>
    </form>
  );
}
