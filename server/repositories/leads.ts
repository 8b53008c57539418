import { and, asc, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { LEAD_STATUSES, type LEAD_SORT_FIELDS, type LeadFilter, type LeadStatus, type StatusCounts, type UpdateLeadBody } from '@contract/leads';
import type { Db } from '../db/client';
import { contacts, leadHistory, leadNotes, users, type ContactRow, type LeadHistoryRow } from '../db/schema/index';
import { offsetOf, orderFor, type PageRequest } from '../lib/paging';
import { acceptedRowStamp } from '../lib/time-ordered-id';
import type { AuditEntry } from './audit';
import { leadWhere } from './lead-filters';
import { countedByKey, countedRows } from './row-counts';

export interface Actor {
  id: string;
  name: string;
}

/** Records the audit entry of a change inside its transaction (decision 021). */
export type AuditInTransaction = (tx: Db, entry: Pick<AuditEntry, 'action' | 'details'>) => Promise<void>;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type EventKind = LeadHistoryRow['kind'];
type LeadSortField = (typeof LEAD_SORT_FIELDS)[number];

/** Records one event in a lead's history (inside the caller's transaction when given one). */
export async function recordLeadEvent(db: Db | Tx, contactId: string, kind: EventKind, change: { from?: string; to?: string }, actor?: Actor) {
  // Stamped here: the events of one change share a transaction (and its now()) but keep their order.
  await db.insert(leadHistory).values({
    ...acceptedRowStamp(),
    contactId,
    kind,
    fromValue: change.from ?? '',
    toValue: change.to ?? '',
    actorId: actor?.id ?? null,
    actorName: actor?.name ?? '',
  });
}

// The source a lead counts under: its UTM source, else the referrer's host, else 'direct'.
const sourceExpr = sql<string>`coalesce(
  nullif(lower(${contacts.utmSource}), ''),
  nullif(regexp_replace(coalesce(substring(${contacts.referrer} from '^[A-Za-z]+://([^/:?#]+)'), ''), '^www\\.', ''), ''),
  'direct')`;

export function createLeadsRepository(db: Db) {
  const withOwner = () =>
    db.select({ row: contacts, ownerName: users.name }).from(contacts).leftJoin(users, eq(users.id, contacts.ownerId)).$dynamic();

  return {
    /** One page in the asked order, and the total the filter matches. */
    async page(filter: LeadFilter, paging: PageRequest<LeadSortField>) {
      const where = leadWhere(filter);
      const [rows, total] = await Promise.all([
        withOwner()
          .where(where)
          .orderBy(...orderFor(paging.sort, { createdAt: contacts.createdAt }, contacts.id))
          .limit(paging.pageSize)
          .offset(offsetOf(paging)),
        leadTotal(db, filter, where),
      ]);
      return { rows, total };
    },

    /** Leads per status, counted by the database (spam included). */
    async statusCounts(): Promise<StatusCounts> {
      const kept = await countedByKey(db, 'contacts');
      const counts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as StatusCounts;
      for (const [status, n] of kept) if (status in counts) counts[status as LeadStatus] = n;
      return counts;
    },

    async get(id: string) {
      const [found] = await withOwner().where(eq(contacts.id, id));
      if (!found) return null;
      const [notes, history] = await Promise.all([
        db.select().from(leadNotes).where(eq(leadNotes.contactId, id)).orderBy(asc(leadNotes.createdAt), asc(leadNotes.id)),
        db.select().from(leadHistory).where(eq(leadHistory.contactId, id)).orderBy(asc(leadHistory.createdAt), asc(leadHistory.id)),
      ]);
      return { ...found, notes, history };
    },

    /** Applies a change and records each changed field in the history; null when there is no such lead. */
    update: (id: string, patch: UpdateLeadBody, actor: Actor, audit?: AuditInTransaction) => updateLead(db, id, patch, actor, audit),

    async addNote(id: string, text: string, actor: Actor, audit?: AuditInTransaction): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [lead] = await tx.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, id));
        if (!lead) return false;
        await tx.insert(leadNotes).values({ ...acceptedRowStamp(), contactId: id, authorId: actor.id, authorName: actor.name, text });
        await recordLeadEvent(tx, id, 'note', { to: text.slice(0, 200) }, actor);
        // The note itself stays with the lead: the audit log keeps that one was written, not what it says.
        await audit?.(tx, { action: 'lead.note_added', details: { length: text.length } });
        return true;
      });
    },

    async userExists(id: string): Promise<boolean> {
      const [u] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
      return Boolean(u);
    },

    /** Staff who can own a lead. */
    owners() {
      return db.select({ _id: users.id, name: users.name }).from(users).orderBy(asc(users.name));
    },

    /** Leads and won leads of the last `days` days by source and by service (spam left out). */
    async sources(days: number) {
      const since = new Date(Date.now() - days * 86_400_000);
      const where = and(gte(contacts.createdAt, since), sql`${contacts.status} <> 'spam'`);
      const won = sql<number>`count(*) filter (where ${contacts.status} = 'won')`.mapWith(Number);
      const group = (key: SQL<string>) =>
        db.select({ key, leads: count(), won }).from(contacts).where(where).groupBy(key).orderBy(desc(count()), asc(key)).limit(100);
      const [bySource, byService] = await Promise.all([group(sourceExpr), group(sql<string>`${contacts.service}`)]);
      return { days, bySource, byService };
    },
  };
}

/** Applies a change and records each changed field in the history; null when there is no such lead. */
async function updateLead(
  db: Db,
  id: string,
  patch: UpdateLeadBody,
  actor: Actor,
  audit?: AuditInTransaction,
): Promise<{ before: ContactRow } | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(contacts).where(eq(contacts.id, id)).for('update');
    if (!before) return null;
    const set: Partial<ContactRow> = {};
    const changes: Record<string, string> = {};
    const change = async (kind: EventKind, from: string, to: string) => {
      changes[kind] = `${from || '(none)'} → ${to || '(none)'}`;
      await recordLeadEvent(tx, id, kind, { from, to }, actor);
    };
    if (patch.status !== undefined && patch.status !== before.status) {
      set.status = patch.status;
      await change('status', before.status, patch.status);
    }
    if (patch.ownerId !== undefined && patch.ownerId !== before.ownerId) {
      set.ownerId = patch.ownerId;
      const names = await ownerNames(tx, [before.ownerId, patch.ownerId]);
      await change('owner', names(before.ownerId), names(patch.ownerId));
    }
    if (patch.nextActionOn !== undefined && patch.nextActionOn !== before.nextActionOn) {
      set.nextActionOn = patch.nextActionOn;
      await change('next-action', before.nextActionOn ?? '', patch.nextActionOn ?? '');
    }
    if (Object.keys(set).length) {
      await tx.update(contacts).set(set).where(eq(contacts.id, id));
      await audit?.(tx, { action: 'lead.updated', details: changes });
    }
    return { before };
  });
}

/** The filter's total: the kept per-status counts when only status narrows it, else an exact (indexed) count. */
async function leadTotal(db: Db, filter: LeadFilter, where: SQL | undefined): Promise<number> {
  if (!filter.owner && !filter.service && !filter.q) {
    return countedRows(db, 'contacts', filter.status ? { is: filter.status } : { not: 'spam' });
  }
  const [row] = await db.select({ n: count() }).from(contacts).where(where);
  return row?.n ?? 0;
}

async function ownerNames(tx: Tx, ids: (string | null)[]) {
  const wanted = ids.filter((x): x is string => Boolean(x));
  const rows = wanted.length
    ? await tx
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(sql`${users.id} in ${wanted}`)
    : [];
  const map = new Map(rows.map((r) => [r.id, r.name]));
  return (id: string | null) => (id ? (map.get(id) ?? id) : '');
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
