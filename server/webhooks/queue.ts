import { site } from '@contract/site';
import { WEBHOOK_TEST_EVENT, type LeadEventData } from '@contract/webhooks';
import type { Jobs, QueueDefinition } from '../jobs/index';
import type { SecretBox } from '../lib/secret-box';
import { WEBHOOK_DELIVERY_QUEUE, type DeliveryJob } from './emit';
import { postWebhook } from './post';
import { webhookDeliveries as deliveriesCounted, webhookDuration } from '../observability/metrics';
import { DELIVERY_TIMEOUT_MS, type WebhookOptions } from './options';
import type { Repositories } from '../repositories/index';
import type { LoadedDelivery } from '../repositories/webhook-deliveries';
import { createAttemptRecorder } from './record';
import { signedHeaders } from './sign';
import { slackLeadMessage, slackTestMessage } from './slack';

/** The body and headers of one attempt: the stored envelope, signed, or a chat message (no signature: the URL is the secret). */
function requestFor(d: LoadedDelivery, box: SecretBox): { body: string; headers: Record<string, string> } | string {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': `${site.name} webhooks/1` };
  const e = d.endpoint;
  if (e.kind === 'slack') {
    const data = (JSON.parse(d.payload) as { data: unknown }).data;
    const message =
      d.type === 'lead.created'
        ? slackLeadMessage(data as LeadEventData, { includeMessage: e.includeMessage })
        : slackTestMessage(d.type === WEBHOOK_TEST_EVENT ? (data as { message: string }).message : `${site.name}: ${d.type}`);
    return { body: JSON.stringify(message), headers };
  }
  const secret = e.secretSealed ? box.open(e.secretSealed) : null;
  if (!secret) return 'The signing secret cannot be read (was TWO_FACTOR_KEY changed?)';
  const previous = e.previousSecretSealed && e.previousSecretUntil && e.previousSecretUntil > new Date() ? box.open(e.previousSecretSealed) : null;
  return { body: d.payload, headers: { ...headers, ...signedHeaders(previous ? [secret, previous] : [secret], d.eventId, d.payload) } };
}

/**
 * The delivery worker (decision 062). Each try is its own job: the handler records the attempt
 * and, in the same transaction, queues the next try at its exact time under a keyed id, so a crash
 * never doubles one. It throws only when the database does (the try is then made again).
 */
export function webhookDeliveryQueue(deps: {
  repos: Pick<Repositories, 'webhookDeliveries' | 'transaction'>;
  jobs: () => Jobs;
  box: SecretBox;
  options: WebhookOptions;
}): QueueDefinition<DeliveryJob> {
  const { box, options } = deps;
  const store = deps.repos.webhookDeliveries;
  const record = createAttemptRecorder(deps.repos, { jobs: deps.jobs, options });

  return {
    name: WEBHOOK_DELIVERY_QUEUE,
    batchSize: 8,
    // A slow receiver (up to the timeout) must not hold the others' deliveries.
    concurrency: 8,
    // A try takes at most the timeout; a job active much longer belonged to a process that died.
    expireInSeconds: Math.ceil((options.timeoutMs ?? DELIVERY_TIMEOUT_MS) / 1000) + 20,
    // The worker's own back-off serves only a database error (the try is then made again).
    retry: { delay: 5, limit: 50 },
    async handle(job) {
      const d = await store.load(job.deliveryId);
      // Gone, finished, already tried (a job run twice), or its endpoint turned off (deliveries cancelled).
      if (!d || !['pending', 'retrying'].includes(d.status) || d.attempts >= job.attempt || !d.endpoint.enabled) return;
      const startedAt = new Date();
      const url = box.open(d.endpoint.urlSealed);
      const req = requestFor(d, box);
      const outcome =
        url === null || typeof req === 'string'
          ? {
              ok: false,
              statusCode: null,
              durationMs: 0,
              excerpt: '',
              error: typeof req === 'string' ? req : 'The address cannot be read (was TWO_FACTOR_KEY changed?)',
            }
          : await postWebhook(url, req.body, req.headers, {
              allowPrivate: options.allowPrivate,
              timeoutMs: options.timeoutMs ?? DELIVERY_TIMEOUT_MS,
              resolve: options.resolve,
            });
      deliveriesCounted.inc({ outcome: outcome.ok ? 'delivered' : 'failed' });
      if (outcome.statusCode !== null) webhookDuration.observe(outcome.durationMs / 1000);
      await record(d, job.attempt, startedAt, outcome);
    },
  };
}
