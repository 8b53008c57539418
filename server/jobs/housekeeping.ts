import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { QueueDefinition } from './index';
import { purgeExpired, purgeOldLeads } from '../repositories/purges';

export interface HousekeepingOptions {
  /** AUDIT_RETENTION_DAYS. */
  auditRetentionDays: number;
  /** LEAD_RETENTION_DAYS; unset keeps every lead. */
  leadRetentionDays?: number;
}

export const PURGE_EXPIRED_QUEUE = 'purge-expired';
export const PURGE_OLD_LEADS_QUEUE = 'purge-old-leads';

/**
 * The periodic purges, as pg-boss schedules rather than a timer in each process: however many
 * processes share the database, each due run happens once (decision 027). Each also runs once when
 * the app starts (once across processes started in the same window).
 */
export function housekeepingQueues(db: Db, opts: HousekeepingOptions, logger?: FastifyBaseLogger): QueueDefinition<object>[] {
  return [
    {
      name: PURGE_EXPIRED_QUEUE,
      batchSize: 1,
      schedule: { cron: '*/15 * * * *', atStart: 15 * 60 },
      async handle() {
        await purgeExpired(db, { auditRetentionDays: opts.auditRetentionDays });
        logger?.info({ job: PURGE_EXPIRED_QUEUE }, 'purged expired sessions, device cookies, rate-limit windows and old audit entries');
      },
    },
    {
      name: PURGE_OLD_LEADS_QUEUE,
      batchSize: 1,
      schedule: { cron: '17 3 * * *', atStart: 3600 },
      async handle() {
        if (!opts.leadRetentionDays) return;
        const removed = await purgeOldLeads(db, opts.leadRetentionDays);
        logger?.info({ job: PURGE_OLD_LEADS_QUEUE, removed }, 'purged leads past LEAD_RETENTION_DAYS');
      },
    },
  ];
}
