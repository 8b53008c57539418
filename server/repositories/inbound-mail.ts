import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leadMessages, leads, users, type InboundAttachment, type LeadMessageRow } from '../db/schema/index';
import { timeOrderedUuid } from '../lib/time-ordered-id';
import { recordLeadEvent, SYSTEM_ACTOR, type Tx } from './leads';

/** A message that came in (decision 129), parsed and capped by the route. */
export interface InboundMessage {
  /** Its Message-ID, `<…>`: the idempotency key (a unique index on lead_messages). */
  messageId: string;
  /** In-Reply-To and References, newest first. */
  references: string[];
  /** The lead its routing address names (already checked against the key); null when none did. */
  routedLeadId: string | null;
  fromAddress: string;
  fromName: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: InboundAttachment[];
  /** An out-of-office or other automatic answer: kept, never reopens or notifies. */
  auto: boolean;
}

export type InboundOutcome =
  | { status: 'stored' | 'duplicate'; message: LeadMessageRow; newLead: boolean; reopened: boolean }
  /** Automatic mail that matched no lead: nothing is made of it. */
  | { status: 'ignored' };

/** Statuses that wait on the person (decision 129): their answer puts the lead back to `new`, the desk's turn. */
export const WAITING_STATUSES = ['contacted'] as const;

/** Our own Message-IDs name their lead (`<lead-<id>.auto-reply@host>`, `<lead-<id>.reply-<row>@host>`). */
const OWN_ID = /^<lead-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\./i;

/** The lead a reply belongs to: a stored message it answers, else one of our own Message-IDs, else its routing address. */
async function matchLead(tx: Tx, message: InboundMessage): Promise<string | null> {
  if (message.references.length) {
    const [stored] = await tx
      .select({ leadId: leadMessages.leadId })
      .from(leadMessages)
      .where(inArray(leadMessages.messageId, message.references))
      .orderBy(desc(leadMessages.createdAt))
      .limit(1);
    if (stored) return stored.leadId;
  }
  const candidates = [...message.references.map((r) => OWN_ID.exec(r)?.[1]?.toLowerCase()), message.routedLeadId].filter((id): id is string => !!id);
  for (const id of candidates) {
    const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, id));
    if (lead) return lead.id;
  }
  return null;
}

/**
 * Stores a message that came in, in one transaction (decision 129): on its lead (a new lead for the
 * sender when it matches none), with a history line, the lead back to `new` when it waited on the
 * person, and whatever `inTransaction` adds (the owner's mail). The same Message-ID twice answers the
 * first entry.
 */
export async function storeInboundMessage(
  db: Db,
  message: InboundMessage,
  opts: { inTransaction: (tx: Tx, outcome: { message: LeadMessageRow; newLead: boolean; ownerId: string | null }) => Promise<void> },
): Promise<InboundOutcome> {
  const earlier = await findInbound(db, message.messageId);
  if (earlier) return { status: 'duplicate', message: earlier, newLead: false, reopened: false };
  const outcome = await db.transaction(async (tx): Promise<InboundOutcome | null> => {
    let leadId = await matchLead(tx, message);
    let newLead = false;
    if (!leadId) {
      // An out-of-office from a stranger is nobody's enquiry.
      if (message.auto) return { status: 'ignored' };
      // A new enquiry by mail; the person (and company) are found or made by the insert trigger (decision 125).
      const [made] = await tx
        .insert(leads)
        .values({
          name: (message.fromName || message.fromAddress).slice(0, 200),
          email: message.fromAddress,
          phone: '',
          service: '',
          budget: '',
          message: [message.subject, message.text].filter(Boolean).join('\n\n').slice(0, 10_000),
          form: 'email',
        })
        .returning({ id: leads.id });
      leadId = made!.id;
      newLead = true;
    }
    const [lead] = await tx.select({ status: leads.status, ownerId: leads.ownerId }).from(leads).where(eq(leads.id, leadId)).for('update');
    const id = timeOrderedUuid();
    const [row] = await tx
      .insert(leadMessages)
      .values({
        id,
        leadId,
        direction: 'in',
        auto: message.auto,
        authorId: null,
        authorName: message.fromName || message.fromAddress,
        fromAddress: message.fromAddress,
        replyTo: '',
        toAddress: message.to,
        subject: message.subject,
        body: message.text,
        html: message.html,
        attachments: message.attachments,
        messageId: message.messageId,
      })
      .onConflictDoNothing({ target: leadMessages.messageId })
      .returning();
    // Posted twice at once: the other transaction stored it first.
    if (!row) return null;
    const sender = { id: null, name: message.fromName || message.fromAddress };
    await recordLeadEvent(
      tx,
      leadId,
      'email',
      { to: `${message.auto ? 'Auto-reply received' : 'Received'}: ${message.subject || '(no subject)'}` },
      sender,
    );
    let reopened = false;
    if (!message.auto && !newLead && (WAITING_STATUSES as readonly string[]).includes(lead!.status)) {
      await tx
        .update(leads)
        .set({ status: 'new', version: sql`${leads.version} + 1`, updatedAt: sql`now()`, updatedById: null, updatedByName: SYSTEM_ACTOR.name })
        .where(eq(leads.id, leadId));
      await recordLeadEvent(tx, leadId, 'status', { from: lead!.status, to: 'new' }, SYSTEM_ACTOR);
      reopened = true;
    }
    await opts.inTransaction(tx, { message: row, newLead, ownerId: lead!.ownerId });
    return { status: 'stored', message: row, newLead, reopened };
  });
  if (outcome) return outcome;
  const stored = await findInbound(db, message.messageId);
  if (!stored) throw new Error(`inbound message ${message.messageId} vanished after a conflict`);
  return { status: 'duplicate', message: stored, newLead: false, reopened: false };
}

async function findInbound(db: Db, messageId: string): Promise<LeadMessageRow | undefined> {
  const [row] = await db.select().from(leadMessages).where(eq(leadMessages.messageId, messageId));
  return row;
}

/** For the owner's mail: the message, its lead's name and reference, and who hears of it (the owner, else nobody: the caller decides). */
export async function findInboundToNotify(db: Db, messageRowId: string) {
  const [found] = await db
    .select({
      message: leadMessages,
      leadName: leads.name,
      reference: sql<string>`${leads.reference}`,
      ownerEmail: users.email,
    })
    .from(leadMessages)
    .innerJoin(leads, eq(leads.id, leadMessages.leadId))
    .leftJoin(users, and(eq(users.id, leads.ownerId)))
    .where(and(eq(leadMessages.id, messageRowId), eq(leadMessages.direction, 'in')));
  return found;
}
