import type { OutgoingHttpHeaders } from 'node:http';
import { normalizePath, type RedirectStatus } from '@contract/redirects';
import { API_POLICY } from '../plugins/external/security-headers';

/** One rule as the table keeps it. */
export interface RedirectRule {
  id: string;
  from: string;
  to: string;
  status: RedirectStatus;
}

/** What a request that matches a rule, or a page address with a trailing slash, is answered. */
export interface RedirectMatch {
  /** The rule's id; null for the canonical address of a path with a trailing slash. */
  id: string | null;
  status: RedirectStatus;
  /** null for 410 Gone. */
  location: string | null;
}

/** What the page paths ask before anything else (page-hits-first.ts, plugins/app/redirects.ts). */
export interface RedirectLookup {
  /** `url` as the request has it (path and query); null when no rule matches. */
  lookup(url: string): RedirectMatch | null;
}

/** Requests that never reach a page: the API, the built files, the uploads. */
const NOT_PAGES = ['/api/', '/assets/', '/uploads/'];
export const isPageAddress = (url: string): boolean => !NOT_PAGES.some((prefix) => url.startsWith(prefix));

/** Header-safe: characters outside printable ASCII percent-encoded (an admin may type /café). */
const headerSafe = (target: string) => target.replace(/[^\x21-\x7e]+/g, (chars) => encodeURIComponent(chars));

/** The visitor's query goes along to a path on this site (campaign tags survive a moved page). */
function withQuery(target: string, search: string): string {
  if (!search || !target.startsWith('/')) return target;
  const hash = target.indexOf('#');
  const [base, fragment] = hash === -1 ? [target, ''] : [target.slice(0, hash), target.slice(hash)];
  return `${base}${base.includes('?') ? `&${search.slice(1)}` : search}${fragment}`;
}

/**
 * The redirect rules of this process, in memory (decision 064): every page request looks here
 * first, so a lookup is one Map get (none at all while there are no rules). `reload()` after every
 * write here and on every content change announced by another process keeps it current. Hits are
 * counted here and taken in batches (counts.ts).
 */
export function createRedirectTable(load: () => Promise<RedirectRule[]>) {
  let rules = new Map<string, RedirectRule>();
  let loads = 0;
  let pendingHits = new Map<string, number>();

  function find(path: string): RedirectRule | undefined {
    const rule = rules.get(normalizePath(path));
    if (rule || !path.includes('%')) return rule;
    try {
      return rules.get(normalizePath(decodeURI(path)));
    } catch {
      return undefined;
    }
  }

  return {
    lookup(url: string): RedirectMatch | null {
      const q = url.indexOf('?');
      const path = q === -1 ? url : url.slice(0, q);
      const rule = rules.size === 0 ? undefined : find(path);
      if (!rule) return canonicalAddress(path, q === -1 ? '' : url.slice(q));
      pendingHits.set(rule.id, (pendingHits.get(rule.id) ?? 0) + 1);
      const location = rule.status === 410 ? null : withQuery(rule.to, q === -1 ? '' : url.slice(q));
      return { id: rule.id, status: rule.status, location };
    },

    /** Loads the rules again; of overlapping reloads the last one started wins. */
    async reload(): Promise<void> {
      const mine = ++loads;
      const rows = await load();
      if (mine !== loads) return;
      rules = new Map(rows.map((r) => [r.from, { ...r, to: headerSafe(r.to) }]));
    },

    /** Hits counted since the last call, per rule id. */
    takeHits(): Map<string, number> {
      const taken = pendingHits;
      pendingHits = new Map();
      return taken;
    },

    get size() {
      return rules.size;
    },
  };
}
export type RedirectTable = ReturnType<typeof createRedirectTable>;

/**
 * `/about/` and `/about//` are `/about`: one address per page for visitors and search engines, as the
 * sitemap and canonical links name it. Leading slashes are kept to one, so `//host/` cannot become a
 * protocol-relative address on another site.
 */
function canonicalAddress(path: string, search: string): RedirectMatch | null {
  if (path.length < 2 || !path.endsWith('/') || !isPageAddress(path)) return null;
  const canonical = `/${path.replace(/^\/+/, '').replace(/\/+$/, '')}`;
  return { id: null, status: 301, location: headerSafe(`${canonical}${search}`) };
}

/** The removed page a 410 answers: nothing to run, a way home. */
const GONE_PAGE = Buffer.from(
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex"><title>Page removed</title></head>' +
    '<body><main><h1>This page was removed</h1><p>It is no longer on this site.</p><p><a href="/">Go to the home page</a></p></main></body></html>',
);

/** 301s may be fixed by an admin: browsers keep them an hour, not forever. */
const CACHE_CONTROL: Record<RedirectStatus, string> = { 301: 'public, max-age=3600', 302: 'no-cache', 410: 'public, max-age=300' };

/**
 * The answer's own headers and body, the same on the page cache's early path and through Fastify
 * (both add the security headers of everyAnswersHeaders(), plugins/external/security-headers.ts).
 */
export function redirectAnswer(match: RedirectMatch): { headers: OutgoingHttpHeaders; body: Buffer | undefined } {
  const body = match.status === 410 ? GONE_PAGE : undefined;
  const headers: OutgoingHttpHeaders = {
    'content-security-policy': API_POLICY,
    'cache-control': CACHE_CONTROL[match.status],
    'content-length': body?.length ?? 0,
  };
  if (match.location !== null) headers.location = match.location;
  if (match.status === 410) headers['content-type'] = 'text/html; charset=utf-8';
  return { headers, body };
}
