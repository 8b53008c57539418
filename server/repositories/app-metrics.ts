import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queueStatsOf } from '../db/queue-stats';
import { rowsOf } from '../db/rows';

/** Jobs waiting or running, by queue and state: the `jobs_*` gauges (decision 068). */
export interface JobCount {
  name: string;
  state: string;
  count: number;
}

/** What the app's Prometheus gauges read from its database: the statement queue, and pg-boss's job table. */
export function createAppMetricsRepository(db: Db) {
  return {
    /** Statements waiting for the database and statements it is running (the `db_queue_*` gauges). */
    queueStats: (): { waiting: number; active: number } => queueStatsOf(db),
    async jobCounts(): Promise<JobCount[]> {
      const result = await db.execute(
        sql`SELECT name, state, count(*)::int AS count FROM pgboss.job WHERE state IN ('created', 'retry', 'active') GROUP BY name, state`,
      );
      return rowsOf<JobCount>(result);
    },
  };
}

export type AppMetricsRepository = ReturnType<typeof createAppMetricsRepository>;
