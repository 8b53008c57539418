import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { UpdateLeadBody } from '@contract/leads';
import type { Db } from '../db/client';
import { insertMany } from '../db/insert-many';
import { emails, leadHistory, leadMessages, leadNotes, leads, users, type LeadHistoryRow, type LeadRow } from '../db/schema/index';
import type { Executes } from '../jobs/types';
import { createGroupCommit } from '../lib/group-commit';
import { retriedOn } from './pg-error';
import type { ExpectedVersion } from '../lib/if-match';
import { acceptedRowStamp } from '../lib/time-ordered-id';
import type { AuditEntry } from './audit';
import { createBookingsRepository } from './bookings';
import { countedRows, LEAD_COUNT_LIST } from './row-counts';

/** A signed-in person making a change. */
export interface Actor {
  id: string;
  name: string;
}

/** Whom a history line credits: a person, or the System (jobs); never an empty name (decision 037). */
export interface EventActor {
  id: string | null;
  name: string;
}
export const SYSTEM_ACTOR: EventActor = Object.freeze({ id: null, name: 'System' });

/** Records the audit entry of a change inside its transaction (decision 021). */
export type AuditInTransaction = (tx: Db, entry: Pick<AuditEntry, 'action' | 'details'>) => Promise<void>;

/** Runs in the transaction that stores a batch of leads (their notification jobs), then once it committed. */
export interface LeadHooks {
  inTransaction(tx: Tx, leadIds: string[]): Promise<void>;
  afterCommit(): void;
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What other parts of the app do inside a lead change's transaction (queue mail); given where the repository is made. */
export interface LeadChangeHooks {
  /**
   * Leads were given to `ownerId` by someone else (never called for self-assignment or unassignment).
   * `key` is unique per change (a PATCH's history event id, a bulk operation's id): the job id of its mail.
   */
  ownerChanged(tx: Executes, change: { leadIds: string[]; ownerId: string; actor: Actor; key: string }): Promise<void>;
  /** A lead's fields changed (the lead.updated webhook, decision 062): each change as "from → to". */
  changed?(tx: Tx, leadId: string, changes: Record<string, string>): Promise<unknown>;
  /** A lead's next action was set or moved (decision 123): its reminder is queued for `dueAt`. */
  nextActionSet?(tx: Executes, action: { leadId: string; dueAt: Date }): Promise<void>;
}

/** A change as the repository applies it: the next action's time already an instant (the route reads `nextActionOn` too). */
export type LeadPatch = Omit<UpdateLeadBody, 'nextAction' | 'nextActionOn' | 'version'> & {
  nextAction?: { text: string; dueAt: Date } | null;
};

/** A next action as its history line and the webhook's change show it: "2026-12-01T09:00:00.000Z Call back". */
const nextActionLine = (text: string, dueAt: Date | null) => (dueAt ? `${dueAt.toISOString()}${text ? ` ${text}` : ''}` : '');

type EventKind = LeadHistoryRow['kind'];
type NewLead = Omit<typeof leads.$inferInsert, 'id' | 'createdAt'>;
export type LeadWithOwner = { row: LeadRow; ownerName: string | null };

/** Records one event in a lead's history (inside the caller's transaction when given one); answers its id. */
export async function recordLeadEvent(
  db: Db | Tx,
  leadId: string,
  kind: EventKind,
  change: { from?: string; to?: string },
  actor: EventActor,
): Promise<string> {
  // Stamped here: the events of one change share a transaction (and its now()) but keep their order.
  const stamp = acceptedRowStamp();
  await db.insert(leadHistory).values({
    ...stamp,
    leadId,
    kind,
    fromValue: change.from ?? '',
    toValue: change.to ?? '',
    actorId: actor.id,
    actorName: actor.name || SYSTEM_ACTOR.name,
  });
  return stamp.id;
}

/**
 * The first answer to each of `ids` not answered yet (a reply mail, or a move out of "new" to anything
 * but spam: decision 045), credited to whoever gave it (decision 124). Not a change to the lead's
 * fields: no new version. Later answers, by the owner or anyone, change nothing.
 */
export async function stampFirstResponse(tx: Db | Tx, ids: string[], actor: EventActor): Promise<void> {
  if (!ids.length) return;
  await tx
    .update(leads)
    .set({ firstResponseAt: sql`now()`, firstResponseById: actor.id, firstResponseByName: actor.name || SYSTEM_ACTOR.name })
    .where(and(inArray(leads.id, ids), isNull(leads.firstResponseAt)));
}

/**
 * The source a lead counts under: its UTM source, else the referrer's host, else 'direct'. The SQL
 * function of migration 0026 (which the analytics rollup indexes by); lead-view.ts leadSource in JS.
 */
export const sourceExpr = sql<string>`lead_source(${leads.utmSource}, ${leads.referrer})`;

/** The one repository of the leads table (SQL name `contacts`), its notes and its history. */
export function createLeadsRepository(db: Db, hooks?: LeadHooks, changeHooks?: LeadChangeHooks) {
  const ownerChanged = ownerChangeNotifier(changeHooks);
  const withOwner = () => db.select({ row: leads, ownerName: users.name }).from(leads).leftJoin(users, eq(users.id, leads.ownerId)).$dynamic();
  const insertBatch = leadInserter(db, hooks);

  return {
    /** Resolves once the lead is committed (group commit: one statement for the leads that arrive together); answers its id. */
    insert(values: NewLead): Promise<string> {
      return insertBatch({ ...values, ...acceptedRowStamp() });
    },

    /** Every lead, newest first; within one millisecond the id, made in acceptance order, decides. */
    list(): Promise<LeadRow[]> {
      return db.select().from(leads).orderBy(desc(leads.createdAt), desc(leads.id));
    },

    /** Kept by triggers (row_counts), so the dashboard's stats never scan the table. */
    count(): Promise<number> {
      return countedRows(db, LEAD_COUNT_LIST);
    },

    /** The name of the lead's owner; undefined when it has none (or no such lead). */
    async ownerName(id: string): Promise<string | undefined> {
      const [row] = await db.select({ name: users.name }).from(leads).innerJoin(users, eq(users.id, leads.ownerId)).where(eq(leads.id, id));
      return row?.name;
    },

    async findById(id: string): Promise<LeadRow | null> {
      const [row] = await db.select().from(leads).where(eq(leads.id, id));
      return row ?? null;
    },

    async get(id: string) {
      const [found] = await withOwner().where(eq(leads.id, id));
      if (!found) return null;
      const [notes, history, messages, calls] = await Promise.all([
        db.select().from(leadNotes).where(eq(leadNotes.leadId, id)).orderBy(asc(leadNotes.createdAt), asc(leadNotes.id)),
        db.select().from(leadHistory).where(eq(leadHistory.leadId, id)).orderBy(asc(leadHistory.createdAt), asc(leadHistory.id)),
        // A reply's delivery is its outbox row's status; none yet = its job has not run.
        db
          .select({ message: leadMessages, delivery: emails.status })
          .from(leadMessages)
          .leftJoin(emails, eq(emails.messageId, leadMessages.messageId))
          .where(eq(leadMessages.leadId, id))
          .orderBy(asc(leadMessages.createdAt), asc(leadMessages.id)),
        // The calls booked on it (issue 47 point 6), with whom: one read, as "My calls" reads them.
        createBookingsRepository(db).forLead(id),
      ]);
      return { ...found, notes, history, messages, calls };
    },

    /** Applies a change made on `expectedVersion` (when given) and records each changed field in the history. */
    update: (id: string, patch: LeadPatch, actor: Actor, options: { expectedVersion?: ExpectedVersion; audit?: AuditInTransaction } = {}) =>
      updateLead(db, id, patch, actor, { ...options, ownerChanged, changed: changeHooks?.changed, nextActionSet: changeHooks?.nextActionSet }),

    /** For other writers of owners (bulk assign): call inside the change's transaction, once per operation. */
    ownerChanged,

    async addNote(id: string, text: string, actor: Actor, audit?: AuditInTransaction): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, id));
        if (!lead) return false;
        await tx.insert(leadNotes).values({ ...acceptedRowStamp(), leadId: id, authorId: actor.id, authorName: actor.name, text });
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
  };
}

/** Tells the hooks that leads went to an owner other than the actor (nothing without hooks, or for self-assignment). */
function ownerChangeNotifier(changeHooks?: LeadChangeHooks): LeadChangeHooks['ownerChanged'] {
  return async (tx, change) => {
    if (change.ownerId !== change.actor.id && change.leadIds.length) await changeHooks?.ownerChanged(tx, change);
  };
}

/** A batch of new leads raced by an erasure is written at most this many times in all. */
const INSERT_ATTEMPTS = 3;

/** Id and time are set on acceptance: each caller knows its row without relying on RETURNING's order. */
function leadInserter(db: Db, hooks?: LeadHooks) {
  // Rows written in one batch keep their own times instead of sharing now().
  return createGroupCommit(async (items: (NewLead & { id: string; createdAt: Date })[]) => {
    const ids = items.map((i) => i.id);
    // A person erased between the person trigger's read and the foreign key's check (decision 125)
    // fails the batch with 23503; written again, the trigger makes the person anew.
    await retriedOn('23503', INSERT_ATTEMPTS, () =>
      db.transaction(async (tx) => {
        await tx.execute(insertMany(leads, items));
        // Suspected spam is kept but nobody is told (until staff mark it "Not spam").
        const toNotify = items.filter((i) => i.status !== 'spam').map((i) => i.id);
        if (toNotify.length) await hooks?.inTransaction(tx, toNotify);
      }),
    );
    hooks?.afterCommit();
    return ids;
  });
}

export type LeadUpdate = { status: 'updated'; before: LeadRow; row: LeadRow } | { status: 'conflict'; row: LeadRow };

/**
 * Applies a change and records each changed field in the history; null when there is no such lead.
 * With an expected version (decision 037) a stale one changes nothing and answers the lead as it is.
 * Fields equal to the stored value are not changes: nothing left means no new version.
 */
async function updateLead(
  db: Db,
  id: string,
  patch: LeadPatch,
  actor: Actor,
  options: {
    expectedVersion?: ExpectedVersion;
    audit?: AuditInTransaction;
    ownerChanged: LeadChangeHooks['ownerChanged'];
    changed?: LeadChangeHooks['changed'];
    nextActionSet?: LeadChangeHooks['nextActionSet'];
  },
): Promise<LeadUpdate | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
    if (!before) return null;
    const expected = options.expectedVersion;
    if (typeof expected === 'number' && expected !== before.version) return { status: 'conflict', row: before };
    const set: Partial<LeadRow> = {};
    const changes: Record<string, string> = {};
    const change = async (kind: EventKind, from: string, to: string) => {
      changes[kind] = `${from || '(none)'} → ${to || '(none)'}`;
      return recordLeadEvent(tx, id, kind, { from, to }, actor);
    };
    if (patch.status !== undefined && patch.status !== before.status) {
      set.status = patch.status;
      await change('status', before.status, patch.status);
    }
    let ownerEvent: string | null = null;
    if (patch.ownerId !== undefined && patch.ownerId !== before.ownerId) {
      set.ownerId = patch.ownerId;
      const names = await ownerNames(tx, [before.ownerId, patch.ownerId]);
      ownerEvent = await change('owner', names(before.ownerId), names(patch.ownerId));
    }
    const next = patch.nextAction;
    const nextDueAt = next ? next.dueAt : null;
    const nextText = next ? next.text : '';
    if (next !== undefined && (nextDueAt?.getTime() !== before.nextActionDueAt?.getTime() || (next !== null && nextText !== before.nextActionText))) {
      set.nextActionDueAt = nextDueAt;
      set.nextActionText = nextText;
      await change('next-action', nextActionLine(before.nextActionText, before.nextActionDueAt), nextActionLine(nextText, nextDueAt));
      // The audit log and the webhook get the times only: the text may say things about the person (decision 123).
      const at = (d: Date | null) => d?.toISOString() || '(none)';
      changes['next-action'] = `${at(before.nextActionDueAt)} → ${at(nextDueAt)}`;
    }
    if (patch.value !== undefined && patch.value !== before.value) {
      set.value = patch.value;
      await change('value', before.value === null ? '' : String(before.value), patch.value === null ? '' : String(patch.value));
    }
    if (!Object.keys(set).length) return { status: 'updated', before, row: before };
    // The version read above is the condition of the write: two saves made on one version cannot both win.
    const [updated] = await tx
      .update(leads)
      .set({ ...set, version: sql`${leads.version} + 1`, updatedAt: sql`now()`, updatedById: actor.id, updatedByName: actor.name })
      .where(and(eq(leads.id, id), eq(leads.version, before.version)))
      .returning();
    if (!updated) throw new Error(`lead ${id} changed under its row lock`);
    let row = updated;
    // Taking a new lead up (anything but spam) is its first response, unless a reply came first.
    if (set.status && before.status === 'new' && set.status !== 'spam' && !before.firstResponseAt) {
      await stampFirstResponse(tx, [id], actor);
      [row = updated] = await tx.select().from(leads).where(eq(leads.id, id));
    }
    if (set.ownerId && ownerEvent) await options.ownerChanged(tx, { leadIds: [id], ownerId: set.ownerId, actor, key: ownerEvent });
    // A new time is a new reminder; the one queued for the old time finds its time gone and sends nothing.
    if (nextDueAt && nextDueAt.getTime() !== before.nextActionDueAt?.getTime()) await options.nextActionSet?.(tx, { leadId: id, dueAt: nextDueAt });
    await options.audit?.(tx, { action: 'lead.updated', details: changes });
    // A quarantined lead was never announced; leaving spam announces it as new instead (lead-notify.ts).
    if (before.status !== 'spam') await options.changed?.(tx, id, changes);
    return { status: 'updated', before, row };
  });
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
