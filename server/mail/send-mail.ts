import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { emails, type EmailStatus } from '../db/schema/index';
import type { MailSettings } from './settings';

export interface OutgoingMail {
  /** From stableMessageId(): the same message always has the same one. */
  messageId: string;
  /** What the message is for (shown in the outbox), e.g. 'lead-notification'. */
  kind: string;
  to: string[];
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe on newsletter mail. */
  headers?: Record<string, string>;
  subject: string;
  html: string;
  text: string;
  /**
   * false: the caller keeps its own record of the delivery (newsletter deliveries), so a message
   * sent over SMTP is neither looked up nor copied into `emails`. The outbox still keeps it.
   */
  keepCopy?: boolean;
}

export interface Mailer {
  /**
   * Sends through SMTP, or keeps the message in the outbox when no SMTP_URL is set. A message
   * already sent (same Message-ID) is not sent again. Throws when the SMTP server refuses, so the
   * job that called it is retried.
   */
  send(mail: OutgoingMail): Promise<EmailStatus>;
  close(): void;
}

export function createMailer(db: Db, settings: MailSettings): Mailer {
  // The pool keeps connections open between messages (a new SMTP connection per message cost ~110 ms
  // here). Options go in the one object: createTransport's second argument is message defaults.
  const transport: Transporter | null = settings.smtpUrl
    ? nodemailer.createTransport({ url: settings.smtpUrl, pool: true, maxConnections: 5 })
    : null;

  const deliver = (t: Transporter, mail: OutgoingMail) =>
    t.sendMail({
      from: settings.from,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId: mail.messageId,
      ...(mail.headers ? { headers: mail.headers } : {}),
    });

  async function record(mail: OutgoingMail, status: EmailStatus, error: string | null) {
    const row = {
      messageId: mail.messageId,
      kind: mail.kind,
      to: mail.to.join(', '),
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      status,
      error,
      attempts: status === 'outbox' ? 0 : 1,
    };
    await db
      .insert(emails)
      .values(row)
      .onConflictDoUpdate({
        target: emails.messageId,
        set: { status, error, attempts: sql`${emails.attempts} + ${row.attempts}`, updatedAt: new Date() },
      });
  }

  return {
    async send(mail) {
      if (mail.keepCopy === false && transport) {
        await deliver(transport, mail);
        return 'sent';
      }
      const [done] = await db.select({ status: emails.status }).from(emails).where(eq(emails.messageId, mail.messageId));
      if (done && done.status !== 'failed') return done.status;
      if (!transport) {
        await record(mail, 'outbox', null);
        return 'outbox';
      }
      try {
        await deliver(transport, mail);
      } catch (err) {
        await record(mail, 'failed', err instanceof Error ? err.message : String(err));
        throw err;
      }
      await record(mail, 'sent', null);
      return 'sent';
    },
    close() {
      transport?.close();
    },
  };
}
