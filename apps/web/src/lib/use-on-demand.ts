import { useCallback, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { reportFetchRecovered, reportFetchTrouble } from './fetch-trouble.ts';

/** A component whose code is fetched the first time a page wants it (a dialog, a sheet). */
export type OnDemand<Props> = { load: () => Promise<ComponentType<Props>> };

/**
 * Names a component fetched on first use; call it at a module's top. A fetch that failed (no
 * signal) is forgotten, so the next use tries again.
 */
export function onDemand<Props>(load: () => Promise<ComponentType<Props>>): OnDemand<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  return {
    load: () =>
      (loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      })),
  };
}

/**
 * The on-demand component once its code has arrived (null before), and `request` to fetch it.
 *
 * React.lazy would fetch and draw it too, but as a Suspense retry: the lowest priority React
 * has, behind any part of the page still hydrating. On a slow phone that kept a search tapped
 * while /shop woke up closed for seconds after its code had arrived. Here the component is set
 * in a synchronous update as soon as it arrives, ahead of everything else. `request` settles
 * once it is drawn, and rejects when its code could not be fetched (the offline banner then says
 * so: lib/fetch-trouble.ts).
 */
export function useOnDemand<Props>(component: OnDemand<Props>): {
  Component: ComponentType<Props> | null;
  request: () => Promise<void>;
} {
  const [Component, setComponent] = useState<ComponentType<Props> | null>(null);
  const request = useCallback(
    () =>
      component.load().then(
        (loaded) => {
          reportFetchRecovered();
          flushSync(() => setComponent(() => loaded));
        },
        (error: unknown) => {
          reportFetchTrouble();
          throw error;
        },
      ),
    [component],
  );
  return { Component, request };
}
