import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { setupI18n, type Messages } from '@lingui/core';
import { languageOfPath, languagePrefix, type Language } from '@shop/contracts/languages';
import { sendApiCallsThrough } from '../../lib/api-client.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import type { Product } from '@shop/contracts/catalog';
import type { PageRendererOptions, RenderedPage } from '@shop/contracts/page-rendering';
import { productBySlugQuery } from '../../features/catalog/api/products.ts';
import type { PageHandle } from '../page-handle.ts';
import type { PageState } from '../page-state.ts';
import { App } from '../providers.tsx';
import { routes } from '../route-table.tsx';
import { pageDataByRoute } from './page-data.ts';
import { loadMessages } from '../i18n/load-messages.ts';
import { messageChunkName, messageGroups, type MessageGroup } from '../i18n/message-groups.ts';

type LoaderContext = { queryClient: QueryClient };

/** The route table with a loader on every route whose page names its data (PageHandle.data). */
function withPageData(table: RouteObject[]): RouteObject[] {
  return table.map((route) => {
    const dataName = (route.handle as PageHandle | undefined)?.data;
    const loadData = dataName ? pageDataByRoute[dataName] : undefined;
    const children = route.children ? withPageData(route.children) : undefined;
    const withChildren = { ...route, ...(children ? { children } : {}) } as RouteObject;
    if (!loadData) return withChildren;
    return {
      ...withChildren,
      loader: async ({ params, request, context }) => {
        const { queryClient } = context as LoaderContext;
        const outcome = await loadData({ queryClient, params, url: new URL(request.url) });
        // The status travels in the loader data: the page itself renders as it always does.
        return outcome === 'not found' ? { status: 404 } : null;
      },
    } as RouteObject;
  });
}

// One handler per language: Hindi pages are the same routes below /hi.
const pageRoutes = withPageData(routes);
const handlers: Record<Language, ReturnType<typeof createStaticHandler>> = {
  en: createStaticHandler(pageRoutes),
  hi: createStaticHandler(pageRoutes, { basename: languagePrefix('hi') }),
};

/**
 * The server side of the pages: for each request, loads the matched routes' data into a fresh
 * query cache (with the same API calls the browser makes, answered in-process) and renders the
 * page to HTML.
 */
export function createPageRenderer(options: PageRendererOptions) {
  return (request: Request) => {
    const language = languageOfPath(new URL(request.url).pathname);
    return renderingServer.run({ transport: options.transport, language }, () =>
      renderPage(request, language, options),
    );
  };
}

/*
 * The API calls of a render go to the server that asked for it: one process may hold several
 * (tests, benchmarks), each with its own renderer, and their renders interleave.
 */
const renderingServer = new AsyncLocalStorage<{
  transport: PageRendererOptions['transport'];
  language: Language;
}>();
sendApiCallsThrough((url, init) => {
  const render = renderingServer.getStore();
  if (!render) throw new Error(`An API call outside a page render: ${url}`);
  // The API's messages (a product not found) in the page's language.
  const headers = new Headers(init.headers);
  headers.set('accept-language', render.language);
  return render.transport(url, { ...init, headers });
});

async function renderPage(
  request: Request,
  language: Language,
  options: PageRendererOptions,
): Promise<RenderedPage> {
  const handler = handlers[language];
  // Its own instance per render: renders of both languages interleave in one process.
  const i18n = setupI18n({
    locale: language,
    messages: { [language]: await everyMessageOf(language) },
  });
  const queryClient = createQueryClient();
  // The answers come from this very process: asking again cannot help, and the page must go out.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const context = await handler.query(request, {
    requestContext: { queryClient } satisfies LoaderContext,
  });
  // Only a loader's redirect answers with a Response, and no page's data redirects.
  if (context instanceof Response) throw new Error(`${request.url} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToHtml(
    <StrictMode>
      <App queryClient={queryClient} i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StrictMode>,
    options,
  );
  const [head, body] = splitHoisted(html);
  return {
    status: pageStatus(context),
    head,
    body,
    state: { router: routerState(context), queries: dehydrateQueries(queryClient) },
    modules: [
      ...messageGroupsOf(context).map((group) => messageChunkName(language, group)),
      ...handlesOf(context)
        .map((handle) => handle.module)
        .filter((module): module is string => Boolean(module)),
    ],
    product: shownProduct(context, queryClient),
  };
}

const everyMessage = new Map<Language, Promise<Messages>>();

/** A language's every text, gathered once: a page may show any of them. */
function everyMessageOf(language: Language): Promise<Messages> {
  let messages = everyMessage.get(language);
  if (!messages) {
    messages = loadMessages(language, Object.keys(messageGroups) as MessageGroup[]);
    everyMessage.set(language, messages);
  }
  return messages;
}

function handlesOf(context: StaticHandlerContext): PageHandle[] {
  return context.matches.map((match) => (match.route.handle as PageHandle | undefined) ?? {});
}

/** The texts the browser fetches with the page: the shell's and those its routes name. */
function messageGroupsOf(context: StaticHandlerContext): MessageGroup[] {
  return [
    ...new Set([
      'shell' as const,
      ...handlesOf(context).flatMap((handle) => handle.messages ?? []),
    ]),
  ];
}

function shownProduct(context: StaticHandlerContext, queryClient: QueryClient): Product | null {
  const match = context.matches.find(
    (candidate) => (candidate.route.handle as PageHandle | undefined)?.data === 'product',
  );
  if (!match) return null;
  return queryClient.getQueryData(productBySlugQuery(match.params.slug ?? '').queryKey) ?? null;
}

function pageStatus(context: StaticHandlerContext): number {
  if (context.statusCode !== 200) return context.statusCode;
  const notFound = Object.values(context.loaderData).some(
    (data) => (data as { status?: number } | null)?.status === 404,
  );
  return notFound ? 404 : 200;
}

/** The router's state in the form React Router's browser router reads back (errors flattened). */
function routerState(context: StaticHandlerContext): PageState['router'] {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([routeId, error]) => [
          routeId,
          isRouteErrorResponse(error)
            ? { ...error, __type: 'RouteErrorResponse' }
            : // The message only: a stack trace is nothing for a shopper's browser.
              { message: error instanceof Error ? error.message : String(error), __type: 'Error' },
        ]),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}

/**
 * The cache the page was rendered from: answers, and failed answers too, so the browser's first
 * render shows the same "not found" the server's did (the API error keeps its status and body).
 * The page's HTML already shows the data, so its copy for the browser leaves out the products'
 * fields that nothing in the browser reads (a shop page carries fifty products).
 */
function dehydrateQueries(queryClient: QueryClient) {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' || query.state.status === 'error',
  });
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, data: withoutUnreadFields(query.state.data) },
    })),
  };
}

/**
 * Product fields the browser's pages never read: dates, tax codes (the server writes the
 * invoice and the structured data) and stock-keeping codes. Any product in an answer (a list, a
 * page of a carousel, a product) is a JSON object with `slug` and `variants`.
 */
const unreadProductFields = ['createdAt', 'updatedAt', 'hsnCode', 'gstRatePercent'];
function withoutUnreadFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUnreadFields);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value);
  const isProduct = 'slug' in value && 'variants' in value;
  return Object.fromEntries(
    entries
      .filter(([key]) => !(isProduct && unreadProductFields.includes(key)))
      .map(([key, field]) => [
        key,
        isProduct && key === 'variants' && Array.isArray(field)
          ? field.map((variant: Record<string, unknown>) => {
              const { sku: _unread, ...read } = variant;
              return read;
            })
          : withoutUnreadFields(field),
      ]),
  );
}

/** Renders the whole tree, lazy parts included, and collects the HTML. */
function renderToHtml(element: ReactNode, options: PageRendererOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Whole boundaries inline, however large: React would otherwise send a big one after its
      // fallback, revealed by an inline script, which the Content-Security-Policy forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => options.onRecoverableError?.(error),
    });
  });
}

/*
 * Without an <html> of its own, React writes what belongs in <head> (title, meta, link) first,
 * before the app's markup: <title>, <meta> and <link> elements with attribute values escaped.
 */
const hoistedElement = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)/;

function splitHoisted(html: string): [head: string, body: string] {
  let rest = html;
  let head = '';
  for (let match = hoistedElement.exec(rest); match; match = hoistedElement.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return [head, rest];
}
