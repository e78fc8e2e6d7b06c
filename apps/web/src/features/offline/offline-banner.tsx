import { WifiOff } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { useFetchTrouble } from '../../lib/fetch-trouble.ts';
import { useOnline } from '../../lib/use-online.ts';

/**
 * "You are offline", at the foot of every page while the connection is down: the pages seen
 * before still open (the service worker keeps them), the rest waits. For a few seconds after a
 * tap opened nothing because its code could not be fetched (lib/fetch-trouble.ts), it says that
 * instead, connection or not: a phone often believes it is online with no signal at all. A polite
 * live region that is always there, so screen readers hear the change when it comes and not
 * before.
 */
export function OfflineBanner() {
  const online = useOnline();
  const fetchTrouble = useFetchTrouble();
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
    >
      {(fetchTrouble || !online) && (
        <p className="pointer-events-auto flex items-center gap-2 rounded-full bg-ink-900 px-4 py-2.5 text-sm font-bold text-white shadow-lift">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {fetchTrouble ? (
            <Trans>That did not open: no connection. Tap again when you have signal.</Trans>
          ) : (
            <Trans>You are offline. Pages you have seen still open.</Trans>
          )}
        </p>
      )}
    </div>
  );
}
