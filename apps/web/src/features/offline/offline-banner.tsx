import { WifiOff } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { useOnline } from '../../lib/use-online.ts';

/**
 * "You are offline", at the foot of every page while the connection is down: the pages seen
 * before still open (the service worker keeps them), the rest waits. A polite live region that
 * is always there, so screen readers hear the change when it comes and not before.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
    >
      {!online && (
        <p className="pointer-events-auto flex items-center gap-2 rounded-full bg-ink-900 px-4 py-2.5 text-sm font-bold text-white shadow-lift">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          <Trans>You are offline. Pages you have seen still open.</Trans>
        </p>
      )}
    </div>
  );
}
