import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/**
 * Characters a path may hold to be written into the shared not-found page as it is: none of them is
 * escaped in HTML text, in an attribute or in JSON, so the path reads the same in every place the
 * page shows it (page-server.ts). Other paths (quotes, `<`, `&`, `\`…) are rendered for themselves.
 */
const PLAIN_PATH = /^\/[A-Za-z0-9/._~%!$*+,;=:@-]*$/;

/** Where the browser asks React Router for routes it discovers lazily (its default `routeDiscovery.manifestPath`). */
const ROUTER_MANIFEST_PATH = '/__manifest';

/**
 * Whether only the web app's catch-all route (`*`, the not-found page) matches a path: such a path
 * is known missing without a database read, whatever the content (decision 090). A path that one
 * of the real routes matches (`/blogs/<slug>`, `/legal/<slug>`…) may become a page and is never
 * answered from the shared not-found page.
 */
export function createMissingPathCheck(routes: ServerBuild['routes']): (pathname: string) => boolean {
  const byId = new Map<string, RouteObject & { children: RouteObject[] }>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    byId.set(route.id, { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: [] } as RouteObject & {
      children: RouteObject[];
    });
  }
  const roots: RouteObject[] = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const node = byId.get(route.id)!;
    if (route.index) Object.assign(node, { index: true, children: undefined });
    const parent = route.parentId ? byId.get(route.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return (pathname) => {
    const matches = matchRoutes(roots, pathname);
    return matches !== null && matches[matches.length - 1]!.route.path === '*';
  };
}

/**
 * The path a missing-page request shows (its pathname as the page's loader reads it, WHATWG-normalised),
 * when only the catch-all route matches it and it can be written into the shared page as it is; else null.
 */
export function plainMissingPath(url: string, isMissing: (pathname: string) => boolean): string | null {
  const q = url.indexOf('?');
  const raw = q === -1 ? url : url.slice(0, q);
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/api/')) return null;
  let pathname: string;
  try {
    pathname = new URL(raw, 'http://localhost').pathname;
  } catch {
    return null;
  }
  // React Router's own requests (lazy route discovery's manifest, single-fetch `.data` loads) are never pages.
  if (pathname === ROUTER_MANIFEST_PATH || pathname.endsWith('.data')) return null;
  return PLAIN_PATH.test(pathname) && isMissing(pathname) ? pathname : null;
}
