import type { AppliedCoupon } from '@shop/contracts/offers';
import { ChevronDown, TicketPercent, X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useApplyCoupon, useRemoveCoupon } from '../api/cart-coupon.ts';
import { formatCartPrice } from '../cart-totals.ts';

/** The contract's own words for an empty code (applyCouponBodySchema), without loading zod here. */
const enterACodeMessage = msg`Enter a code.`;
const applyFailedMessage = msg`Could not apply the code. Please try again.`;
const removeFailedMessage = msg`Could not remove the code. Please try again.`;

/** Where focus goes once the cart answers: the chip after applying, the toggle after removing. */
type FocusAfterAnswer = 'chip' | 'toggle' | null;

/**
 * The cart's discount code: a quiet "Have a discount code?" disclosure while there is none (most
 * shoppers have none, so it stays out of the way), then the applied code as a chip with what it
 * saves and a way to take it off. Whether a code applies is the server's call; its refusal is
 * shown under the field exactly as it says it.
 */
export function CouponCode({ coupon }: { coupon: AppliedCoupon | null }) {
  const focusAfterAnswer = useRef<FocusAfterAnswer>(null);
  // A ref callback runs when its element mounts: the chip or the toggle the answer brought in.
  const focusWhenShown =
    (target: Exclude<FocusAfterAnswer, null>) => (element: HTMLElement | null) => {
      if (element && focusAfterAnswer.current === target) {
        focusAfterAnswer.current = null;
        element.focus();
      }
    };

  const focusAfter = (target: FocusAfterAnswer) => {
    focusAfterAnswer.current = target;
  };

  return coupon ? (
    <AppliedCouponChip coupon={coupon} chipRef={focusWhenShown('chip')} focusAfter={focusAfter} />
  ) : (
    <CouponDisclosure toggleRef={focusWhenShown('toggle')} focusAfter={focusAfter} />
  );
}

type CouponDisclosureProps = {
  toggleRef: (element: HTMLElement | null) => void;
  /** Names what takes focus once the cart answers (set before a call, cleared when it fails). */
  focusAfter: (target: FocusAfterAnswer) => void;
};

function CouponDisclosure({ toggleRef, focusAfter }: CouponDisclosureProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const applyCoupon = useApplyCoupon();
  const input = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const inputId = useId();
  const errorId = useId();

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = code.trim();
    if (typed === '') {
      setError(i18n._(enterACodeMessage));
      input.current?.focus();
      return;
    }
    setError(null);
    focusAfter('chip');
    applyCoupon.mutate(typed, {
      onError: (failure) => {
        focusAfter(null);
        setError(errorMessage(failure, i18n._(applyFailedMessage)));
        // The busy button lost focus while it was disabled: back to the field its message describes.
        input.current?.focus();
      },
    });
  }

  return (
    <div>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="-mx-1 inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-1 font-bold text-coral-700 hover:underline"
      >
        <TicketPercent aria-hidden="true" className="size-5" />
        <Trans>Have a discount code?</Trans>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={panelId} hidden={!open}>
        {open && (
          <form noValidate onSubmit={apply} className="mt-2 flex flex-col gap-1.5">
            <label htmlFor={inputId} className="text-sm font-bold text-ink-900">
              <Trans>Discount code</Trans>
            </label>
            <div className="flex gap-2">
              <Input
                ref={input}
                id={inputId}
                // Opened to type a code: the field takes focus at once.
                autoFocus
                value={code}
                onChange={(event) => setCode(event.target.value)}
                invalid={error !== null}
                aria-describedby={error ? errorId : undefined}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                enterKeyHint="go"
                className="min-w-0 flex-1 uppercase placeholder:normal-case"
                placeholder={t`e.g. DIWALI15`}
              />
              <Button
                type="submit"
                variant="outline"
                className="h-12"
                busy={applyCoupon.isPending}
                busyLabel={t`Applying…`}
              >
                <Trans>Apply</Trans>
              </Button>
            </div>
            {error && (
              <p id={errorId} role="alert" className="text-sm font-semibold text-danger-600">
                {error}
              </p>
            )}
          </form>
        )}
      </div>
    </div>
  );
}

type AppliedCouponChipProps = {
  coupon: AppliedCoupon;
  chipRef: (element: HTMLElement | null) => void;
  focusAfter: (target: FocusAfterAnswer) => void;
};

function AppliedCouponChip({ coupon, chipRef, focusAfter }: AppliedCouponChipProps) {
  const { t, i18n } = useLingui();
  const code = coupon.code;
  const saved = formatCartPrice(coupon.discount);
  const removeCoupon = useRemoveCoupon();

  function remove() {
    // aria-disabled rather than disabled while it runs: focus stays on the button if it fails.
    if (removeCoupon.isPending) return;
    focusAfter('toggle');
    removeCoupon.mutate(undefined, {
      onError: (failure) => {
        focusAfter(null);
        toast.error(errorMessage(failure, i18n._(removeFailedMessage)));
      },
    });
  }

  return (
    <div className="flex items-center justify-between gap-3 rounded-2xl border-2 border-dashed border-sage-500 bg-sage-50 py-2 pr-2 pl-3">
      <p
        ref={chipRef}
        tabIndex={-1}
        className="flex min-w-0 items-center gap-2 text-sm text-ink-900 focus:outline-none"
      >
        <TicketPercent aria-hidden="true" className="size-5 shrink-0 text-sage-700" />
        <span className="min-w-0">
          <Trans>
            <span className="font-bold tracking-wide break-all">{code}</span> applied
          </Trans>
          <span className="block font-semibold text-sage-700">
            <Trans>You save {saved}</Trans>
          </span>
        </span>
      </p>
      <button
        type="button"
        onClick={remove}
        aria-disabled={removeCoupon.isPending || undefined}
        aria-busy={removeCoupon.isPending || undefined}
        aria-label={t`Remove code ${code}`}
        title={t`Remove code`}
        className="grid size-11 shrink-0 cursor-pointer place-items-center rounded-full text-ink-700 transition-colors hover:bg-danger-50 hover:text-danger-600 aria-disabled:cursor-wait"
      >
        {removeCoupon.isPending ? (
          <Spinner className="size-5" />
        ) : (
          <X aria-hidden="true" className="size-5" />
        )}
      </button>
    </div>
  );
}
