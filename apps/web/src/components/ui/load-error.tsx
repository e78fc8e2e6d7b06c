import { RotateCcw } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './button.tsx';

type LoadErrorProps = { message: string; onRetry: () => void; retrying?: boolean };

/** Stands in for a list that failed to load: the reason, and a way to ask again. */
export function LoadError({ message, onRetry, retrying = false }: LoadErrorProps) {
  const { t } = useLingui();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-3xl bg-white px-6 py-12 text-center shadow-soft"
    >
      <p className="font-semibold text-ink-900">{message}</p>
      <Button variant="outline" onClick={onRetry} busy={retrying} busyLabel={t`Trying again…`}>
        <RotateCcw aria-hidden="true" className="size-4" />
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
