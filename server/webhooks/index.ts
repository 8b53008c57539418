import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leads } from '../db/schema/index';
import type { Jobs, QueueDefinition } from '../jobs/index';
import type { Tx } from '../lib/actor';
import type { AppConfig } from '../config/app-config';
import { createSecretBox, type SecretBox } from '../lib/secret-box';
import type { Mailer } from '../mail/send-mail';
import type { MailSettings } from '../mail/settings';
import { webhookDisabledQueue } from '../mail/webhook-disabled';
import { createWebhookEmitter, type WebhookEmitter } from './emit';
import { leadPayload } from './payloads';
import type { WebhookOptions } from './options';
import { webhookDeliveryQueue } from './queue';

export type { WebhookOptions } from './options';
export { WEBHOOK_DELIVERY_QUEUE } from './emit';

/** The queues of outgoing webhooks: deliveries, and the admins' mail when an endpoint is turned off. */
export function webhookQueues(
  db: Db,
  deps: { jobs: () => Jobs; box: SecretBox; options: WebhookOptions; mailer: Mailer; mail: MailSettings },
): QueueDefinition<object>[] {
  return [
    webhookDeliveryQueue(db, deps) as unknown as QueueDefinition<object>,
    webhookDisabledQueue(db, deps.mailer, deps.mail) as unknown as QueueDefinition<object>,
  ];
}

/** The events the app's writers emit, each inside the change's transaction. */
export function createWebhookEvents(jobs: () => Jobs, siteUrl: string) {
  const emitter: WebhookEmitter = createWebhookEmitter(jobs);
  return {
    emitter,
    /** New leads (spam excluded: they reach nobody until restored). */
    leadsCreated: (tx: Tx, ids: string[]) =>
      emitter.emit(tx, 'lead.created', async () =>
        (await tx.select().from(leads).where(inArray(leads.id, ids))).map((row) => leadPayload(row, siteUrl)),
      ),
  };
}
export type WebhookEvents = ReturnType<typeof createWebhookEvents>;

/**
 * Outgoing webhooks as the app wires them (decision 062): the events its writers emit, the worker
 * queues, and what the routes need. `seams` are BuildAppOptions.webhooks (tests).
 */
export function createWebhooks(
  db: Db,
  deps: { config: AppConfig; seams: Partial<WebhookOptions> | undefined; jobs: () => Jobs; mailer: Mailer; mail: MailSettings },
) {
  const box = createSecretBox(deps.config.TWO_FACTOR_KEY);
  const options: WebhookOptions = { ...deps.seams, allowPrivate: deps.seams?.allowPrivate ?? deps.config.WEBHOOK_ALLOW_PRIVATE ?? false };
  return {
    events: createWebhookEvents(deps.jobs, deps.config.siteUrl),
    queues: webhookQueues(db, { jobs: deps.jobs, box, options, mailer: deps.mailer, mail: deps.mail }),
    routes: { box, allowPrivate: options.allowPrivate, resolve: options.resolve },
  };
}
