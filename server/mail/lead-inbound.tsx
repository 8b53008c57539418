import type { Repositories } from '../repositories/index';
import type { Executes, Jobs, QueueDefinition } from '../jobs/types';
import { leadUrl } from './lead-notification';
import { stableMessageId } from './message-id';
import { loadTemplates, renderEmail } from './render';
import type { Mailer } from './send-mail';
import type { MailSettings } from './settings';
import { mailSiteName } from './site-name';

export const LEAD_INBOUND_QUEUE = 'lead-inbound';

export interface LeadInboundJob {
  /** The lead_messages row of the mail that came back. */
  messageRowId: string;
}

/** How much of the person's text the owner's mail quotes. */
const QUOTED = 500;

/**
 * Queued in the transaction that stores a person's answer (decision 129), never for an automatic one:
 * the lead's owner hears of it (no owner: whoever hears of new leads).
 */
export async function queueInboundNotice(jobs: Jobs, tx: Executes, messageRowId: string): Promise<void> {
  await jobs.queue<LeadInboundJob>(LEAD_INBOUND_QUEUE, { messageRowId }, { tx, id: messageRowId });
}

/** The worker: one mail, the lead-list layout the assignment mail uses, quoting the start of the answer. */
export function leadInboundQueue(
  repos: Pick<Repositories, 'leadFollowUps' | 'queries'>,
  mailer: Mailer,
  settings: MailSettings,
): QueueDefinition<LeadInboundJob> {
  return {
    name: LEAD_INBOUND_QUEUE,
    batchSize: 10,
    async handle(job) {
      const found = await repos.queries.inboundToNotify(job.messageRowId);
      // The lead was erased since: nobody is told.
      if (!found) return;
      const to = found.ownerEmail ? [found.ownerEmail] : settings.notify?.length ? settings.notify : await repos.leadFollowUps.newLeadRecipients();
      if (!to.length) return;
      const siteName = await mailSiteName(repos, settings.siteUrl);
      const { message } = found;
      const quoted = message.body.length > QUOTED ? `${message.body.slice(0, QUOTED)}…` : message.body;
      const heading = `${message.authorName} replied: ${message.subject || '(no subject)'}`;
      const mail = {
        heading,
        intro: quoted || '(no text)',
        sections: [
          {
            title: 'The lead',
            items: [
              { name: found.leadName, service: message.fromAddress, reference: found.reference, url: leadUrl(settings.siteUrl, message.leadId) },
            ],
            more: 0,
          },
        ],
        button: { href: leadUrl(settings.siteUrl, message.leadId), text: 'Open the lead' },
        footer: `${siteName} · the whole answer is on the lead`,
      };
      const { LeadListEmail, leadListText } = await loadTemplates();
      await mailer.send({
        messageId: stableMessageId(`lead-${message.leadId}`, `inbound-${message.id}`, settings.siteUrl),
        kind: 'lead-inbound',
        to,
        subject: heading,
        ...(await renderEmail(<LeadListEmail {...mail} />, leadListText(mail))),
      });
    },
  };
}
