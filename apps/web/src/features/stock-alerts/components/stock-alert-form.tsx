import type { Variant } from '@shop/contracts/catalog';
import { stockAlertBodySchema, type StockAlertBody } from '@shop/contracts/notifications';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { CircleCheck } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { contractMessage } from '../../../lib/contract-message.ts';
import { useCustomerName } from '../../../lib/use-customer.ts';
import { accountEmailQuery, useRequestStockAlert } from '../api/stock-alerts.ts';

/** A visitor's alert needs the address to mail; the contract's body leaves it optional for customers. */
const visitorAlertSchema = stockAlertBodySchema.required({ email: true });

type StockAlertFormProps = {
  productId: string;
  /** The sold-out size to wait for. */
  variant: Pick<Variant, 'id'>;
};

/**
 * "Tell me when it's back" for one sold-out size: a signed-in customer's alert goes to their
 * account's address, a visitor types one. Sent once: a second tap while the first is on its way
 * is ignored, and the answer replaces the button.
 */
export function StockAlertForm({ productId, variant }: StockAlertFormProps) {
  const { t, i18n } = useLingui();
  const customer = useCustomerName();
  const accountEmail = useQuery({
    ...accountEmailQuery(customer ?? ''),
    enabled: customer !== null,
  });
  const accountAddress = accountEmail.data;
  const request = useRequestStockAlert(productId);
  // Two taps within one render both see the mutation idle: this ref stops the second at once.
  const sending = useRef(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const answer = useRef<HTMLParagraphElement>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();

  function send(body: StockAlertBody) {
    if (sending.current) return;
    sending.current = true;
    request.mutate(body, {
      // The answer replaces the form, and with it the focused button: the focus moves to it.
      onSuccess: () => answer.current?.focus(),
      onError: (error) => {
        sending.current = false;
        const refused =
          error instanceof ApiError ? error.details.find((d) => d.path === 'email') : null;
        if (refused) {
          setEmailError(refused.message);
          emailInput.current?.focus();
        }
      },
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (customer !== null) {
      send({ variantId: variant.id });
      return;
    }
    const parsed = visitorAlertSchema.safeParse({ variantId: variant.id, email });
    if (!parsed.success) {
      const issue =
        parsed.error.issues.find((i) => i.path[0] === 'email') ?? parsed.error.issues[0];
      setEmailError(issue && contractMessage(i18n, issue.message));
      emailInput.current?.focus();
      return;
    }
    setEmailError(undefined);
    send(parsed.data);
  }

  return (
    <div>
      {!request.isSuccess && (
        <form noValidate onSubmit={submit} className="flex flex-col gap-3">
          {customer === null ? (
            <TextField
              ref={emailInput}
              label={t`Your email`}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              required
              value={email}
              error={emailError}
              onChange={(event) => setEmail(event.target.value)}
            />
          ) : (
            <p className="text-ink-700">
              {accountAddress ? (
                <Trans>
                  We’ll mail <span className="font-bold break-all">{accountAddress}</span>.
                </Trans>
              ) : (
                t`We’ll mail the address of your account.`
              )}
            </p>
          )}
          <Button
            type="submit"
            className="w-full sm:w-auto sm:self-start"
            busy={request.isPending}
            busyLabel={t`Sending…`}
          >
            <Trans>Tell me when it’s back</Trans>
          </Button>
        </form>
      )}
      {/* Present from the start, so screen readers announce the answer when it fills in. */}
      <p
        ref={answer}
        role="status"
        tabIndex={-1}
        className={clsx(
          request.data && 'flex items-start gap-2 rounded-sm font-semibold text-sage-700',
        )}
      >
        {request.data && (
          <>
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {request.data.message}
          </>
        )}
      </p>
      {request.isError && (
        <p role="alert" className="mt-3 text-sm font-semibold text-danger-600">
          {errorMessage(request.error, t`Your alert could not be saved. Please try again.`)}
        </p>
      )}
    </div>
  );
}
