import { responsePromise } from '@contract/lead-promise';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { LEAD_ESCALATION_QUEUE, type LeadEscalationJob } from '../mail/lead-escalation';
import { leadDigestQueue } from '../mail/lead-digest';
import type { Repositories } from '../repositories/index';
import type { Mailer } from '../mail/send-mail';
import type { MailSettings } from '../mail/settings';
import { ESCALATION_BATCH, escalateUnanswered } from '../repositories/lead-followups';
import { recordLeadEvent, SYSTEM_ACTOR } from '../repositories/leads';
import type { Jobs, QueueDefinition } from './index';

/** LEAD_DIGEST_CRON, LEAD_RESPONSE_MINUTES and TZ (decision 040). */
export interface FollowUpOptions {
  /** A cron of five fields, or 'off'. */
  digestCron: string;
  responseMinutes: number;
  timeZone: string;
}

export const LEAD_ESCALATION_SWEEP_QUEUE = 'lead-escalation-sweep';

/** Each sweep stamps at most this many batches; the rest wait for the next minute. */
const MAX_BATCHES = 10;

/**
 * The scheduled follow-ups: the daily digest, and the response-deadline sweep every minute. The
 * sweep stamps the leads, writes their history line and queues their mail in one transaction.
 */
export function leadFollowUpQueues(
  db: Db,
  repos: Repositories,
  mailer: Mailer,
  settings: MailSettings,
  opts: FollowUpOptions,
  jobs: () => Jobs,
  logger?: FastifyBaseLogger,
): QueueDefinition<object>[] {
  const sweep: QueueDefinition<object> = {
    name: LEAD_ESCALATION_SWEEP_QUEUE,
    batchSize: 1,
    schedule: { cron: '* * * * *' },
    async handle() {
      for (let batch = 0; batch < MAX_BATCHES; batch++) {
        const ids = await db.transaction(async (tx) => {
          const stamped = await escalateUnanswered(tx, opts.responseMinutes);
          for (const id of stamped)
            await recordLeadEvent(tx, id, 'escalation', { to: `No answer ${responsePromise(opts.responseMinutes)}` }, SYSTEM_ACTOR);
          // The job id is the lead's: a lead has one escalation mail.
          await jobs().queueMany<LeadEscalationJob>(
            LEAD_ESCALATION_QUEUE,
            stamped.map((id) => ({ id, data: { leadId: id } })),
            { tx },
          );
          return stamped;
        });
        if (!ids.length) return;
        jobs().nudge(LEAD_ESCALATION_QUEUE);
        logger?.info({ job: LEAD_ESCALATION_SWEEP_QUEUE, escalated: ids.length }, 'escalated leads past their response deadline');
        if (ids.length < ESCALATION_BATCH) return;
      }
    },
  };
  return [leadDigestQueue(repos, mailer, settings, { cron: opts.digestCron, timeZone: opts.timeZone }), sweep];
}
