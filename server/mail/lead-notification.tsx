import type { Repositories } from '../repositories/index';
import type { Executes, Jobs, QueueDefinition } from '../jobs/types';
import { leadReference } from '../lib/lead-reference';
import { stableMessageId } from './message-id';
import { createReplyRouting } from './reply-routing';
import { loadTemplates, renderEmail } from './render';
import type { Mailer } from './send-mail';
import { fromAddress, promisedReply, type MailSettings } from './settings';
import { mailSiteName } from './site-name';

export const LEAD_NOTIFICATION_QUEUE = 'lead-notification';

/** Jobs queued before the rename carry `contactId` (pg-boss keeps their payload): still read. */
export type LeadNotificationJob = { leadId: string } | { contactId: string };

const leadIdOf = (job: LeadNotificationJob) => ('leadId' in job ? job.leadId : job.contactId);

/** Where staff open a lead. */
export const leadUrl = (siteUrl: string, leadId: string) => `${siteUrl}/dashboard?lead=${encodeURIComponent(leadId)}`;

/**
 * Queues the staff notification (and the visitor's auto-reply) of an accepted lead in the caller's
 * transaction: the job exists exactly when the lead does. The job id is the lead's id, so queueing
 * the same lead twice while its job is pending keeps one job.
 */
export async function queueLeadNotification(jobs: Jobs, tx: Executes, leadId: string): Promise<void> {
  await jobs.queue<LeadNotificationJob>(LEAD_NOTIFICATION_QUEUE, { leadId }, { tx, id: leadId });
}

/** The same for a batch of leads written in one statement (group commit). */
export async function queueLeadNotifications(jobs: Jobs, tx: Executes, leadIds: string[]): Promise<void> {
  await jobs.queueMany<LeadNotificationJob>(
    LEAD_NOTIFICATION_QUEUE,
    leadIds.map((id) => ({ id, data: { leadId: id } })),
    { tx },
  );
}

/** A sender nobody reads (`no-reply@…`, `noreply@…`): an answer to it is lost. */
const NO_REPLY_SENDER = /^no-?reply@/i;

/** NOTIFY_EMAIL when set; else every admin and every person who chose new-lead mail (decision 040). */
async function staffRecipients(repos: Pick<Repositories, 'leadFollowUps'>, settings: MailSettings): Promise<string[]> {
  if (settings.notify?.length) return settings.notify;
  return repos.leadFollowUps.newLeadRecipients();
}

/** The worker: one message to staff, one to the visitor when AUTO_REPLY is on; each sent once (by Message-ID). */
export function leadNotificationQueue(
  repos: Pick<Repositories, 'leads' | 'leadFollowUps' | 'queries' | 'settings'>,
  mailer: Mailer,
  settings: MailSettings,
): QueueDefinition<LeadNotificationJob> {
  const { leads } = repos;
  const routing = createReplyRouting(repos, settings.inboundAddress);
  return {
    name: LEAD_NOTIFICATION_QUEUE,
    expireInSeconds: 60,
    batchSize: 20,
    async handle(job) {
      const siteName = await mailSiteName(repos, settings.siteUrl);
      const lead = await leads.findById(leadIdOf(job));
      // Deleted since, or marked as spam: nobody is told.
      if (!lead || lead.status === 'spam') return;
      const to = await staffRecipients(repos, settings);
      const { LeadAutoReplyEmail, LeadNotificationEmail, leadAutoReplySubject, leadAutoReplyText, leadNotificationSubject, leadNotificationText } =
        await loadTemplates();
      if (to.length) {
        const props = { lead, leadUrl: leadUrl(settings.siteUrl, lead.id), siteName };
        await mailer.send({
          messageId: stableMessageId(`lead-${lead.id}`, 'staff', settings.siteUrl),
          kind: 'lead-notification',
          to,
          replyTo: lead.email,
          subject: leadNotificationSubject(lead),
          ...(await renderEmail(<LeadNotificationEmail {...props} />, leadNotificationText(props))),
        });
      }
      // A lead made from a mail (decision 129) gets no acknowledgment: an answer to an answer could loop between auto-responders.
      if (settings.autoReply && lead.form !== 'email') {
        // The visitor's answer comes back to the lead (INBOUND_ADDRESS, decision 129), else goes to the
        // company's mailbox, not to a no-reply sender (issue 46 point 2).
        const replyTo = routing ? await routing.addressFor(lead.id) : ((await repos.queries.companyMailbox()) ?? undefined);
        const canReply = replyTo !== undefined || !NO_REPLY_SENDER.test(fromAddress(settings.from));
        const props = { lead, reference: leadReference(lead.id), promise: promisedReply(settings), siteName, siteUrl: settings.siteUrl, canReply };
        await mailer.send({
          messageId: stableMessageId(`lead-${lead.id}`, 'auto-reply', settings.siteUrl),
          kind: 'lead-auto-reply',
          to: [lead.email],
          ...(replyTo ? { replyTo } : {}),
          // Refused for good: the lead's history says so (decision 065).
          about: { type: 'lead', id: lead.id },
          subject: leadAutoReplySubject(props.reference),
          ...(await renderEmail(<LeadAutoReplyEmail {...props} />, leadAutoReplyText(props))),
        });
      }
    },
  };
}
