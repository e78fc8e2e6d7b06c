import type { Product } from './catalog.ts';

/**
 * The seam between the API server and the web app's server build (apps/web, `vite build --ssr`):
 * the server loads the build's module and calls it for every page, then puts the result into the
 * client build's index.html.
 */
export type RenderedPage = {
  /** 200, 404 for an unknown product, page or address, 500 when a page's data failed. */
  status: number;
  /** What React hoists into <head>: title, meta tags, preloads of the first screen's images. */
  head: string;
  /** The app's HTML, for <div id="root">. */
  body: string;
  /** What the browser takes over (router state and query cache), for a JSON script element. */
  state: unknown;
  /**
   * What the page fetches besides the entry, to be preloaded: the source files of the matched
   * routes' lazily loaded pages, and the chunks of its language's texts by name
   * (`messages-hi-browsing`).
   */
  modules: string[];
  /** The product a product page shows, for its structured data and link previews. */
  product: Product | null;
};

export type PageRendererOptions = {
  /** How the app's API calls are answered: in-process by the server's own routes. */
  transport: (url: string, init: RequestInit) => Promise<Response>;
  /** An error React recovered from (the browser renders that part again). */
  onRecoverableError?: (error: unknown) => void;
};

/** What the server build's entry module exports. */
export type PageRendererModule = {
  createPageRenderer(options: PageRendererOptions): (request: Request) => Promise<RenderedPage>;
};

/** The id of the <script type="application/json"> element that holds RenderedPage.state. */
export const pageStateElementId = 'page-state';
