import { and, count, desc, eq, gte, inArray, lt, ne, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AUDIT_SORT_FIELDS, AuditAction, AuditDetails, AuditFilter, AuditTargetType } from '@contract/audit';
import type { Db } from '../db/client';
import { apiKeyActorName } from './api-keys';
import { auditEvents, blogs, leads, passkeys, users, type AuditEventRow } from '../db/schema/index';
import { isUuid } from '@contract/ids';
import { offsetOf, orderFor, type PageRequest } from './paging';
import { timeOrderedUuid } from '../lib/time-ordered-id';

type AuditSortField = (typeof AUDIT_SORT_FIELDS)[number];

/** Who acted and from where. */
export interface AuditActor {
  actorId: string | null;
  actorEmail: string;
  /** The actor's name when it acted; looked up from `actorId` when left out. */
  actorName?: string;
  ip: string;
}

export interface AuditEntry extends AuditActor {
  action: AuditAction;
  targetType?: AuditTargetType;
  targetId?: string;
  /** What the target was called (a person's name, a post's title); looked up when left out (decision 057). */
  targetLabel?: string;
  details?: AuditDetails;
}

/** The signed-in caller (if any) and the client's address as the proxy settings resolve it. */
export function auditActor(request: FastifyRequest): AuditActor {
  // A key's actions: its creator's id, the key's shown prefix and its name (decision 069).
  const key = request.apiKey;
  if (key) return { actorId: key.creator.id, actorEmail: `api-key:${key.row.prefix}`, actorName: apiKeyActorName(key), ip: request.ip };
  const user = request.session?.user;
  return { actorId: user?.id ?? null, actorEmail: user?.email ?? '', actorName: user?.name ?? '', ip: request.ip };
}

/** The tables whose rows an entry can name. */
const LABELS: Partial<Record<AuditTargetType, (db: Db, id: string) => Promise<{ label: string }[]>>> = {
  user: (db, id) => db.select({ label: users.name }).from(users).where(eq(users.id, id)),
  post: (db, id) => db.select({ label: blogs.title }).from(blogs).where(eq(blogs.id, id)),
  lead: (db, id) => db.select({ label: leads.name }).from(leads).where(eq(leads.id, id)),
  passkey: (db, id) => db.select({ label: passkeys.name }).from(passkeys).where(eq(passkeys.id, id)),
};

/**
 * The target's name now, or (its row already gone: a delete) the label an earlier entry about it
 * recorded. '' when nothing is known.
 */
async function labelOf(db: Db, type: AuditTargetType | undefined, id: string): Promise<string> {
  const lookup = type && LABELS[type];
  if (!lookup || !isUuid(id)) return '';
  const [row] = await lookup(db, id);
  if (row) return row.label;
  const [earlier] = await db
    .select({ label: auditEvents.targetLabel })
    .from(auditEvents)
    .where(and(eq(auditEvents.targetId, id), ne(auditEvents.targetLabel, '')))
    .orderBy(desc(auditEvents.at))
    .limit(1);
  return earlier?.label ?? '';
}

async function actorNameOf(db: Db, entry: AuditEntry): Promise<string> {
  if (entry.actorName) return entry.actorName;
  if (!entry.actorId) return '';
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, entry.actorId));
  return row?.name ?? '';
}

/**
 * Records one audit entry. Pass the transaction that makes the change, so the entry and the
 * change commit (or roll back) together:
 *   await recordAudit(tx, { ...auditActor(request), action: 'two_factor.enabled', targetType: 'user', targetId: user.id });
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  const targetId = (entry.targetId ?? '').slice(0, 200);
  // Names as they are when it happens (decision 057): a later rename or delete does not rewrite the log.
  // One after the other: `db` may be a transaction, which runs one statement at a time.
  const actorName = await actorNameOf(db, entry);
  const targetLabel = entry.targetLabel ?? (await labelOf(db, entry.targetType, targetId));
  const now = Date.now();
  await db.insert(auditEvents).values({
    id: timeOrderedUuid(now),
    at: new Date(now),
    actorId: entry.actorId,
    actorEmail: entry.actorEmail.slice(0, 254).toLowerCase(),
    actorName: actorName.slice(0, 200),
    ip: entry.ip.slice(0, 100),
    action: entry.action,
    targetType: entry.targetType ?? '',
    targetId,
    targetLabel: targetLabel.slice(0, 300),
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
    /** Records one entry on its own (recordAudit with the transaction, for an entry that commits with its change). */
    record: (entry: AuditEntry) => recordAudit(db, entry),
    /** Of these entries, the ids of targets (people, posts, leads, passkeys) whose row is gone: the screen marks them deleted. */
    async goneTargets(rows: AuditEventRow[]): Promise<Set<string>> {
      const tables = { user: users, post: blogs, lead: leads, passkey: passkeys } as const;
      const gone = new Set<string>();
      for (const [type, table] of Object.entries(tables)) {
        const ids = [...new Set(rows.filter((r) => r.targetType === type && isUuid(r.targetId)).map((r) => r.targetId))];
        if (!ids.length) continue;
        const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
        const present = new Set(found.map((f) => f.id));
        for (const id of ids) if (!present.has(id)) gone.add(id);
      }
      return gone;
    },
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
