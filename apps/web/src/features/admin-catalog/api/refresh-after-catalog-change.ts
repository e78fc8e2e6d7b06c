import type { QueryClient } from '@tanstack/react-query';

/**
 * A category or product change shows up in the shop's lists, filters, search, product pages and
 * the dashboard, all cached under keys other features own. Marking every query stale is simpler
 * than knowing them all: only what is on screen refetches now, the rest when next shown.
 */
export function refreshAfterCatalogChange(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries();
}
