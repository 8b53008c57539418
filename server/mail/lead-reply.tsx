import type { Repositories } from '../repositories/index';
import type { Executes, Jobs, QueueDefinition } from '../jobs/types';
import { stableMessageId } from './message-id';
import { loadTemplates, renderEmail } from './render';
import type { Mailer } from './send-mail';
import type { MailSettings } from './settings';
import { mailSiteName } from './site-name';

export const LEAD_REPLY_QUEUE = 'lead-reply';

export interface LeadReplyJob {
  /** The lead_messages row: the reply as written, kept with the lead. */
  replyId: string;
}

/** The Message-ID of a reply: made from the lead and the reply row, the same on every retry. */
export const replyMessageId = (leadId: string, replyId: string, siteUrl: string) => stableMessageId(`lead-${leadId}`, `reply-${replyId}`, siteUrl);

/** Queued in the transaction that stores the reply: the mail exists exactly when the reply does. */
export async function queueLeadReply(jobs: Jobs, tx: Executes, replyId: string): Promise<void> {
  await jobs.queue<LeadReplyJob>(LEAD_REPLY_QUEUE, { replyId }, { tx, id: replyId });
}

/**
 * The worker: From MAIL_FROM (the site's address), Reply-To the staff member who wrote it, in the
 * thread of the visitor's acknowledgment (In-Reply-To and References its Message-ID).
 */
export function leadReplyQueue(repos: Pick<Repositories, 'queries'>, mailer: Mailer, settings: MailSettings): QueueDefinition<LeadReplyJob> {
  return {
    name: LEAD_REPLY_QUEUE,
    batchSize: 10,
    async handle(job) {
      const siteName = await mailSiteName(repos, settings.siteUrl);
      const found = await repos.queries.replyToSend(job.replyId);
      // The lead was erased since: nothing is sent.
      if (!found) return;
      const { reply, reference } = found;
      const acknowledgment = stableMessageId(`lead-${reply.leadId}`, 'auto-reply', settings.siteUrl);
      const props = { text: reply.body, staffName: reply.authorName, siteName, reference };
      const { LeadReplyEmail, leadReplyText } = await loadTemplates();
      await mailer.send({
        messageId: reply.messageId,
        kind: 'lead-reply',
        to: [reply.toAddress],
        replyTo: reply.replyTo,
        headers: { 'In-Reply-To': acknowledgment, References: acknowledgment },
        subject: reply.subject,
        ...(await renderEmail(<LeadReplyEmail {...props} />, leadReplyText(props))),
      });
    },
  };
}
