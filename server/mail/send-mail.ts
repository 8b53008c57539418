import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { emails, type EmailStatus } from '../db/schema/index';
import type { Executes } from '../jobs/index';
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
  /**
   * When the current round of tries began, for the give-up window; default the message's first
   * recorded failure. An admin's "Retry" starts a new round.
   */
  retrySince?: Date;
}

/** A message that keeps failing this long after its first failure is given up (`failed`). */
export const DEFAULT_MAIL_RETRY_MS = 24 * 3_600_000;

/**
 * The SMTP server refused this message for good (a 5xx answer to its envelope or its data):
 * retrying sends the same message to the same refusal. A 5xx to the sign-in (EAUTH) is the
 * site's configuration, not the message: fixed, the retries go through.
 */
export function isPermanentSmtpError(err: unknown): boolean {
  const { responseCode, code } = (err ?? {}) as { responseCode?: unknown; code?: unknown };
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600 && code !== 'EAUTH';
}

/** The SMTP server's own answer when there is one (what an admin needs to see), else the error's message. */
export function describeMailError(err: unknown): string {
  const { response, message } = (err ?? {}) as { response?: unknown; message?: unknown };
  if (typeof response === 'string' && response) return response;
  return typeof message === 'string' ? message : String(err);
}

export interface Mailer {
  /**
   * Sends through SMTP, or keeps the message in the outbox when no SMTP_URL is set. A message
   * already sent (same Message-ID) is not sent again. A temporary failure is recorded `retrying`
   * and thrown, so the job that called it is retried; a permanent refusal (5xx), or failures for
   * longer than the retry window, record `failed` and answer 'failed' (nothing more to retry).
   */
  send(mail: OutgoingMail): Promise<EmailStatus>;
  close(): void;
}

export interface MailerOptions {
  /** Give-up window (default 24 h). */
  retryForMs?: number;
  /** Told, in the transaction that marks a message `failed`, so the admins' alert commits with it. */
  onFailed?: (mail: OutgoingMail, tx: Executes) => Promise<void>;
}

export function createMailer(db: Db, settings: MailSettings, opts: MailerOptions = {}): Mailer {
  const retryForMs = opts.retryForMs ?? DEFAULT_MAIL_RETRY_MS;
  // The pool keeps connections open between messages (a connection per message is slow: decision 012).
  // Options go in the one object: createTransport's second argument is message defaults.
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

  async function record(mail: OutgoingMail, status: EmailStatus, error: string | null, tx: Pick<Db, 'insert'> = db) {
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
    await tx
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
      const [done] = await db.select({ status: emails.status, createdAt: emails.createdAt }).from(emails).where(eq(emails.messageId, mail.messageId));
      // Sent, kept, or given up: only `retrying` is tried (an admin's Retry puts a failed one back there).
      if (done && done.status !== 'retrying') return done.status;
      if (!transport) {
        await record(mail, 'outbox', null);
        return 'outbox';
      }
      try {
        await deliver(transport, mail);
      } catch (err) {
        const since = mail.retrySince ?? done?.createdAt ?? new Date();
        const giveUp = isPermanentSmtpError(err) || Date.now() - since.getTime() >= retryForMs;
        if (!giveUp) {
          await record(mail, 'retrying', describeMailError(err));
          throw err;
        }
        await db.transaction(async (tx) => {
          await record(mail, 'failed', describeMailError(err), tx);
          await opts.onFailed?.(mail, tx);
        });
        return 'failed';
      }
      await record(mail, 'sent', null);
      return 'sent';
    },
    close() {
      transport?.close();
    },
  };
}
