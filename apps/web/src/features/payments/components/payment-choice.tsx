import type { PaymentMethod } from '@shop/contracts/payments';
import clsx from 'clsx';
import { Banknote, CircleAlert, Smartphone, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

type PaymentChoiceProps = {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /**
   * Why cash on delivery cannot take this order (a PIN code without it, a total above its cap):
   * the COD card is then disabled and the note says so; UPI takes the order instead.
   */
  codRefusedNote: string | null;
};

type Option = {
  method: PaymentMethod;
  title: MessageDescriptor;
  detail: MessageDescriptor;
  icon: LucideIcon;
};

const options: readonly Option[] = [
  {
    method: 'UPI',
    title: msg`Pay now by UPI`,
    detail: msg`Google Pay, PhonePe, Paytm or any UPI app. We send your order once the payment reaches us.`,
    icon: Smartphone,
  },
  {
    method: 'COD',
    title: msg`Cash on Delivery`,
    detail: msg`Pay in cash when your parcel arrives.`,
    icon: Banknote,
  },
];

/**
 * Checkout's payment choice when the shop takes UPI: two radio cards (arrow keys move between
 * them, as with any radio group). Where cash on delivery is refused, UPI is the way to order.
 */
export function PaymentChoice({ value, onChange, codRefusedNote }: PaymentChoiceProps) {
  const { i18n } = useLingui();
  const name = useId();
  const noteId = useId();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">
        <Trans>Payment method</Trans>
      </legend>
      {codRefusedNote && (
        <p
          id={noteId}
          role="status"
          className="flex items-start gap-2 rounded-xl bg-sky-50 px-3 py-2.5 text-sm font-semibold text-sky-700"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {codRefusedNote} <Trans>Pay now by UPI to place this order.</Trans>
          </span>
        </p>
      )}
      {options.map(({ method, title, detail, icon: Icon }) => {
        const disabled = method === 'COD' && codRefusedNote !== null;
        const checked = value === method;
        return (
          <label
            key={method}
            className={clsx(
              'flex items-center gap-4 rounded-2xl border-2 p-4 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-coral-600',
              checked ? 'border-coral-500 bg-coral-50' : 'border-ink-900/15 bg-white',
              disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:border-coral-400',
            )}
          >
            <input
              type="radio"
              name={name}
              value={method}
              checked={checked}
              disabled={disabled}
              aria-describedby={disabled ? noteId : undefined}
              onChange={() => onChange(method)}
              className="size-5 shrink-0 accent-coral-600 focus-visible:outline-none"
            />
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-white text-sage-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span>
              <span className="block font-bold text-ink-900">{i18n._(title)}</span>
              <span className="block text-sm text-ink-700">{i18n._(detail)}</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
