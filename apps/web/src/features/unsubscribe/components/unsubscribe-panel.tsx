import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MailKind, UnsubscribeResponse } from '@shop/contracts/notifications';
import { Link2Off, MailCheck, MailX } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useMailSubscription } from '../api/unsubscribe.ts';

const shopLink = (
  <Link to="/shop" className={buttonClasses({ variant: 'outline' })}>
    <Trans>Back to the shop</Trans>
  </Link>
);

/*
 * Whole titles per kind of mail (the contracts' mailKindLabels name the kinds in English for the
 * mails): a translation orders its words itself.
 */
const unsubscribedTitles: Record<MailKind, MessageDescriptor> = {
  STOCK_ALERT: msg`Unsubscribed from back-in-stock alerts`,
  CART_REMINDER: msg`Unsubscribed from reminders about your cart`,
  REVIEW_INVITATION: msg`Unsubscribed from invitations to review what you bought`,
};
const subscribedAgainTitles: Record<MailKind, MessageDescriptor> = {
  STOCK_ALERT: msg`Subscribed to back-in-stock alerts again`,
  CART_REMINDER: msg`Subscribed to reminders about your cart again`,
  REVIEW_INVITATION: msg`Subscribed to invitations to review what you bought again`,
};

function Panel({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-3xl bg-white px-6 py-10 text-center shadow-soft sm:px-10">
      <span className="grid size-16 place-items-center rounded-full bg-coral-50 text-coral-600">
        {icon}
      </span>
      <h1 className="text-2xl font-semibold text-ink-900 sm:text-3xl">{title}</h1>
      <div className="flex flex-col gap-2 text-ink-700">{children}</div>
      <div className="flex flex-wrap items-center justify-center gap-3">{actions}</div>
    </div>
  );
}

/** Asking again helps only when the link was fine and the server busy or out of reach. */
function worthRetrying(error: Error): boolean {
  return !(error instanceof ApiError) || error.status === 429 || error.status >= 500;
}

/**
 * The page of a mail's unsubscribe link: opening it turns that kind of mail off at once (no
 * sign-in, nothing to confirm: RFC 8058 asks for one click), and "Subscribe again" undoes it.
 */
export function UnsubscribePanel({ token }: { token: string | null }) {
  const { t } = useLingui();
  if (!token) {
    return (
      <Panel
        icon={<Link2Off aria-hidden="true" className="size-8" />}
        title={t`This link does not work`}
        actions={shopLink}
      >
        <p role="alert">
          <Trans>
            This unsubscribe link is not complete. Please open it again from the mail, or use the
            link at the bottom of any newer mail from us.
          </Trans>
        </p>
      </Panel>
    );
  }
  return <Subscription token={token} />;
}

function Subscription({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const [answer, setAnswer] = useState<UnsubscribeResponse | null>(null);
  const change = useMailSubscription(token, setAnswer);
  const { mutate } = change;
  // Opening the page unsubscribes once: React's StrictMode runs an effect twice in development,
  // and the ref outlives that second run.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    mutate(false);
  }, [mutate]);

  if (!answer && change.isError) {
    return (
      <Panel
        icon={<Link2Off aria-hidden="true" className="size-8" />}
        title={t`This link does not work`}
        actions={
          <>
            {worthRetrying(change.error) && (
              <Button onClick={() => change.mutate(false)}>
                <Trans>Try again</Trans>
              </Button>
            )}
            {shopLink}
          </>
        }
      >
        <p role="alert">
          {errorMessage(change.error, t`We could not reach the shop. Please try again.`)}
        </p>
        <p className="text-sm">
          <Trans>
            Every mail from us has its own unsubscribe link at the bottom: a newer one works too.
          </Trans>
        </p>
      </Panel>
    );
  }

  if (!answer) {
    return (
      <div
        aria-busy="true"
        className="mx-auto flex max-w-lg flex-col gap-4 rounded-3xl bg-white p-10 shadow-soft"
      >
        <span className="sr-only">
          <Trans>Unsubscribing…</Trans>
        </span>
        <Skeleton className="mx-auto size-16 rounded-full" />
        <Skeleton className="h-8" />
        <Skeleton className="h-12" />
      </div>
    );
  }

  return (
    <Panel
      icon={
        answer.subscribed ? (
          <MailCheck aria-hidden="true" className="size-8" />
        ) : (
          <MailX aria-hidden="true" className="size-8" />
        )
      }
      title={i18n._((answer.subscribed ? subscribedAgainTitles : unsubscribedTitles)[answer.kind])}
      actions={
        <>
          <Button
            variant={answer.subscribed ? 'outline' : 'primary'}
            busy={change.isPending}
            busyLabel={answer.subscribed ? t`Unsubscribing…` : t`Subscribing…`}
            onClick={() => change.mutate(!answer.subscribed)}
          >
            {answer.subscribed ? <Trans>Unsubscribe again</Trans> : <Trans>Subscribe again</Trans>}
          </Button>
          {shopLink}
        </>
      }
    >
      {/* The same region for every answer, so screen readers announce each new one. */}
      <p role="status">{answer.message}</p>
      {change.isError && (
        <p role="alert" className="font-semibold text-danger-600">
          {errorMessage(change.error, t`That did not work. Please try again.`)}
        </p>
      )}
    </Panel>
  );
}
