import { X } from 'lucide-react';
import { use, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui/button.tsx';
import { SproutMark } from '../../components/ui/sprout-mark.tsx';
import { BrandNameContext } from '../../lib/site.ts';
import {
  countVisit,
  parseInterest,
  recordDismissal,
  recordPage,
  shouldOfferInstall,
  storedInterest,
  subscribeToInterest,
} from './install-interest.ts';
import { useInstallPrompt } from './install-prompt.ts';

/**
 * "Install the shop": a small card at the foot of the page, once the browser can install it and
 * the shopper has shown interest (install-interest.ts). Not a dialog: it takes no focus and
 * covers nothing the shopper needs. "Not now", or turning down the browser's own dialog, keeps it
 * away for half a year.
 */
export function InstallOffer({ pathname }: { pathname: string }) {
  const { t } = useLingui();
  const brandName = use(BrandNameContext);
  const { prompt, used } = useInstallPrompt();
  const stored = useSyncExternalStore(subscribeToInterest, storedInterest, () => null);
  const interest = useMemo(() => parseInterest(stored), [stored]);
  const [now] = useState(Date.now);

  useEffect(() => countVisit(), []);
  useEffect(() => recordPage(pathname), [pathname]);

  if (!prompt || !shouldOfferInstall(interest, pathname, now)) return null;

  async function install() {
    if (!prompt) return;
    used();
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    if (outcome === 'dismissed') recordDismissal(Date.now());
  }

  return (
    <section
      aria-label={t`Install the shop`}
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-sm rounded-2xl bg-white p-3 shadow-lift sm:right-auto sm:left-4 sm:mx-0"
    >
      <div className="flex items-start gap-3">
        <SproutMark className="size-10 shrink-0" />
        <p className="min-w-0 flex-1 pt-0.5 text-sm text-ink-700">
          <span className="block font-bold text-ink-900">
            <Trans>Shop {brandName} like an app</Trans>
          </span>
          <Trans>Open it from your home screen. Pages you have seen open offline too.</Trans>
        </p>
        <button
          type="button"
          onClick={() => recordDismissal(Date.now())}
          aria-label={t`Not now`}
          title={t`Not now`}
          className="-mt-1 -mr-1 grid size-10 shrink-0 cursor-pointer place-items-center rounded-full text-ink-500 hover:bg-ink-900/5 hover:text-ink-900"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <Button size="sm" className="mt-2 ml-13" onClick={() => void install()}>
        <Trans>Install the shop</Trans>
      </Button>
    </section>
  );
}
