import type { Executes, Jobs, QueueDefinition } from '../jobs/types';
import type { Repositories } from '../repositories/index';
import type { Mailer } from './send-mail';

export const EMAIL_RESEND_QUEUE = 'email-resend';

export interface EmailResendJob {
  emailId: string;
  /** When the admin asked: the give-up window starts again from here. */
  since: string;
}

/** Queued in the transaction that puts the messages back to `retrying`. */
export async function queueEmailResends(jobs: Jobs, tx: Executes, emailIds: string[], since: Date): Promise<void> {
  await jobs.queueMany<EmailResendJob>(
    EMAIL_RESEND_QUEUE,
    emailIds.map((emailId) => ({ data: { emailId, since: since.toISOString() } })),
    { tx },
  );
}

/**
 * The worker: sends the stored message again, same Message-ID, with the usual retries. (Extra
 * headers such as List-Unsubscribe are not stored, so a resent confirmation goes without them.)
 */
export function emailResendQueue(repos: Pick<Repositories, 'failedEmails'>, mailer: Mailer): QueueDefinition<EmailResendJob> {
  const failed = repos.failedEmails;
  return {
    name: EMAIL_RESEND_QUEUE,
    async handle({ emailId, since }) {
      const row = await failed.findById(emailId);
      // Sent meanwhile (by the original job's last try), or retried and failed again: nothing to do.
      if (row?.status !== 'retrying') return;
      await mailer.send({
        messageId: row.messageId,
        kind: row.kind,
        to: row.to.split(', '),
        ...(row.replyTo ? { replyTo: row.replyTo } : {}),
        subject: row.subject,
        html: row.html,
        text: row.text,
        retrySince: new Date(since),
      });
    },
  };
}
