import { useEffect } from 'react';
import { toast } from './toast.ts';

/**
 * Toasts `message` once each time a query fails (spec section 8: 'Failed to load cart items.'
 * and friends). The fixed toast id keeps a refetch loop from stacking copies.
 */
export function useErrorToast(failed: boolean, message: string): void {
  useEffect(() => {
    if (failed) toast.error(message, { id: message });
  }, [failed, message]);
}
