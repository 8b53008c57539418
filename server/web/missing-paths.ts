import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/**
 * Characters a path may hold to be written into the shared not-found page as it is: none of them is
 * escaped in HTML text, in an attribute or in JSON, so the path reads the same in every place the
 * page shows it (page-server.ts). Other paths (quotes, `<`, `&`, `\`…) are rendered for themselves.
 */
const PLAIN_PATH = /^\/[A-Za-z0-9/._~%!$*+,;=:@-]*$/;

/** Where the browser asks React Router for routes it discovers lazily (its default `routeDiscovery.manifestPath`). */
const ROUTER_MANIFEST_PATH = '/__manifest';

/** The web app's routes as React Router matches them, from the server build's flat table. */
function routeTree(routes: ServerBuild['routes']): RouteObject[] {
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
  return roots;
}

/**
 * Whether only the web app's catch-all route (`*`, the not-found page) matches a path: such a path
 * is known missing without a database read, whatever the content (decision 090). A path that one
 * of the real routes matches (`/blogs/<slug>`, `/legal/<slug>`…) may become a page and is never
 * answered from the shared not-found page.
 */
export function createMissingPathCheck(routes: ServerBuild['routes']): (pathname: string) => boolean {
  const roots = routeTree(routes);
  return (pathname) => {
    const matches = matchRoutes(roots, pathname);
    return matches !== null && matches[matches.length - 1]!.route.path === '*';
  };
}

/**
 * The web app's route pattern a page path renders (`/blogs/:slug`; `/*` for the not-found page),
 * for the page's trace span (issue 43): Fastify sees every page as its one catch-all.
 */
export function createPagePattern(routes: ServerBuild['routes']): (url: string) => string {
  const roots = routeTree(routes);
  return (url) => {
    const q = url.indexOf('?');
    const matches = matchRoutes(roots, q === -1 ? url : url.slice(0, q));
    if (!matches) return '/*';
    const pattern = matches
      .map((m) => m.route.path ?? '')
      .filter(Boolean)
      .join('/');
    return `/${pattern}`.replace(/\/{2,}/g, '/');
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
