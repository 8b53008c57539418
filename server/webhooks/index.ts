import type { Jobs, QueueDefinition } from '../jobs/index';
import type { Tx } from '../repositories/tx';
import type { AppConfig } from '../config/app-config';
import { createSecretBox, type SecretBox } from '../lib/secret-box';
import type { Mailer } from '../mail/send-mail';
import type { MailSettings } from '../mail/settings';
import { webhookDisabledQueue } from '../mail/webhook-disabled';
import { createWebhookEmitter, type WebhookEmitter } from './emit';
import { bookingPayload, leadPayload, postPayload, subscriberPayload, type PostPayloadRow } from './payloads';
import type { BookingWithPeople } from '../repositories/bookings';
import { leadUrl } from '../mail/lead-notification';
import type { WebhookOptions } from './options';
import { webhookDeliveryQueue } from './queue';
import type { Repositories } from '../repositories/index';
import type { WebhookDeliveriesRepository } from '../repositories/webhook-deliveries';

export type { WebhookOptions } from './options';
export { WEBHOOK_DELIVERY_QUEUE } from './emit';

/** The queues of outgoing webhooks: deliveries, and the admins' mail when an endpoint is turned off. */
export function webhookQueues(deps: {
  repos: Repositories;
  jobs: () => Jobs;
  box: SecretBox;
  options: WebhookOptions;
  mailer: Mailer;
  mail: MailSettings;
}): QueueDefinition<object>[] {
  return [
    webhookDeliveryQueue(deps) as unknown as QueueDefinition<object>,
    webhookDisabledQueue(deps.repos, deps.mailer, deps.mail) as unknown as QueueDefinition<object>,
  ];
}

/** The events the app's writers emit, each inside the change's transaction (decision 062). */
export function createWebhookEvents(jobs: () => Jobs, store: WebhookDeliveriesRepository, siteUrl: string) {
  const emitter: WebhookEmitter = createWebhookEmitter(jobs, store);
  const leadRows = (tx: Tx, ids: string[]) => store.leads(tx, ids);
  return {
    emitter,
    /** New leads (spam excluded: they reach nobody until restored, which emits them then). */
    leadsCreated: (tx: Tx, ids: string[]) =>
      emitter.emit(tx, 'lead.created', async () => (await leadRows(tx, ids)).map((row) => leadPayload(row, siteUrl))),
    /** A lead's fields changed: each change as "from → to". */
    leadChanged: (tx: Tx, id: string, changes: Record<string, string>) =>
      emitter.emit(tx, 'lead.updated', async () => (await leadRows(tx, [id])).map((row) => leadPayload(row, siteUrl, changes))),
    leadReplied: (tx: Tx, reply: { leadId: string; subject: string; byName: string }) =>
      emitter.emit(tx, 'lead.replied', async () => [
        { _id: reply.leadId, url: leadUrl(siteUrl, reply.leadId), subject: reply.subject, byName: reply.byName, sentAt: new Date().toISOString() },
      ]),
    subscriptionChanged: (tx: Tx, change: 'confirmed' | 'unsubscribed', id: string) =>
      emitter.emit(tx, `subscriber.${change}`, async () => (await store.subscription(tx, id)).map((row) => subscriberPayload(row, new Date()))),
    /** An explicit save: published now (it was not before), or a published post saved again. */
    postSaved: (tx: Tx, post: PostPayloadRow, before: { status: string } | undefined) => {
      if (post.status !== 'published') return Promise.resolve(0);
      const type = before?.status === 'published' ? 'post.updated' : 'post.published';
      return emitter.emit(tx, type, async () => [postPayload(post, siteUrl)]);
    },
    /** A call was booked or cancelled (decision 127). */
    bookingChanged: (tx: Tx, type: 'booking.created' | 'booking.cancelled' | 'booking.rescheduled', booking: BookingWithPeople) =>
      emitter.emit(tx, type, async () => [bookingPayload(booking, siteUrl)]),
    /** The scheduler published it. */
    postPublished: (tx: Tx, post: PostPayloadRow) => emitter.emit(tx, 'post.published', async () => [postPayload(post, siteUrl)]),
    /** Only a post that had been public: receivers never heard of a draft. */
    postDeleted: (tx: Tx, post: { id: string; slug: string; title: string; publishedAt: Date | null }) =>
      post.publishedAt ? emitter.emit(tx, 'post.deleted', async () => [{ _id: post.id, slug: post.slug, title: post.title }]) : Promise.resolve(0),
  };
}
export type WebhookEvents = ReturnType<typeof createWebhookEvents>;

/**
 * Outgoing webhooks as the app wires them (decision 062): the events its writers emit, the worker
 * queues, and what the routes need. `seams` are BuildAppOptions.webhooks (tests).
 */
export function createWebhooks(deps: {
  repos: Repositories;
  config: AppConfig;
  seams: Partial<WebhookOptions> | undefined;
  jobs: () => Jobs;
  mailer: Mailer;
  mail: MailSettings;
}) {
  const box = createSecretBox(deps.config.TWO_FACTOR_KEY);
  const options: WebhookOptions = { ...deps.seams, allowPrivate: deps.seams?.allowPrivate ?? deps.config.WEBHOOK_ALLOW_PRIVATE ?? false };
  return {
    events: createWebhookEvents(deps.jobs, deps.repos.webhookDeliveries, deps.config.siteUrl),
    queues: webhookQueues({ repos: deps.repos, jobs: deps.jobs, box, options, mailer: deps.mailer, mail: deps.mail }),
    routes: { box, allowPrivate: options.allowPrivate, resolve: options.resolve },
  };
}
