import type { z } from 'zod';

/**
 * A list screen's filters, page, page size and sort from its URL, read with the list's own
 * contract query (decision 031): a value the contract refuses is dropped, never an error, so an
 * old or hand-edited link still opens the list. Dropping one value can bring out another's
 * problem (the audit log's `to` before `from`), hence the loop.
 */
export function readListState<Q extends z.ZodObject>(params: URLSearchParams, query: Q): z.output<Q> {
  const keys = Object.keys(query.shape);
  const raw: Record<string, string> = {};
  for (const key of keys) {
    const value = params.get(key)?.trim();
    if (value) raw[key] = value;
  }
  for (let tries = 0; tries <= keys.length; tries++) {
    const parsed = query.safeParse(raw);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
  }
  return query.parse({});
}

/** The same URL with some parameters set (null or '' removes; page 1 is the default); `page` resets unless given. */
export function withParams(params: URLSearchParams, changes: Record<string, string | number | null>): string {
  const next = new URLSearchParams(params);
  if (!('page' in changes)) next.delete('page');
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === '' || (k === 'page' && v === 1)) next.delete(k);
    else next.set(k, String(v));
  }
  const qs = next.toString();
  return qs ? `?${qs}` : '?';
}

/** How `sort` (`field` ascending, `-field` descending) orders the list by `field`, if it does. */
export function sortOrder(sort: string, field: string): 'ascending' | 'descending' | null {
  if (sort === field) return 'ascending';
  if (sort === `-${field}`) return 'descending';
  return null;
}

/**
 * The URL that sorts the list by `field`, back on page 1: the other way round when it is sorted
 * by it already, else newest first for times (`…At`, `at`) and A→Z for the rest.
 */
export function sortBy(params: URLSearchParams, current: string, field: string): string {
  const order = sortOrder(current, field);
  const descending = order === null ? /(^at|At)$/.test(field) : order === 'ascending';
  return withParams(params, { sort: descending ? `-${field}` : field });
}

/** A list state without its page, page size and sort: the filters its CSV export follows. */
export function filtersOf<S extends { page: number; pageSize: number; sort: string }>(state: S): Omit<S, 'page' | 'pageSize' | 'sort'> {
  const { page: _page, pageSize: _pageSize, sort: _sort, ...filters } = state;
  return filters;
}
