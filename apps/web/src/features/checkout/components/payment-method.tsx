import { Banknote } from 'lucide-react';
import { Trans } from '@lingui/react/macro';

/** A shop that takes no UPI: Cash on Delivery ('COD') is the only way to pay, as spec section 9 has it. */
export function PaymentMethod() {
  return (
    <fieldset>
      <legend className="sr-only">
        <Trans>Payment method</Trans>
      </legend>
      <label className="flex cursor-pointer items-center gap-4 rounded-2xl border-2 border-coral-500 bg-coral-50 p-4">
        <input
          type="radio"
          name="paymentMethod"
          value="COD"
          checked
          readOnly
          className="size-5 shrink-0 accent-coral-600"
        />
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-white text-sage-700">
          <Banknote aria-hidden="true" className="size-5" />
        </span>
        <span>
          <span className="block font-bold text-ink-900">
            <Trans>Cash on Delivery</Trans>
          </span>
          <span className="block text-sm text-ink-700">
            <Trans>Pay in cash when your parcel arrives.</Trans>
          </span>
        </span>
      </label>
    </fieldset>
  );
}
