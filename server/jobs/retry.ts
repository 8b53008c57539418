import type { SqlExecutor } from './sql-executor';

/**
 * How a failed job is retried: after `delay` seconds, doubling after each failure up to
 * `delayMax` (pg-boss 10 has no cap: its back-off reaches 18-36 h per wait), `limit` times.
 */
export interface RetryPolicy {
  delay: number;
  delayMax: number;
  limit: number;
}

/**
 * Mail waits 2 s, 4 s … then every 10-15 min: an SMTP server back from an outage gets the queue
 * within a quarter of an hour, and 200 tries outlast the mailer's 24 h window (decision 027).
 */
export const DEFAULT_RETRY: RetryPolicy = { delay: 2, delayMax: 15 * 60, limit: 200 };

/**
 * Puts active jobs back for a retry with the capped back-off (or fails them for good once their
 * retries are spent). A job's retry_count is how many retries it has had; jitter (50-100 % of the
 * wait) spreads a burst of jobs that failed together. Answers the earliest retry's time, if any.
 */
export async function retryLater(exec: SqlExecutor, queue: string, ids: string[], policy: RetryPolicy, error: string): Promise<Date | null> {
  if (!ids.length) return null;
  const { rows } = await exec.executeSql(
    `UPDATE pgboss.job SET
       state = CASE WHEN retry_count < retry_limit THEN 'retry'::pgboss.job_state ELSE 'failed'::pgboss.job_state END,
       completed_on = CASE WHEN retry_count < retry_limit THEN NULL ELSE now() END,
       start_after = CASE WHEN retry_count < retry_limit
         THEN now() + LEAST($3::float8 * power(2, LEAST(retry_count, 30)), $4::float8) * (0.5 + random() / 2) * interval '1 second'
         ELSE start_after END,
       output = jsonb_build_object('message', $5::text)
     WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'active'
     RETURNING CASE WHEN state = 'retry' THEN start_after END AS retry_at`,
    [queue, ids, policy.delay, policy.delayMax, error],
  );
  // The earliest retry: the caller wakes the queue's worker then rather than at its next poll.
  const times = (rows as { retry_at: Date | string | null }[]).flatMap((r) => (r.retry_at ? [new Date(r.retry_at).getTime()] : []));
  return times.length ? new Date(Math.min(...times)) : null;
}
