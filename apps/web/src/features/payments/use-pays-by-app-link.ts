import { useSyncExternalStore } from 'react';

// A touch screen or a narrow window: a phone, where UPI apps live. jsdom has no matchMedia.
const phoneQuery = '(pointer: coarse), (max-width: 640px)';
const canMatch = () => typeof window.matchMedia === 'function';

function subscribe(onChange: () => void) {
  if (!canMatch()) return () => {};
  const list = window.matchMedia(phoneQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * True on a phone, where the `upi://pay` link opens the shopper's UPI app; false on a computer,
 * where the page shows the link as a QR code for the phone's camera.
 */
export function usePaysByAppLink(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => canMatch() && window.matchMedia(phoneQuery).matches,
    () => false,
  );
}
