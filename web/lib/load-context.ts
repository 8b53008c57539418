import { createContext, type RouterContextProvider } from 'react-router';

/** What the server hands every loader and action (built in server/web/mount.ts). */
export interface WebLoadContext {
  /** fetch that reaches the API: in-process through its HTTP stack, or API_ORIGIN's server. */
  apiFetch: typeof fetch;
  /** Base URL of the API as the server reaches it. */
  apiBase: string;
  /** Where the browser sends API calls ('' = same origin). */
  publicApiOrigin: string;
  /** Absolute origin for canonical links, sitemaps and feeds. */
  siteUrl: string;
  /** Nonce of this response's CSP for inline scripts. */
  cspNonce: string;
  /** URL of the islands script for public pages (null: hydrate whole documents, e.g. in dev). */
  islandsScript: string | null;
  /** The stylesheet's text, inlined into islands pages (null: link it, e.g. in dev). */
  inlineCss: string | null;
}

/** The context every loader, action and middleware receives (React Router's `future.v8_middleware`). */
export type LoadContext = Readonly<RouterContextProvider>;

/**
 * Under `react-router dev` nobody sets the context: the API runs apart (npm run dev) and the dev
 * server proxies /api. Getters, so the environment is read on the server when a loader asks.
 */
const devServerContext: WebLoadContext = {
  apiFetch: (input, init) => fetch(input, init),
  get apiBase() {
    return process.env.DEV_API_ORIGIN ?? 'http://localhost:3001';
  },
  publicApiOrigin: '',
  siteUrl: 'http://localhost:3000',
  // No CSP under the dev server: no nonce ('' = none, web/root.tsx).
  cspNonce: '',
  islandsScript: null,
  inlineCss: null,
};

/**
 * The key of the server's values in the load context. server/web/mount.ts reaches it through the
 * built entry module (web/entry.server.tsx re-exports it), never by importing web/ (decision 032).
 */
export const webContext = createContext<WebLoadContext>(devServerContext);

/** The server's values for this request. */
export function webLoadContext(context: LoadContext): WebLoadContext {
  return context.get(webContext);
}
