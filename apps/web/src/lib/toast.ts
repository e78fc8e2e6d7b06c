import type { ExternalToast, toast as sonnerToast } from 'sonner';

/*
 * The storefront's toasts, with sonner fetched when the first one is shown rather than with the
 * page: a product or shop page should not wait for 9 KB (gzip) of toast code before it works.
 * A toast shown before <Toaster> (app/providers.tsx) has subscribed is not lost: sonner keeps it
 * in its store and the outlet shows it once it mounts.
 */

let sonnerLoading: Promise<typeof sonnerToast> | undefined;

function loadSonner(): Promise<typeof sonnerToast> {
  sonnerLoading ??= import('sonner').then(
    (module) => module.toast,
    (error: unknown) => {
      // Asked for again by the next toast: the connection may be back by then.
      sonnerLoading = undefined;
      throw error;
    },
  );
  return sonnerLoading;
}

type ToastKind = 'success' | 'error' | 'warning' | 'info';

function shows(kind: ToastKind) {
  return (message: string, options?: ExternalToast): void => {
    void loadSonner().then((sonner) => sonner[kind](message, options));
  };
}

/** sonner's toast.success / error / warning / info, for the pages every shopper visits. */
export const toast = {
  success: shows('success'),
  error: shows('error'),
  warning: shows('warning'),
  info: shows('info'),
};
