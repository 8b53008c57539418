import { rolesWith, type Role } from '@contract/roles';
import { and, asc, count, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { OPEN_STATUSES } from '@contract/leads';
import type { MailPreferencesBody } from '@contract/mail-preferences';
import type { Db } from '../db/client';
import { callAvailability, leads, users } from '../db/schema/index';
import type { DeskToday } from '../lib/calendar-day';
import type { Tx } from './leads';

/** What a staff mail says of one lead. */
export interface LeadBrief {
  id: string;
  name: string;
  service: string;
  reference: string;
  nextActionText: string;
  nextActionDueAt: Date | null;
  createdAt: Date;
}

export interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: Role;
}

/** A digest lists at most this many leads per section, then says how many more. */
export const DIGEST_SECTION_LIMIT = 25;

const brief = {
  id: leads.id,
  name: leads.name,
  service: leads.service,
  // Generated from the id: never null, whatever the column's type says.
  reference: sql<string>`${leads.reference}`,
  nextActionText: leads.nextActionText,
  nextActionDueAt: leads.nextActionDueAt,
  createdAt: leads.createdAt,
};
const member = { id: users.id, name: users.name, email: users.email, role: users.role };
const isOpen = inArray(leads.status, [...OPEN_STATUSES]);
/** Invited accounts that never chose a password cannot sign in: no digest for them. */
const canSignIn = sql`${users.passwordHash} is not null`;
/**
 * Lead data (names, services, references, links) goes only to people whose role may read leads
 * (issue 42): a person moved to a writing role keeps their old preferences and old leads, not the mail.
 */
const readsLeads = inArray(users.role, rolesWith('leads.work'));
/** Those who run the whole desk (`leads.all`: admins, sales managers, decision 122). */
const runsTheDesk = inArray(users.role, rolesWith('leads.all'));
/** notify_new_leads NULL = the role's default: on for those who run the desk, off for everyone else (decisions 040, 122). */
const wantsNewLeads = sql<boolean>`coalesce(${users.notifyNewLeads}, ${runsTheDesk})`;

/**
 * A next action's reminder (decision 123): the lead and its owner's address, only while the lead is
 * open, its next action still due at `dueAt` (a moved or cleared one sends nothing) and its owner may
 * read leads and sign in; with the owner's zone when they saved call hours.
 */
async function nextActionReminder(
  db: Db,
  leadId: string,
  dueAt: Date,
): Promise<(LeadBrief & { ownerName: string; ownerEmail: string; ownerZone: string | null }) | null> {
  const [row] = await db
    .select({ ...brief, ownerName: users.name, ownerEmail: users.email, ownerZone: callAvailability.timeZone })
    .from(leads)
    .innerJoin(users, eq(users.id, leads.ownerId))
    // The owner's own zone: the one their call hours are in (issue 46 point 3), when they saved any.
    .leftJoin(callAvailability, eq(callAvailability.userId, users.id))
    .where(and(eq(leads.id, leadId), isOpen, eq(leads.nextActionDueAt, dueAt), readsLeads, canSignIn));
  return row ?? null;
}

/** The sweep stamps at most this many leads per statement (PGlite holds its one backend meanwhile). */
export const ESCALATION_BATCH = 200;

/**
 * Stamps `escalated_at` on new leads nobody answered `minutes` after they arrived, at most
 * ESCALATION_BATCH of them, in the caller's transaction; answers their ids. A stamped lead is never
 * picked again: each is escalated once. Not a change to its fields: no new version (decision 037).
 */
export async function escalateUnanswered(tx: Tx, minutes: number): Promise<string[]> {
  const due = tx
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(
        eq(leads.status, 'new'),
        isNull(leads.firstResponseAt),
        isNull(leads.escalatedAt),
        lte(leads.createdAt, sql`now() - ${minutes} * interval '1 minute'`),
      ),
    )
    .orderBy(asc(leads.createdAt))
    .limit(ESCALATION_BATCH)
    .for('update', { skipLocked: true });
  const rows = await tx
    .update(leads)
    .set({ escalatedAt: sql`now()` })
    .where(inArray(leads.id, due))
    .returning({ id: leads.id });
  return rows.map((r) => r.id);
}

export interface DigestSection {
  leads: LeadBrief[];
  total: number;
}

async function digestSection(db: Db, where: SQL | undefined, order: SQL[]): Promise<DigestSection> {
  const rows = await db
    .select({ ...brief, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(leads)
    .where(where)
    .orderBy(...order)
    .limit(DIGEST_SECTION_LIMIT);
  return { leads: rows.map(({ total: _, ...lead }) => lead), total: rows[0]?.total ?? 0 };
}

/** The queries behind the follow-up mails: assignment, digest, escalation, new-lead recipients, preferences. */
export function createLeadFollowUpsRepository(db: Db) {
  return {
    /** The person given leads, when they want assignment mail. */
    async assignee(ownerId: string): Promise<StaffMember | null> {
      const [row] = await db
        .select(member)
        .from(users)
        .where(and(eq(users.id, ownerId), eq(users.notifyAssignments, true), readsLeads));
      return row ?? null;
    },

    /** The leads of an assignment still owned by that person (a later change may have moved some). */
    leadsOwnedBy(ownerId: string, ids: string[]): Promise<LeadBrief[]> {
      if (!ids.length) return Promise.resolve([]);
      return db
        .select(brief)
        .from(leads)
        .where(and(inArray(leads.id, ids), eq(leads.ownerId, ownerId)))
        .orderBy(asc(leads.createdAt), asc(leads.id));
    },

    /** Everyone who gets the digest and may read leads, in id order (a retried run walks them in the same order). */
    digestReaders(): Promise<StaffMember[]> {
      return db
        .select(member)
        .from(users)
        .where(and(eq(users.notifyDigest, true), canSignIn, readsLeads))
        .orderBy(asc(users.id));
    },

    /**
     * One person's part of the digest on `today` (a calendar day in TZ): their open leads whose next
     * action was due before that day and those due on it, each at most DIGEST_SECTION_LIMIT, with its full count.
     */
    async dueFor(userId: string, today: Pick<DeskToday, 'start' | 'end'>) {
      const byDue = [asc(leads.nextActionDueAt), asc(leads.createdAt), asc(leads.id)];
      const [overdue, dueToday] = await Promise.all([
        digestSection(db, and(eq(leads.ownerId, userId), isOpen, lt(leads.nextActionDueAt, today.start)), byDue),
        digestSection(
          db,
          and(eq(leads.ownerId, userId), isOpen, gte(leads.nextActionDueAt, today.start), lt(leads.nextActionDueAt, today.end)),
          byDue,
        ),
      ]);
      return { overdue, dueToday };
    },

    /** New leads nobody has taken yet: anyone may, so every digest offers them (read once per run). */
    unassignedNew() {
      return digestSection(db, and(isNull(leads.ownerId), eq(leads.status, 'new')), [asc(leads.createdAt), asc(leads.id)]);
    },

    /** Leads quarantined as spam that arrived in [from, to). */
    async quarantinedBetween(from: Date, to: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(leads)
        .where(and(eq(leads.status, 'spam'), gte(leads.createdAt, from), lt(leads.createdAt, to)));
      return row?.n ?? 0;
    },

    /** A lead as the escalation mail tells of it, unless it was deleted or marked spam since. */
    async escalated(leadId: string): Promise<(LeadBrief & { ownerName: string | null }) | null> {
      const [row] = await db
        .select({ ...brief, ownerName: users.name })
        .from(leads)
        .leftJoin(users, eq(users.id, leads.ownerId))
        .where(and(eq(leads.id, leadId), sql`${leads.status} <> 'spam'`));
      return row ?? null;
    },

    /** A next action's reminder, if still due at `dueAt` (decision 123). */
    nextActionReminder: (leadId: string, dueAt: Date) => nextActionReminder(db, leadId, dueAt),

    /** An escalation goes to everyone who runs the desk (admins, sales managers) and the lead's owner, each once. */
    async escalationRecipients(leadId: string): Promise<string[]> {
      const [lead] = await db.select({ ownerId: leads.ownerId }).from(leads).where(eq(leads.id, leadId));
      const rows = await db
        .select({ email: users.email })
        .from(users)
        .where(and(readsLeads, or(runsTheDesk, lead?.ownerId ? eq(users.id, lead.ownerId) : sql`false`)))
        .orderBy(asc(users.email));
      return rows.map((r) => r.email);
    },

    /** Without NOTIFY_EMAIL: everyone who runs the desk and every person who chose new-lead mail (each may opt out). */
    async newLeadRecipients(): Promise<string[]> {
      const rows = await db.select({ email: users.email }).from(users).where(and(wantsNewLeads, readsLeads)).orderBy(asc(users.email));
      return rows.map((r) => r.email);
    },
  };
}

export type LeadFollowUpsRepository = ReturnType<typeof createLeadFollowUpsRepository>;

/** A person's choice of lead mail (the account page). */
export function createMailPreferencesRepository(db: Db) {
  return {
    async preferences(userId: string): Promise<MailPreferencesBody | null> {
      const [row] = await db
        .select({ newLeads: wantsNewLeads, assignments: users.notifyAssignments, digest: users.notifyDigest })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    async setPreferences(userId: string, prefs: MailPreferencesBody): Promise<void> {
      await db
        .update(users)
        .set({ notifyNewLeads: prefs.newLeads, notifyAssignments: prefs.assignments, notifyDigest: prefs.digest })
        .where(eq(users.id, userId));
    },
  };
}
