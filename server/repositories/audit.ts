import { and, count, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AUDIT_SORT_FIELDS, AuditAction, AuditDetails, AuditFilter, AuditTargetType } from '@contract/audit';
import type { Db } from '../db/client';
import { auditEvents, type AuditEventRow } from '../db/schema/index';
import { isUuid } from '@contract/ids';
import { offsetOf, orderFor, type PageRequest } from '../lib/paging';
import { timeOrderedUuid } from '../lib/time-ordered-id';

type AuditSortField = (typeof AUDIT_SORT_FIELDS)[number];

/** Who acted and from where. */
export interface AuditActor {
  actorId: string | null;
  actorEmail: string;
  ip: string;
}

export interface AuditEntry extends AuditActor {
  action: AuditAction;
  targetType?: AuditTargetType;
  targetId?: string;
  details?: AuditDetails;
}

/** The signed-in caller (if any) and the client's address as the proxy settings resolve it. */
export function auditActor(request: FastifyRequest): AuditActor {
  const user = request.session?.user;
  return { actorId: user?.id ?? null, actorEmail: user?.email ?? '', ip: request.ip };
}

/**
 * Records one audit entry. Pass the transaction that makes the change, so the entry and the
 * change commit (or roll back) together:
 *   await recordAudit(tx, { ...auditActor(request), action: 'two_factor.enabled', targetType: 'user', targetId: user.id });
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  const now = Date.now();
  await db.insert(auditEvents).values({
    id: timeOrderedUuid(now),
    at: new Date(now),
    actorId: entry.actorId,
    actorEmail: entry.actorEmail.slice(0, 254).toLowerCase(),
    ip: entry.ip.slice(0, 100),
    action: entry.action,
    targetType: entry.targetType ?? '',
    targetId: (entry.targetId ?? '').slice(0, 200),
    details: entry.details ?? {},
  });
}

const DAY_MS = 86_400_000;
// Days the contract accepts run from year 0 to 9999; the database's timestamps do not, so a bound is
// kept between 1970 (before any entry) and the last instant of 9999.
const LATEST_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const dayStart = (day: string, plusDays = 0) => new Date(Math.min(LATEST_MS, Math.max(0, Date.parse(`${day}T00:00:00Z`) + plusDays * DAY_MS)));

function auditWhere(filter: AuditFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.action) parts.push(eq(auditEvents.action, filter.action));
  if (filter.actor) {
    parts.push(isUuid(filter.actor) ? eq(auditEvents.actorId, filter.actor) : eq(auditEvents.actorEmail, filter.actor));
  }
  if (filter.from) parts.push(gte(auditEvents.at, dayStart(filter.from)));
  if (filter.to) parts.push(lt(auditEvents.at, dayStart(filter.to, 1)));
  if (filter.target) parts.push(eq(auditEvents.targetId, filter.target));
  return and(...parts);
}

export function createAuditRepository(db: Db) {
  return {
    /** One page in the asked order, and how many entries the filter matches. */
    async page(filter: AuditFilter, paging: PageRequest<AuditSortField>): Promise<{ rows: AuditEventRow[]; total: number }> {
      const where = auditWhere(filter);
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(auditEvents)
          .where(where)
          .orderBy(...orderFor(paging.sort, { at: auditEvents.at }, auditEvents.id))
          .limit(paging.pageSize)
          .offset(offsetOf(paging)),
        db.select({ n: count() }).from(auditEvents).where(where),
      ]);
      return { rows, total: totalRow?.n ?? 0 };
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;

/** AUDIT_RETENTION_DAYS: deletes entries older than that; answers how many went. */
export async function purgeOldAuditEvents(db: Db, retentionDays: number, now = Date.now()): Promise<number> {
  const gone = await db
    .delete(auditEvents)
    .where(lt(auditEvents.at, new Date(now - retentionDays * DAY_MS)))
    .returning({ id: auditEvents.id });
  return gone.length;
}
