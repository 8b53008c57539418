import { createContext, type RouterContextProvider } from 'react-router';
import type { WebLoadContext } from '@contract/web-load-context';

export type { WebLoadContext };

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
  analyticsBeacon: false,
  get attributionConsent() {
    return process.env.ATTRIBUTION_CONSENT === 'true';
  },
  // The production server writes them from its configuration (server/web/privacy-facts.ts).
  privacyFacts: [],
  // The API's own default (SITE_URL's host name, localhost in development) unless the environment names one.
  get passkeyRpId() {
    return process.env.WEBAUTHN_RP_ID ?? 'localhost';
  },
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
