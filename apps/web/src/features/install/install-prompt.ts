import { useEffect, useState } from 'react';

/** Chromium's event, not in TypeScript's DOM types: the browser's own install dialog, held. */
export type InstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

/**
 * The browser's offer to install the shop, once it has made one (Chromium, when the manifest and
 * service worker qualify; never once installed). The browser's own banner is held back
 * (preventDefault): the shop asks at a better moment, and only once.
 */
export function useInstallPrompt(): { prompt: InstallPromptEvent | null; used: () => void } {
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(
    // public/start-app.js keeps the event when it comes before this code has loaded.
    () => (window.shopStart?.installPrompt as InstallPromptEvent | undefined) ?? null,
  );
  useEffect(() => {
    const keep = (event: Event) => {
      event.preventDefault();
      setPrompt(event as InstallPromptEvent);
    };
    const installed = () => setPrompt(null);
    window.addEventListener('beforeinstallprompt', keep);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('beforeinstallprompt', keep);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);
  return {
    prompt,
    // An event's prompt() works once: the next offer needs a new event from the browser.
    used: () => {
      if (window.shopStart) delete window.shopStart.installPrompt;
      setPrompt(null);
    },
  };
}
