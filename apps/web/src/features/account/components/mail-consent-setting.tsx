import type { User } from '@shop/contracts/accounts';
import { format, isValid, parseISO } from 'date-fns';
import { useId } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

/** Where consent stands, in words: when it was given, or that nothing of the kind is sent. */
function consentState(user: User): string {
  const given = user.marketingConsentAt ? parseISO(user.marketingConsentAt) : null;
  if (user.marketingConsent && given && isValid(given)) {
    return `You agreed on ${format(given, 'dd MMM yyyy')}.`;
  }
  if (user.marketingConsent) return 'You agreed to these mails.';
  return 'Off: we send you no offers or cart reminders. Mail about your orders always comes.';
}

/**
 * My account > Account: the customer's consent to offers and cart reminders by mail, changed with
 * one tick and saved at once (as a mail's unsubscribe link would change it).
 */
export function MailConsentSetting({ user }: { user: User }) {
  const update = useUpdateProfile();
  const boxId = useId();
  const stateId = useId();

  const change = (marketingConsent: boolean) => {
    // One change at a time. Not `disabled` while it saves: that would drop the keyboard focus.
    if (update.isPending) return;
    update.mutate(
      { marketingConsent },
      {
        onSuccess: () =>
          toast.success(
            marketingConsent
              ? 'We will mail you offers and reminders.'
              : 'No more offers or reminders.',
          ),
        onError: (error) => toast.error(errorMessage(error, 'Update failed!')),
      },
    );
  };

  return (
    <section aria-labelledby={`${boxId}-heading`} className="flex flex-col gap-3">
      <h2 id={`${boxId}-heading`} className="text-xl font-semibold text-ink-900">
        Mail from us
      </h2>
      <div className="flex items-start gap-3">
        <input
          id={boxId}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-coral-600 aria-busy:cursor-wait"
          checked={user.marketingConsent}
          aria-busy={update.isPending}
          aria-describedby={stateId}
          onChange={(event) => change(event.target.checked)}
        />
        <label htmlFor={boxId} className="cursor-pointer text-ink-900">
          Mail me offers and reminders about my cart. I can stop them any time.
        </label>
      </div>
      <p id={stateId} role="status" className="text-sm text-ink-700">
        {consentState(user)}
      </p>
    </section>
  );
}
