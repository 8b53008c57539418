import type { Transporter } from 'nodemailer';
import type { EmailStatus } from '../repositories/row-types';
import type { Executes } from '../jobs/types';
import type { Tx } from '../repositories/tx';
import type { Repositories } from '../repositories/index';
import { mailFailed, mailRetrying, mailSent } from '../observability/metrics';
import { inSpan } from '../observability/tracer';
import { DKIM_SIGNED_HEADERS } from './dkim';
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
  /**
   * Files sent with it (a booked call's .ics, decision 127). Not kept in the outbox: a message
   * resent from there goes without them.
   */
  attachments?: { filename: string; content: string; contentType: string }[];
  /** Whose address `to` is: a recipient refused for good is noted there (decision 065). */
  about?: { type: 'subscription' | 'lead'; id: string };
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

/**
 * The receiving side refused the recipient for good: a 5xx to RCPT TO, or an enhanced status that
 * names the mailbox (5.1.x bad address, 5.2.1 disabled). A 5xx to the message itself (5.7.1 policy,
 * content) says nothing about the address and is no bounce (decision 065).
 */
export function isRecipientRefusal(err: unknown): boolean {
  if (!isPermanentSmtpError(err)) return false;
  const { command, response } = err as { command?: unknown; response?: unknown };
  return command === 'RCPT TO' || (typeof response === 'string' && /\b5\.(1\.\d{1,3}|2\.1)\b/.test(response));
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
  /** Told, in the same transaction, when a message `about` someone was refused for its recipient (a bounce). */
  onRecipientRefused?: (mail: OutgoingMail, reason: string, tx: Tx) => Promise<void>;
}

export function createMailer(repos: Pick<Repositories, 'emails' | 'transaction'>, settings: MailSettings, opts: MailerOptions = {}): Mailer {
  const retryForMs = opts.retryForMs ?? DEFAULT_MAIL_RETRY_MS;
  const outbox = repos.emails;
  // The pool keeps connections open between messages (a connection per message is slow: decision 012).
  // Options go in the one object: createTransport's second argument is message defaults.
  // nodemailer (about 25 MB) is loaded with the first message sent over SMTP, not at start (decision 105).
  let pool: Promise<Transporter> | null = null;
  const smtp = () =>
    (pool ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: settings.smtpUrl,
        pool: true,
        maxConnections: 5,
        ...(settings.dkim ? { dkim: { ...settings.dkim, headerFieldNames: DKIM_SIGNED_HEADERS } } : {}),
      }),
    ));
  const transport = settings.smtpUrl
    ? { sendMail: async (message: Parameters<Transporter['sendMail']>[0]) => (await smtp()).sendMail(message) }
    : null;

  const bounced = (mail: OutgoingMail, err: unknown) => Boolean(mail.about && opts.onRecipientRefused && isRecipientRefusal(err));

  // The span names the kind and how many recipients, never their addresses (decision 068).
  const deliver = async (t: NonNullable<typeof transport>, mail: OutgoingMail) => {
    await inSpan(`mail.send ${mail.kind}`, { 'mail.kind': mail.kind, 'mail.recipients': mail.to.length }, () =>
      t.sendMail({
        from: settings.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        ...(mail.headers ? { headers: mail.headers } : {}),
        ...(mail.attachments ? { attachments: mail.attachments } : {}),
      }),
    );
    mailSent.inc({ kind: mail.kind });
  };

  return {
    async send(mail) {
      if (mail.keepCopy === false && transport) {
        try {
          await deliver(transport, mail);
        } catch (err) {
          mailFailed.inc({ kind: mail.kind });
          // The caller records the delivery; the bounce is noted here, then the refusal goes on to it.
          if (bounced(mail, err)) await repos.transaction((tx) => opts.onRecipientRefused!(mail, describeMailError(err), tx));
          throw err;
        }
        return 'sent';
      }
      const done = await outbox.statusOf(mail.messageId);
      // Sent, kept, or given up: only `retrying` is tried (an admin's Retry puts a failed one back there).
      if (done && done.status !== 'retrying') return done.status;
      if (!transport) {
        await outbox.record(mail, 'outbox', null);
        return 'outbox';
      }
      try {
        await deliver(transport, mail);
      } catch (err) {
        const since = mail.retrySince ?? done?.createdAt ?? new Date();
        const giveUp = isPermanentSmtpError(err) || Date.now() - since.getTime() >= retryForMs;
        (giveUp ? mailFailed : mailRetrying).inc({ kind: mail.kind });
        if (!giveUp) {
          await outbox.record(mail, 'retrying', describeMailError(err));
          throw err;
        }
        await repos.transaction(async (tx) => {
          await outbox.record(mail, 'failed', describeMailError(err), tx);
          await opts.onFailed?.(mail, tx);
          if (bounced(mail, err)) await opts.onRecipientRefused!(mail, describeMailError(err), tx);
        });
        return 'failed';
      }
      await outbox.record(mail, 'sent', null);
      return 'sent';
    },
    close() {
      void pool?.then((t) => t.close());
    },
  };
}
