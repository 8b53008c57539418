import type { Jobs } from '../../jobs/index';
import { LEAD_NOTIFICATION_QUEUE, queueLeadNotification } from '../../mail/index';
import type { Repositories } from '../../repositories/index';
import { recordLeadEvent, type Actor } from '../../repositories/leads';
import type { WebhookEvents } from '../../webhooks/index';

/**
 * A lead taken out of spam: staff are told about it as about any new lead. The notification job
 * is queued in the same transaction as the history line that says it was sent.
 */
export async function onLeadRestored(repos: Repositories, jobs: Jobs, leadId: string, actor: Actor, events?: WebhookEvents): Promise<void> {
  await repos.transaction(async (tx) => {
    await queueLeadNotification(jobs, tx, leadId);
    await recordLeadEvent(tx, leadId, 'email', { to: 'new lead notification' }, actor);
    // Receivers meet it now, as staff do (decision 063): a quarantined lead was never "created" for them.
    await events?.leadsCreated(tx, [leadId]);
  });
  jobs.nudge(LEAD_NOTIFICATION_QUEUE);
  events?.emitter.afterCommit();
}
