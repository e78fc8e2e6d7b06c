import { RotateCcw } from 'lucide-react';
import { Button } from './button.tsx';

type LoadErrorProps = { message: string; onRetry: () => void; retrying?: boolean };

/** Stands in for a list that failed to load: the reason, and a way to ask again. */
export function LoadError({ message, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-3xl bg-white px-6 py-12 text-center shadow-soft"
    >
      <p className="font-semibold text-ink-900">{message}</p>
      <Button variant="outline" onClick={onRetry} busy={retrying} busyLabel="Trying again…">
        <RotateCcw aria-hidden="true" className="size-4" />
        Try again
      </Button>
    </div>
  );
}
