import { leadListQuery, type LeadFilter } from '@contract/leads';

export interface ListState extends LeadFilter {
  page: number;
  pageSize: number;
}

/** The dashboard's filters and page from its URL; a value the contract refuses is dropped, not an error. */
export function readListState(params: URLSearchParams): ListState {
  const raw: Record<string, string> = {};
  for (const key of ['status', 'owner', 'service', 'q', 'page']) {
    const v = params.get(key);
    if (v) raw[key] = v;
  }
  const parsed = leadListQuery.safeParse(raw);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((i) => String(i.path[0])));
  for (const key of bad) delete raw[key];
  return leadListQuery.parse(raw);
}

/** The same URL with some parameters set (empty = removed); `page` resets unless given. */
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
