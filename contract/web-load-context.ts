import type { PrivacyFact } from './privacy-facts';

/** What the server hands every loader and action of the web app (built in server/web/mount.ts; read in web/ under the webContext key, web/lib/load-context.ts). */
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
  /** ANALYTICS_BEACON: public pages carry the view beacon (decision 067). */
  analyticsBeacon: boolean;
  /** Draws a page's 1200×630 PNG social card from its text, kept by the text's hash (decision 077); absent under the dev server. */
  socialCard?: (text: SocialCardText) => Promise<{ png: Uint8Array<ArrayBuffer>; hash: string }>;
  /** ATTRIBUTION_CONSENT: public pages carry the consent banner and the footer's "Privacy choices" (decision 078). */
  attributionConsent: boolean;
  /** Passkeys' relying party ID (WEBAUTHN_RP_ID, or SITE_URL's host name): the browser offers passkeys only on hosts under it. */
  passkeyRpId: string;
  /** What the site keeps about a visitor, where and for how long, from the configuration (the privacy page shows it). */
  privacyFacts: PrivacyFact[];
  /** Logs a loader's or the render's error with the request (web/entry.server.tsx): a 500 page alone does not say why. */
  reportError?: (error: unknown) => void;
}

/** The words on a social card: the page's kind, its title, the company's name. */
export interface SocialCardText {
  eyebrow: string;
  title: string;
  brand: string;
}
