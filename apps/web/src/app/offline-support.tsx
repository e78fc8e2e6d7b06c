import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { keepCartOnDevice } from '../features/cart/api/saved-cart.ts';
import { isAdminArea } from '../features/install/install-interest.ts';
import { InstallOffer } from '../features/install/install-offer.tsx';
import { OfflineBanner } from '../features/offline/offline-banner.tsx';
import { startServiceWorker } from '../features/offline/service-worker.ts';
import { useKeepSeenPages } from '../features/offline/use-keep-seen-pages.ts';
import { useOnline } from '../lib/use-online.ts';
import { keepWebFontsForNextVisit } from './web-fonts.ts';

/**
 * The installable, offline storefront's part of every page, loaded by the root layout once the
 * page has become the app and the browser is idle (none of it is in the first page's JavaScript):
 * the service worker, the pages seen, the cart and the web fonts kept on the device, the offline
 * banner and the offer to install (never in the admin area, nor while offline).
 */
export function OfflineSupport() {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const online = useOnline();
  useEffect(() => {
    void startServiceWorker();
    void keepWebFontsForNextVisit();
  }, []);
  useEffect(() => keepCartOnDevice(queryClient), [queryClient]);
  useKeepSeenPages();
  return (
    <>
      <OfflineBanner />
      {online && !isAdminArea(pathname) && <InstallOffer pathname={pathname} />}
    </>
  );
}
