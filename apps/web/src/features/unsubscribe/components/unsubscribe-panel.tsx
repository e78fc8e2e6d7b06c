import { mailKindLabels, type UnsubscribeResponse } from '@shop/contracts/notifications';
import { Link2Off, MailCheck, MailX } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useMailSubscription } from '../api/unsubscribe.ts';

const shopLink = (
  <Link to="/shop" className={buttonClasses({ variant: 'outline' })}>
    Back to the shop
  </Link>
);

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
  if (!token) {
    return (
      <Panel
        icon={<Link2Off aria-hidden="true" className="size-8" />}
        title="This link does not work"
        actions={shopLink}
      >
        <p role="alert">
          This unsubscribe link is not complete. Please open it again from the mail, or use the link
          at the bottom of any newer mail from us.
        </p>
      </Panel>
    );
  }
  return <Subscription token={token} />;
}

function Subscription({ token }: { token: string }) {
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
        title="This link does not work"
        actions={
          <>
            {worthRetrying(change.error) && (
              <Button onClick={() => change.mutate(false)}>Try again</Button>
            )}
            {shopLink}
          </>
        }
      >
        <p role="alert">
          {errorMessage(change.error, 'We could not reach the shop. Please try again.')}
        </p>
        <p className="text-sm">
          Every mail from us has its own unsubscribe link at the bottom: a newer one works too.
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
        <span className="sr-only">Unsubscribing…</span>
        <Skeleton className="mx-auto size-16 rounded-full" />
        <Skeleton className="h-8" />
        <Skeleton className="h-12" />
      </div>
    );
  }

  const label = mailKindLabels[answer.kind];
  return (
    <Panel
      icon={
        answer.subscribed ? (
          <MailCheck aria-hidden="true" className="size-8" />
        ) : (
          <MailX aria-hidden="true" className="size-8" />
        )
      }
      title={answer.subscribed ? `Subscribed to ${label} again` : `Unsubscribed from ${label}`}
      actions={
        <>
          <Button
            variant={answer.subscribed ? 'outline' : 'primary'}
            busy={change.isPending}
            busyLabel={answer.subscribed ? 'Unsubscribing…' : 'Subscribing…'}
            onClick={() => change.mutate(!answer.subscribed)}
          >
            {answer.subscribed ? 'Unsubscribe again' : 'Subscribe again'}
          </Button>
          {shopLink}
        </>
      }
    >
      {/* The same region for every answer, so screen readers announce each new one. */}
      <p role="status">{answer.message}</p>
      {change.isError && (
        <p role="alert" className="font-semibold text-danger-600">
          {errorMessage(change.error, 'That did not work. Please try again.')}
        </p>
      )}
    </Panel>
  );
}
