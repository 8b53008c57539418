import { auditListSchema, type AuditListQuery } from '@contract/audit';
import type { Transport } from './transport';

/** The audit log (admins only). */
export const auditApi = ({ page }: Transport) => ({
  /** One page, newest first unless sorted; `total` from X-Total-Count. */
  page: (query: AuditListQuery = {}) => page(auditListSchema, '/api/audit', query),
});
