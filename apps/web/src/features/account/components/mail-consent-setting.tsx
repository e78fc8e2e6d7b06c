import type { User } from '@shop/contracts/accounts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isValid, parseISO } from 'date-fns';
import { useId } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { formatDay } from '../profile-display.ts';

/** Where consent stands, in words: when it was given, or that nothing of the kind is sent. */
function consentState(user: User, i18n: I18n): string {
  const given = user.marketingConsentAt ? parseISO(user.marketingConsentAt) : null;
  if (user.marketingConsent && given && isValid(given)) {
    const date = formatDay(given, i18n.locale);
    return i18n._(msg`You agreed on ${date}.`);
  }
  if (user.marketingConsent) return i18n._(msg`You agreed to these mails.`);
  return i18n._(
    msg`Off: we send you no offers or cart reminders. Mail about your orders always comes.`,
  );
}

/**
 * My account > Account: the customer's consent to offers and cart reminders by mail, changed with
 * one tick and saved at once (as a mail's unsubscribe link would change it).
 */
export function MailConsentSetting({ user }: { user: User }) {
  const { t, i18n } = useLingui();
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
              ? t`We will mail you offers and reminders.`
              : t`No more offers or reminders.`,
          ),
        onError: (error) => toast.error(errorMessage(error, t`Update failed!`)),
      },
    );
  };

  return (
    <section aria-labelledby={`${boxId}-heading`} className="flex flex-col gap-3">
      <h2 id={`${boxId}-heading`} className="text-xl font-semibold text-ink-900">
        <Trans>Mail from us</Trans>
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
          <Trans>Mail me offers and reminders about my cart. I can stop them any time.</Trans>
        </label>
      </div>
      <p id={stateId} role="status" className="text-sm text-ink-700">
        {consentState(user, i18n)}
      </p>
    </section>
  );
}
