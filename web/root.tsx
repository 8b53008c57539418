import { useContext } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useMatches, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { ANALYTICS_BEACON_SCRIPT, BEFORE_PAINT_ATTRIBUTE, ISLANDS_LOADER, THEME_SCRIPT } from './islands/islands-loader';
import { isIslandsPage } from './islands/page-mode';
import { publicPrefetchRulesJson } from './islands/speculation-rules';
import { MANIFEST_URL } from './features/site-shell/manifest-link';
import { FAVICON_DATA_URL } from './features/site-shell/site-icons';
import { InlineStylesContext } from './lib/inline-styles';
import { webLoadContext } from './lib/load-context';
import './styles/app.css';
import { INTER_URL } from './styles/typeface';

export async function loader({ context }: Route.LoaderArgs) {
  const { publicApiOrigin, siteUrl, cspNonce, islandsScript, analyticsBeacon, attributionConsent, passkeyRpId } = webLoadContext(context);
  // Where the beacon reports a view (decision 067); null when views are counted by the server.
  const beacon = analyticsBeacon ? `${publicApiOrigin}/api/analytics/hit` : null;
  return { publicApiOrigin, siteUrl, nonce: cspNonce || undefined, islandsScript, beacon, attributionConsent, passkeyRpId };
}

const rootLinks = [
  // The typeface (decision 079): fetched with the page, not once the stylesheet asks for it.
  { rel: 'preload', href: INTER_URL, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' as const },
  // favicon.ico for browsers and tools without SVG icons; the set is made by scripts/make-icons.ts (decision 077).
  // The SVG icon, which browsers prefer, is inline: no request of its own at the page's load.
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: FAVICON_DATA_URL, type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'alternate', type: 'application/rss+xml', title: 'Blog RSS feed', href: '/rss.xml' },
];

/** Fully hydrated documents link the manifest here; public pages' islands link it after the first paint (manifest-link.ts). */
export const links: Route.LinksFunction = () => [...rootLinks, { rel: 'manifest', href: MANIFEST_URL }];

/**
 * Islands pages carry the stylesheet inline (no render-blocking request before the first paint;
 * the CSP allows it by hash, server/web/mount.ts); other documents link it.
 */
function DocumentLinks() {
  const inlineCss = useContext(InlineStylesContext);
  if (!inlineCss) return <Links />;
  return (
    <>
      {rootLinks.map((link) => (
        <link key={link.href} {...link} />
      ))}
      <style dangerouslySetInnerHTML={{ __html: inlineCss }} />
    </>
  );
}

/**
 * Public pages load only the islands script (a few interactive parts hydrated on their own);
 * staff screens and sign-in load the router and hydrate the whole document. Decided on the
 * server only (`islandsScript` is null in the browser): there this component runs only where the
 * router hydrated, so it keeps the router's scripts (also after a client-side navigation onto a public page).
 */
function PageScripts({ nonce, islandsScript, beacon }: { nonce: string | undefined; islandsScript: string | null; beacon: string | null }) {
  if (islandsScript) {
    // No nonce: the loader and the rules are allowed by their hashes (security-headers.ts), so a
    // public page is the same bytes for every visitor (server/web/page-cache.ts).
    return (
      <>
        <script data-islands={islandsScript} dangerouslySetInnerHTML={{ __html: ISLANDS_LOADER }} />
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: publicPrefetchRulesJson }} />
        {beacon && <script data-hit={beacon} dangerouslySetInnerHTML={{ __html: ANALYTICS_BEACON_SCRIPT }} />}
      </>
    );
  }
  return (
    <>
      <ScrollRestoration nonce={nonce} />
      <Scripts nonce={nonce} />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  // Public pages follow the system's colour scheme or the visitor's choice (decision 079); staff screens stay light.
  const publicPage = isIslandsPage(useMatches());
  // The islands loader is written by the server only; it ends the page's before-paint state (contract/page-scripts.ts).
  const islandsScript = typeof document === 'undefined' && publicPage ? (root?.islandsScript ?? null) : null;
  const beforePaint = islandsScript ? { [BEFORE_PAINT_ATTRIBUTE]: '' } : {};
  return (
    // The theme script sets the class before React sees the document (where it hydrates it, under the dev server).
    <html lang="en" data-public={publicPage ? '' : undefined} {...beforePaint} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {publicPage && <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f3a" />
        <Meta />
        <DocumentLinks />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">
        {children}
        <PageScripts nonce={root?.nonce} islandsScript={islandsScript} beacon={root?.beacon ?? null} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) ? error.statusText || 'Something went wrong' : 'Something went wrong';
  // 503: the page's data could not be read just now (web/lib/api/server-api.server.ts); the answer carries Retry-After.
  const unavailable = status === 503;
  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <title>{`${status} | Error`}</title>
      <p className="text-6xl font-bold text-brand-700">{status}</p>
      <h1 className="text-2xl font-semibold">{unavailable ? 'This page is unavailable for a moment' : message}</h1>
      {unavailable && <p className="text-slate-600">We could not load its content just now. Please try again in a minute.</p>}
      <a href="/" className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
        Return to Home
      </a>
    </main>
  );
}
