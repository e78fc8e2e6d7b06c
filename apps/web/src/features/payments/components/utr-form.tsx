import { utrSchema } from '@shop/contracts/payments';
import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSubmitPaymentReference } from '../api/payment-reference.ts';

/**
 * The 12-digit reference (UTR) the UPI app shows after paying, with where to find it. The
 * server's refusal (a UTR another order gave, an order that expired meanwhile) shows under it.
 */
export function UtrForm({ orderId }: { orderId: string }) {
  const { t } = useLingui();
  const submit = useSubmitPaymentReference(orderId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const helpId = useId();

  function send(event: FormEvent) {
    event.preventDefault();
    const checked = utrSchema.safeParse(text);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    submit.mutate(
      { utr: checked.data },
      { onError: (failure) => setError(errorMessage(failure, t`Could not send the reference.`)) },
    );
  }

  return (
    <form onSubmit={send} noValidate className="flex flex-col gap-3">
      <TextField
        label={t`UPI reference number (UTR)`}
        name="utr"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t`12 digits`}
        maxLength={20}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        error={error ?? undefined}
        aria-details={helpId}
        className="tabular-nums"
      />
      <details id={helpId} className="rounded-xl bg-cream-100 px-4 py-3 text-sm text-ink-700">
        <summary className="cursor-pointer font-bold text-ink-900">
          <Trans>Where do I find it?</Trans>
        </summary>
        <p className="mt-2">
          <Trans>
            In your UPI app, open this payment's details (in the app's history). Look for "UPI Ref
            No", "UTR" or "Transaction ID": 12 digits.
          </Trans>
        </p>
      </details>
      <Button type="submit" busy={submit.isPending} busyLabel={t`Sending…`} className="self-start">
        <Trans>I have paid: send the reference</Trans>
      </Button>
    </form>
  );
}
