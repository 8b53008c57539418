import type { Email } from '@contract/emails';
import type { EmailRow } from '../../repositories/row-types';

/** A stored message as the outbox answers it. */
export function toEmail(row: EmailRow): Email {
  return {
    _id: row.id,
    messageId: row.messageId,
    kind: row.kind,
    to: row.to,
    replyTo: row.replyTo,
    subject: row.subject,
    text: row.text,
    status: row.status,
    attempts: row.attempts,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
