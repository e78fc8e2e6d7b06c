import { deliveryRuleFor, deliveryTermsFor, type DeliveryTerms } from '@shop/contracts/delivery';
import { PIN_CODE_MESSAGE, pinCodeIn } from '@shop/contracts/pin-code';
import { useId, useState } from 'react';
import { Input } from '../../../components/ui/input.tsx';
import type { settingsBeingEdited } from '../delivery-settings-values.ts';

type EditedSettings = ReturnType<typeof settingsBeingEdited>;

const dayCount = (days: number) => (days === 1 ? '1 day' : `${days} days`);

function termsText(terms: DeliveryTerms): string {
  if (!terms.serviceable || terms.deliveryDays === null) return 'Not served.';
  return terms.codAvailable
    ? `Served with cash on delivery in ${dayCount(terms.deliveryDays)}.`
    : `Served without cash on delivery in ${dayCount(terms.deliveryDays)}.`;
}

/**
 * Which rule decides a PIN code, on the form's current values (saved or not), and what the
 * shopper is offered there.
 */
export function DeliveryRuleTester({ settings }: { settings: EditedSettings }) {
  const [text, setText] = useState('');
  const inputId = useId();
  const pincode = pinCodeIn(text);
  const rule = pincode ? deliveryRuleFor(settings.rules, pincode) : undefined;

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="rounded-2xl bg-white p-5 shadow-soft sm:p-6"
    >
      <h2 id={`${inputId}-title`} className="text-xl font-semibold">
        Test a PIN code
      </h2>
      <p className="mt-1 text-sm text-ink-500">Uses the values above, saved or not.</p>
      <div className="mt-4 flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-bold text-ink-900">
          PIN code to test
        </label>
        <Input
          id={inputId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          inputMode="numeric"
          maxLength={6}
          autoComplete="off"
          aria-describedby={`${inputId}-answer`}
          className="max-w-48 tabular-nums"
        />
      </div>
      <div id={`${inputId}-answer`} aria-live="polite" className="mt-3 min-h-12 text-sm">
        {text.trim() === '' ? null : !pincode ? (
          <p className="text-ink-700">{PIN_CODE_MESSAGE}</p>
        ) : rule ? (
          <>
            <p className="font-bold text-ink-900">
              Rule {rule.prefix} matches (row {rule.index + 1}).
            </p>
            <p className="text-ink-700">{termsText(deliveryTermsFor(settings, pincode))}</p>
          </>
        ) : (
          <p className="font-bold text-ink-900">
            {`No rule matches: served with COD in ${dayCount(settings.defaultDeliveryDays)} (the default)`}
          </p>
        )}
      </div>
    </section>
  );
}
