import { waitedFor } from '@contract/lead-promise';
import type { Repositories } from '../repositories/index';
import type { QueueDefinition } from '../jobs/types';
import { leadItem } from './lead-list-mail';
import { leadUrl } from './lead-notification';
import { stableMessageId } from './message-id';
import { loadTemplates, renderEmail } from './render';
import type { Mailer } from './send-mail';
import type { MailSettings } from './settings';
import { mailSiteName } from './site-name';

export const LEAD_ESCALATION_QUEUE = 'lead-escalation';

export interface LeadEscalationJob {
  leadId: string;
}

/** The worker: one mail to every admin and the lead's owner (queued by the sweep, once per lead). */
export function leadEscalationQueue(
  repos: Pick<Repositories, 'leadFollowUps' | 'queries'>,
  mailer: Mailer,
  settings: MailSettings,
): QueueDefinition<LeadEscalationJob> {
  const { leadFollowUps: followUps } = repos;
  return {
    name: LEAD_ESCALATION_QUEUE,
    batchSize: 10,
    async handle(job) {
      const siteName = await mailSiteName(repos, settings.siteUrl);
      const lead = await followUps.escalated(job.leadId);
      if (!lead) return;
      const to = await followUps.escalationRecipients(lead.id);
      if (!to.length) return;
      const heading = `No answer for ${waitedFor(lead.createdAt)}: ${lead.name}`;
      const mail = {
        heading,
        intro: `${lead.name} asked about ${lead.service} and is still waiting for a first answer. ${lead.ownerName ? `Owner: ${lead.ownerName}.` : 'Nobody has taken the lead yet.'}`,
        sections: [{ title: 'Waiting', items: [leadItem(settings, lead)], more: 0 }],
        button: { href: leadUrl(settings.siteUrl, lead.id), text: 'Answer the lead' },
        footer: `${siteName} · sent once per lead, to the admins, the sales managers and the lead's owner.`,
      };
      const { LeadListEmail, leadListText } = await loadTemplates();
      await mailer.send({
        messageId: stableMessageId(`lead-${lead.id}`, 'escalation', settings.siteUrl),
        kind: 'lead-escalation',
        to,
        subject: heading,
        ...(await renderEmail(<LeadListEmail {...mail} />, leadListText(mail))),
      });
    },
  };
}
