import { localMinuteIn } from '@contract/zoned-time';
import type { Repositories } from '../repositories/index';
import type { Executes, Jobs, QueueDefinition } from '../jobs/types';
import { keyedUuid } from '../lib/keyed-uuid';
import { leadItem } from './lead-list-mail';
import { leadUrl } from './lead-notification';
import { stableMessageId } from './message-id';
import { loadTemplates, renderEmail } from './render';
import type { Mailer } from './send-mail';
import type { MailSettings } from './settings';
import { mailSiteName } from './site-name';

export const NEXT_ACTION_REMINDER_QUEUE = 'lead-next-action-reminder';

export interface NextActionReminderJob {
  leadId: string;
  /** ISO: the next action's time when the job was queued. */
  dueAt: string;
}

/**
 * Queues the reminder at the next action's time, in the change's transaction (decision 123), the way
 * a post's publish is queued (decision 047): the id is made from the lead and the time, so the same
 * time twice is one job; a new time is a new job, and the old one finds its time gone and sends nothing.
 */
export async function queueNextActionReminder(jobs: Jobs, tx: Executes, { leadId, dueAt }: { leadId: string; dueAt: Date }): Promise<void> {
  const at = dueAt.toISOString();
  await jobs.queue<NextActionReminderJob>(
    NEXT_ACTION_REMINDER_QUEUE,
    { leadId, dueAt: at },
    { tx, id: keyedUuid(NEXT_ACTION_REMINDER_QUEUE, leadId, at), startAfter: dueAt },
  );
}

/** The worker: one mail to the lead's owner when its next action is due, if it still is (its Message-ID: lead and time). */
export function nextActionReminderQueue(
  repos: Pick<Repositories, 'leadFollowUps' | 'queries'>,
  mailer: Mailer,
  settings: MailSettings,
  timeZone: string,
): QueueDefinition<NextActionReminderJob> {
  return {
    name: NEXT_ACTION_REMINDER_QUEUE,
    batchSize: 10,
    async handle(job) {
      const lead = await repos.leadFollowUps.nextActionReminder(job.leadId, new Date(job.dueAt));
      if (!lead) return;
      const siteName = await mailSiteName(repos, settings.siteUrl);
      const what = lead.nextActionText || 'Next action';
      const heading = `Due now: ${what} (${lead.name})`;
      // In the owner's own zone (their call hours'), else the site's TZ.
      const zone = lead.ownerZone ?? timeZone;
      const when = `${localMinuteIn(zone, new Date(job.dueAt)).replace('T', ' ')} (${zone})`;
      const mail = {
        heading,
        intro: `${lead.ownerName}, the next action on ${lead.name}'s lead is due: ${what}, set for ${when}.`,
        sections: [{ title: 'Due', items: [leadItem(settings, lead, what)], more: 0 }],
        button: { href: leadUrl(settings.siteUrl, lead.id), text: 'Open the lead' },
        footer: `${siteName} · sent to the lead's owner when its next action is due; snooze it on the lead to move it.`,
      };
      const { LeadListEmail, leadListText } = await loadTemplates();
      await mailer.send({
        messageId: stableMessageId(`lead-${lead.id}`, `next-action-${job.dueAt.replace(/[^0-9]/g, '')}`, settings.siteUrl),
        kind: 'lead-next-action',
        to: [lead.ownerEmail],
        subject: heading,
        ...(await renderEmail(<LeadListEmail {...mail} />, leadListText(mail))),
      });
    },
  };
}
