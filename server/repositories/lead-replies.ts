import { eq, sql } from 'drizzle-orm';
import type { LeadReplyBody } from '@contract/leads';
import type { Db } from '../db/client';
import { leadMessages, leads, savedReplies, type LeadMessageRow } from '../db/schema/index';
import { timeOrderedUuid } from '../lib/time-ordered-id';
import type { AuditInTransaction, Tx } from './leads';
import { recordLeadEvent, stampFirstResponse } from './leads';

export interface ReplyAuthor {
  id: string;
  name: string;
  email: string;
}

export type StoredReply =
  { status: 'stored'; replyId: string; messageId: string; to: string } | { status: 'no-lead' } | { status: 'spam' } | { status: 'no-saved-reply' };

/**
 * A reply written on the lead desk, in one transaction: the message with its body, the history
 * line crediting its author, the lead's first response, and whatever `inTransaction` adds (its
 * mail job, the audit entry), so none of them exists without the others (decision 041).
 */
export async function storeLeadReply(
  db: Db,
  leadId: string,
  body: LeadReplyBody,
  author: ReplyAuthor,
  opts: {
    replyTo?: string;
    messageIdOf: (replyId: string) => string;
    inTransaction: (tx: Tx, replyId: string) => Promise<void>;
    audit?: AuditInTransaction;
  },
): Promise<StoredReply> {
  return db.transaction(async (tx): Promise<StoredReply> => {
    const [lead] = await tx.select({ email: leads.email, status: leads.status }).from(leads).where(eq(leads.id, leadId)).for('update');
    if (!lead) return { status: 'no-lead' };
    // A quarantined lead may be a forged address: nothing goes out until staff restore it.
    if (lead.status === 'spam') return { status: 'spam' };
    if (body.savedReplyId) {
      const [saved] = await tx.select({ id: savedReplies.id }).from(savedReplies).where(eq(savedReplies.id, body.savedReplyId));
      if (!saved) return { status: 'no-saved-reply' };
    }
    const replyId = timeOrderedUuid();
    const messageId = opts.messageIdOf(replyId);
    await tx.insert(leadMessages).values({
      id: replyId,
      leadId,
      authorId: author.id,
      authorName: author.name,
      replyTo: opts.replyTo ?? author.email,
      toAddress: lead.email,
      subject: body.subject,
      body: body.text,
      messageId,
      savedReplyId: body.savedReplyId ?? null,
    });
    await recordLeadEvent(tx, leadId, 'email', { to: `Reply: ${body.subject}` }, author);
    await stampFirstResponse(tx, [leadId], author);
    await opts.inTransaction(tx, replyId);
    // The audit log keeps that a reply went out, not what it says (the lead keeps that).
    await opts.audit?.(tx, { action: 'lead.replied', details: { length: body.text.length, subject: body.subject.length } });
    return { status: 'stored', replyId, messageId, to: lead.email };
  });
}

/** A stored reply with its lead's reference, for its mail job; undefined once the lead was erased. */
export async function findReplyToSend(db: Db, replyId: string): Promise<{ reply: LeadMessageRow; reference: string } | undefined> {
  const [found] = await db
    .select({ reply: leadMessages, reference: sql<string>`${leads.reference}` })
    .from(leadMessages)
    .innerJoin(leads, eq(leads.id, leadMessages.leadId))
    .where(eq(leadMessages.id, replyId));
  return found;
}
