import type { Repositories } from '../repositories/index';
import type { Executes, Jobs, QueueDefinition } from '../jobs/types';
import { leadUrl } from './lead-notification';
import { leadItem } from './lead-list-mail';
import { stableMessageId } from './message-id';
import { loadTemplates, renderEmail } from './render';
import type { Mailer } from './send-mail';
import type { MailSettings } from './settings';
import { mailSiteName } from './site-name';

export const LEAD_ASSIGNMENT_QUEUE = 'lead-assignment';

/** A mail names at most this many leads of a bulk assignment (and how many more there are). */
const LISTED = 50;

export interface LeadAssignmentJob {
  ownerId: string;
  /** The first LISTED of the leads given. */
  leadIds: string[];
  total: number;
  actorName: string;
  /** Unique per change: a PATCH's history event id, a bulk operation's id. */
  key: string;
}

export interface OwnerChange {
  leadIds: string[];
  ownerId: string;
  actor: { id: string | null; name: string };
  key: string;
}

/**
 * Queued in the transaction that gives the leads an owner (LeadChangeHooks.ownerChanged): one mail
 * per change, a bulk assignment's listing every lead. Taking a lead oneself sends nothing.
 */
export async function queueAssignmentMails(jobs: Jobs, tx: Executes, change: OwnerChange): Promise<void> {
  if (!change.leadIds.length || change.ownerId === change.actor.id) return;
  const job: LeadAssignmentJob = {
    ownerId: change.ownerId,
    leadIds: change.leadIds.slice(0, LISTED),
    total: change.leadIds.length,
    actorName: change.actor.name,
    key: change.key,
  };
  await jobs.queue(LEAD_ASSIGNMENT_QUEUE, job, { tx, id: change.key });
}

/** The worker: the new owner's mail, unless they turned assignment mail off. */
export function leadAssignmentQueue(
  repos: Pick<Repositories, 'leadFollowUps' | 'queries'>,
  mailer: Mailer,
  settings: MailSettings,
): QueueDefinition<LeadAssignmentJob> {
  const { leadFollowUps: followUps } = repos;
  return {
    name: LEAD_ASSIGNMENT_QUEUE,
    batchSize: 5,
    async handle(job) {
      const siteName = await mailSiteName(repos, settings.siteUrl);
      const owner = await followUps.assignee(job.ownerId);
      if (!owner) return;
      // Moved on again before the mail went: only what is still theirs is listed.
      const owned = await followUps.leadsOwnedBy(job.ownerId, job.leadIds);
      if (!owned.length) return;
      const first = owned[0]!;
      const heading = job.total === 1 ? `${job.actorName} gave you a lead: ${first.name}` : `${job.actorName} gave you ${job.total} leads`;
      const { LeadListEmail, leadListText } = await loadTemplates();
      const mail = {
        heading,
        intro: job.total === 1 ? `${first.name} (${first.service}) is yours now.` : `These ${job.total} leads are yours now.`,
        sections: [
          {
            title: job.total === 1 ? 'Your new lead' : 'Your new leads',
            items: owned.map((l) => leadItem(settings, l)),
            more: job.total - owned.length,
          },
        ],
        button:
          job.total === 1
            ? { href: leadUrl(settings.siteUrl, first.id), text: 'Open the lead' }
            : { href: `${settings.siteUrl}/dashboard?owner=me`, text: 'Open my leads' },
        footer: `${siteName} · turn assignment mail off on your account page: ${settings.siteUrl}/account/notifications`,
      };
      await mailer.send({
        messageId: stableMessageId(`lead-assign-${job.key}`, job.ownerId, settings.siteUrl),
        kind: 'lead-assignment',
        to: [owner.email],
        subject: heading,
        ...(await renderEmail(<LeadListEmail {...mail} />, leadListText(mail))),
      });
    },
  };
}
