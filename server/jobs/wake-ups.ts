import type { SqlExecutor } from './sql-executor';

/**
 * When workers look for jobs (decision 097). An idle server asks the database nothing: a worker is
 * woken when work for it is known (a job committed here, another process's NOTIFY, a job's start
 * time or retry coming due), and one statement every FALLBACK_CHECK_SECONDS finds what no wake-up
 * announced (a job a dead process scheduled, one pg-boss's maintenance put back after expiry).
 */

/** With nothing waking them, workers ask this seldom: the fallback check finds due work for all of them. */
export const WORKER_POLL_SECONDS = 3600;
/** The slow fallback: one statement for every queue. */
export const FALLBACK_CHECK_SECONDS = 30;
/**
 * pg-boss takes a job only once its start_after is past in the database's clock: a wake-up for a
 * start time comes this much after it.
 */
const AFTER_START_MS = 250;
/** setTimeout's limit is ~24.8 days; a later time is re-armed when this passes. */
const MAX_TIMER_MS = 24 * 60 * 60_000;
/** Start times known ahead (scheduled posts, retries): past this many, the fallback check finds the rest. */
const MAX_KNOWN = 10_000;

/** Start times of jobs known in this process, and one timer at the earliest: `wake(queue)` when each comes. */
export function createWakeTimes(wake: (queue: string) => void) {
  const times: { at: number; queue: string }[] = [];
  const known = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  function arm() {
    clearTimeout(timer);
    timer = undefined;
    if (stopped || !times.length) return;
    timer = setTimeout(fire, Math.min(Math.max(times[0]!.at - Date.now(), 0), MAX_TIMER_MS));
    timer.unref();
  }

  function fire() {
    const now = Date.now();
    const woken = new Set<string>();
    while (times.length && times[0]!.at <= now) {
      const { at, queue } = times.shift()!;
      known.delete(`${queue} ${at}`);
      woken.add(queue);
    }
    woken.forEach(wake);
    arm();
  }

  return {
    /** The queue has a job that may start at `startAt`. */
    at(queue: string, startAt: Date | number) {
      const at = new Date(startAt).getTime() + AFTER_START_MS;
      const key = `${queue} ${at}`;
      if (stopped || known.has(key) || times.length >= MAX_KNOWN) return;
      known.add(key);
      let i = times.length;
      while (i > 0 && times[i - 1]!.at > at) i--;
      times.splice(i, 0, { at, queue });
      if (i === 0) arm();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/**
 * One statement for every queue: which have jobs due now (their workers are woken), and each one's
 * next start time (a timer is set for it). Read from pg-boss's job table, as pg-boss's fetch does.
 */
export async function checkDue(exec: SqlExecutor, queues: string[]): Promise<{ due: string[]; next: { queue: string; at: Date }[] }> {
  const { rows } = await exec.executeSql(
    `SELECT name, bool_or(start_after <= now()) AS due, min(start_after) FILTER (WHERE start_after > now()) AS next
       FROM pgboss.job WHERE name = ANY($1::text[]) AND state < 'active' GROUP BY name`,
    [queues],
  );
  const found = rows as { name: string; due: boolean; next: Date | string | null }[];
  return {
    due: found.filter((r) => r.due).map((r) => r.name),
    next: found.flatMap((r) => (r.next ? [{ queue: r.name, at: new Date(r.next) }] : [])),
  };
}

/**
 * The queues a statement of pg-boss's own fills, or none: its cron timekeeper turns a due schedule
 * into a job through its own connection (this executor), which no caller of ours could nudge for.
 * A pg-boss that words its insert otherwise is found by the fallback check instead.
 */
export function queuesInserted(text: string, values: unknown[] | undefined): string[] {
  if (!/INSERT INTO pgboss\.job\b/.test(text) || !values?.length) return [];
  const [first, second] = values;
  if (typeof first === 'string' && first.startsWith('[')) {
    try {
      return (JSON.parse(first) as { name?: unknown }[]).flatMap((job) => (typeof job.name === 'string' ? [job.name] : []));
    } catch {
      return [];
    }
  }
  return typeof second === 'string' ? [second] : [];
}
