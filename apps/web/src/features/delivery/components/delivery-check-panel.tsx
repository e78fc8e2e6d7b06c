import type { DeliveryCheck } from '@shop/contracts/delivery';
import { PIN_CODE_MESSAGE, pinCodeIn } from '@shop/contracts/pin-code';
import { formatRupees } from '@shop/contracts/money';
import { Banknote, CircleAlert, MapPin, Smartphone, Truck } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDeliveryDate } from '../../../lib/format-date.ts';
import { contractMessage } from '../../../lib/contract-message.ts';
import { useShopTakesUpi } from '../../../lib/use-shop-takes-upi.ts';
import { isPinCode, useDeliveryCheck } from '../api/delivery-check.ts';
import { rememberPincode, useRememberedPincode } from '../remembered-pincode.ts';

/**
 * The product page's "Check delivery": whether the shop delivers to a PIN code, with cash on
 * delivery, and by when. The last PIN code checked is remembered and checked again on the next
 * product page. The PIN code row and the answer below it keep their heights whichever state
 * shows, so nothing under the panel jumps on a phone when the remembered PIN code arrives.
 */
export function DeliveryCheckPanel() {
  const { t } = useLingui();
  const remembered = useRememberedPincode();
  const [editing, setEditing] = useState(false);
  const pincode = !editing && remembered !== null && isPinCode(remembered) ? remembered : null;
  const check = useDeliveryCheck(pincode);
  const titleId = useId();

  // Focus follows the shopper's own action only (never the remembered PIN code arriving).
  const focusNext = useRef<'input' | 'change' | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const target = focusNext.current === 'input' ? inputRef.current : changeRef.current;
    if (focusNext.current) target?.focus();
    focusNext.current = null;
  }, [pincode]);

  return (
    <section
      aria-labelledby={titleId}
      className="w-full rounded-2xl border-2 border-ink-900/10 bg-white p-4"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-base font-bold">
        <Truck aria-hidden="true" className="size-5 text-coral-600" />
        <Trans>Check delivery</Trans>
      </h2>
      {pincode === null ? (
        <PincodeForm
          initial={remembered ?? ''}
          inputRef={inputRef}
          onCheck={(checked) => {
            focusNext.current = 'change';
            rememberPincode(checked);
            setEditing(false);
          }}
        />
      ) : (
        <div className="mt-3 flex h-12 items-center justify-between gap-3">
          <p className="flex min-w-0 items-center gap-2 font-semibold">
            <MapPin aria-hidden="true" className="size-5 shrink-0 text-ink-500" />
            {/* Only the PIN code checked: whether the shop delivers there is the answer below. */}
            <span className="truncate">
              <Trans>
                PIN code <span className="tabular-nums">{pincode}</span>
              </Trans>
            </span>
          </p>
          <Button
            ref={changeRef}
            variant="outline"
            size="sm"
            aria-label={t`Change the PIN code ${pincode}`}
            onClick={() => {
              focusNext.current = 'input';
              setEditing(true);
            }}
          >
            <Trans>Change</Trans>
          </Button>
        </div>
      )}
      <div aria-live="polite" className="mt-3 min-h-[3.75rem] text-sm">
        {pincode !== null && <CheckAnswer pincode={pincode} check={check} />}
      </div>
    </section>
  );
}

function PincodeForm({
  initial,
  inputRef,
  onCheck,
}: {
  initial: string;
  inputRef: Ref<HTMLInputElement>;
  onCheck: (pincode: string) => void;
}) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const pincode = pinCodeIn(text);
    if (pincode) onCheck(pincode);
    else setError(contractMessage(i18n, PIN_CODE_MESSAGE));
  }

  return (
    <form onSubmit={submit} noValidate className="mt-3">
      <label htmlFor={inputId} className="sr-only">
        <Trans>PIN code</Trans>
      </label>
      <div className="flex h-12 gap-2">
        <Input
          ref={inputRef}
          id={inputId}
          name="pincode"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          placeholder={t`PIN code`}
          inputMode="numeric"
          maxLength={6}
          autoComplete="postal-code"
          invalid={error !== null}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="min-w-0 flex-1 tabular-nums"
        />
        <Button type="submit" variant="outline" className="h-12">
          <Trans>Check</Trans>
        </Button>
      </div>
      {error && (
        <p id={`${inputId}-error`} className="mt-2 text-sm font-semibold text-danger-600">
          {error}
        </p>
      )}
    </form>
  );
}

function CheckAnswer({
  pincode,
  check,
}: {
  pincode: string;
  check: ReturnType<typeof useDeliveryCheck>;
}) {
  if (check.isPending) {
    return (
      <p className="flex items-center gap-2 text-ink-700">
        <Spinner className="size-4" />
        <Trans>Checking delivery to {pincode}…</Trans>
      </p>
    );
  }
  if (check.isError) {
    return (
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-700">
        <Trans>Could not check delivery just now.</Trans>
        <Button variant="link" className="text-sm" onClick={() => void check.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </p>
    );
  }
  return <DeliveryTerms check={check.data} />;
}

function Refusal({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 font-semibold text-danger-600">
      <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

function DeliveryTerms({ check }: { check: DeliveryCheck }) {
  const { t, i18n } = useLingui();
  const takesUpi = useShopTakesUpi();
  const pincode = check.pincode;
  if (!check.serviceable) {
    return (
      <Refusal>
        <Trans>We do not deliver to {pincode} yet.</Trans>
      </Refusal>
    );
  }
  if (!check.codAvailable && !takesUpi) {
    // Without UPI, cash on delivery is the only way to pay, so checkout refuses every order there: no
    // delivery date is promised for an order that cannot be placed.
    return (
      <Refusal>
        <Trans>
          Orders to {pincode} cannot be placed yet: cash on delivery, the only way to pay, is not
          available there.
        </Trans>
      </Refusal>
    );
  }
  const cap =
    check.codMaxOrderValue === null
      ? null
      : formatRupees(check.codMaxOrderValue, { dropWholePaise: true });
  const codLine =
    cap === null
      ? t`Cash on delivery available`
      : takesUpi
        ? t`Cash on delivery available on orders up to ${cap}; pay by UPI above that`
        : t`Cash on delivery available on orders up to ${cap}`;
  const deliveryDate =
    check.expectedDeliveryDate && formatDeliveryDate(check.expectedDeliveryDate, i18n.locale);
  return (
    <ul className="flex flex-col gap-1.5">
      {check.expectedDeliveryDate && (
        <li className="flex items-start gap-2 font-semibold text-ink-900">
          <Truck aria-hidden="true" className="size-5 shrink-0 text-sage-700" />
          <Trans>Delivery by {deliveryDate}</Trans>
        </li>
      )}
      {check.codAvailable ? (
        <li className="flex items-start gap-2 text-ink-900">
          <Banknote aria-hidden="true" className="size-5 shrink-0 text-sage-700" />
          {codLine}
        </li>
      ) : (
        // The shop takes UPI: an order paid now still goes where cash on delivery does not.
        <li className="flex items-start gap-2 text-ink-900">
          <Smartphone aria-hidden="true" className="size-5 shrink-0 text-sage-700" />
          <Trans>No cash on delivery here: pay by UPI when you order</Trans>
        </li>
      )}
    </ul>
  );
}
