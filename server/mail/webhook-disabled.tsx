import type { Repositories } from '../repositories/index';
import type { Executes, Jobs, QueueDefinition } from '../jobs/types';
import { keyedUuid } from '../lib/keyed-uuid';
import { stableMessageId } from './message-id';
import { loadTemplates, renderEmail } from './render';
import type { Mailer } from './send-mail';
import type { MailSettings } from './settings';
import { mailSiteName } from './site-name';

export const WEBHOOK_DISABLED_QUEUE = 'webhook-disabled';
export const WEBHOOK_DISABLED_KIND = 'webhook-disabled';

interface WebhookDisabledJob {
  endpointId: string;
  /** When it was turned off: one mail per disabling, the same after a crash (Message-ID). */
  at: string;
  lastError: string;
}

/** Queued in the transaction that turns the endpoint off. */
export async function queueWebhookDisabledMail(jobs: Jobs, tx: Executes, job: WebhookDisabledJob): Promise<void> {
  await jobs.queue(WEBHOOK_DISABLED_QUEUE, job, { tx, id: keyedUuid(WEBHOOK_DISABLED_QUEUE, job.endpointId, job.at) });
}

/** Every admin hears that a webhook was turned off after repeated failures. */
export function webhookDisabledQueue(
  repos: Pick<Repositories, 'users' | 'webhooks' | 'queries'>,
  mailer: Mailer,
  settings: MailSettings,
): QueueDefinition<WebhookDisabledJob> {
  const { users, webhooks } = repos;
  return {
    name: WEBHOOK_DISABLED_QUEUE,
    batchSize: 1,
    async handle(job) {
      const siteName = await mailSiteName(repos, settings.siteUrl);
      const endpoint = await webhooks.get(job.endpointId);
      if (!endpoint) return;
      const admins = await users.adminEmails();
      if (!admins.length) return;
      const props = {
        target: endpoint.urlDisplay,
        reason: endpoint.disabledReason || 'repeated failures',
        lastError: job.lastError,
        settingsUrl: `${settings.siteUrl}/admin/webhooks`,
        siteName,
      };
      const { WebhookDisabledEmail, webhookDisabledSubject, webhookDisabledText } = await loadTemplates();
      await mailer.send({
        messageId: stableMessageId(`webhook-disabled-${job.endpointId}-${Date.parse(job.at)}`, 'admin', settings.siteUrl),
        kind: WEBHOOK_DISABLED_KIND,
        to: admins,
        subject: webhookDisabledSubject(props.target, siteName),
        ...(await renderEmail(<WebhookDisabledEmail {...props} />, webhookDisabledText(props))),
      });
    },
  };
}
