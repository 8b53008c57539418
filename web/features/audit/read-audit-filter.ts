import { auditListQuery, type AuditFilter } from '@contract/audit';

export interface AuditListState extends AuditFilter {
  page: number;
  pageSize: number;
}

const KEYS = ['action', 'actor', 'from', 'to', 'target', 'page'] as const;

/** The audit screen's filters and page from its URL; a value the contract refuses is dropped, not an error. */
export function readAuditState(params: URLSearchParams): AuditListState {
  const raw: Record<string, string> = {};
  for (const key of KEYS) {
    const v = params.get(key)?.trim();
    if (v) raw[key] = v;
  }
  for (let tries = 0; tries < KEYS.length; tries++) {
    const parsed = auditListQuery.safeParse(raw);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
  }
  return auditListQuery.parse({});
}
