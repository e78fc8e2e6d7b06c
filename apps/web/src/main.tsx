import './index.css';
import './lib/zod-jitless.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { hydrate } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { languageOfPath, languagePrefix } from '@shop/contracts/languages';
import { loadMessages } from './app/i18n/load-messages.ts';
import { App } from './app/providers.tsx';
import { routes } from './app/route-table.tsx';
import { pageStateElementId } from '@shop/contracts/page-rendering';
import type { PageState } from './app/page-state.ts';
import { ApiError } from './lib/api-client.ts';
import { deferDistantRegions, releaseEveryRegion } from './lib/deferred-hydration.ts';
import { createQueryClient } from './lib/query-client.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');

void start(container);

/*
 * Not top-level await: lazy pages import from this entry's chunk, and the bundler splits a chunk
 * with a top-level await into many small ones to keep such imports from waiting on it.
 */
async function start(root: HTMLElement) {
  // Each step below is a task of its own: the modules' evaluation, reading the page's state,
  // filling the data cache, creating the router and hydrating each take a few milliseconds
  // here, and together they made one task long enough to hold up a tap on a budget phone.
  await nextTask();
  const queryClient = createQueryClient();
  const serverState = readPageState();
  // Hindi pages live under /hi: the router sees the same paths below it, and its links stay
  // there. The page's messages arrive with its code (preloaded); nothing renders before them.
  // A page showing more than the browsing pages' texts fetches them with its code (route-table).
  const language = languageOfPath(window.location.pathname);
  const basename = languagePrefix(language) || undefined;
  const messages = loadMessages(language, ['shell']);
  if (serverState) {
    // The first render must equal the server's HTML: the matched pages' code is fetched before
    // it (the page preloads it), so no route renders a loading placeholder the server did not.
    await loadMatchedPages(basename);
    await nextTask();
    hydrate(queryClient, revived(serverState.queries));
    // React Router reads its server state from here (errors included) when it creates the router.
    window.__staticRouterHydrationData = serverState.router;
    deferDistantRegions();
  }
  // Added to, not replacing, the texts the matched pages have loaded with their code.
  i18n.load(language, await messages);
  i18n.activate(language);
  await nextTask();
  const router = createBrowserRouter(routes, { basename });
  // A navigation's state reaches every region of the page: none may still be waiting then.
  const firstLocation = router.state.location;
  router.subscribe((state) => {
    if (state.location !== firstLocation || state.navigation.state !== 'idle') releaseEveryRegion();
  });
  const app = (
    <StrictMode>
      <App queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );
  await nextTask();
  // Hydrating as a transition lets React yield to the browser between pieces of the page, so a
  // tap or a scroll during hydration is never held up for long; regions below the first screen
  // wait until they are near (components/ui/deferred-hydration.tsx). Vite's development server
  // sends the page without server rendering: then the app renders itself.
  if (serverState) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

/** Lets the browser draw and answer taps before the next step. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function readPageState(): PageState | null {
  const text = document.getElementById(pageStateElementId)?.textContent;
  return text ? (JSON.parse(text) as PageState) : null;
}

async function loadMatchedPages(basename: string | undefined) {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const page = await route.lazy();
      Object.assign(route, { ...page, lazy: undefined });
    }),
  );
}

/**
 * The server's answers as of now: its page cache is emptied on every change to what it shows,
 * so they are as current as a fetch would be, and the browser does not ask again at once. A
 * failed answer becomes an ApiError again, as the components expect.
 */
function revived(queries: PageState['queries']): PageState['queries'] {
  const now = Date.now();
  return {
    ...queries,
    queries: queries.queries.map((query) => {
      const { error } = query.state;
      const sent = error as { name?: string; status?: number; body?: unknown } | null;
      return {
        ...query,
        state: {
          ...query.state,
          dataUpdatedAt: query.state.dataUpdatedAt ? now : 0,
          error:
            sent?.name === 'ApiError' && typeof sent.status === 'number'
              ? new ApiError(sent.status, (sent.body ?? null) as ApiError['body'])
              : error,
        },
      };
    }),
  };
}
