import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a server-rendered page hands over to the browser, in a JSON script (not an inline
 * script: the Content-Security-Policy allows none): the router's state (which routes matched,
 * any error the error page shows) and the query cache the page was rendered from.
 */
export type PageState = {
  router: HydrationState;
  queries: DehydratedState;
};

declare global {
  interface Window {
    /** Where React Router's browser router looks for the server's router state. */
    __staticRouterHydrationData?: HydrationState;
  }
}
