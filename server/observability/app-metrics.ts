import client from 'prom-client';
import type { AppMetricsRepository, JobCount } from '../repositories/app-metrics';
import { enableDefaultMetrics, processRegistry } from './metrics';

/** The job tables are read at most this often, however often Prometheus scrapes. */
const JOBS_READ_EVERY_MS = 5_000;

interface JobCounts {
  at: number;
  rows: JobCount[];
}

/**
 * Gauges read on scrape from one app's resources (its database's queue, its job tables); with the
 * process-wide counters of metrics.ts they make the text /metrics answers.
 */
export function createAppMetrics(source: AppMetricsRepository) {
  const registry = new client.Registry();
  const registers = [registry];
  new client.Gauge({
    name: 'db_queue_waiting',
    help: 'Statements waiting for the database: the embedded database thread queue, or the PostgreSQL pool waiting for a connection',
    registers,
    collect() {
      this.set(source.queueStats().waiting);
    },
  });
  new client.Gauge({
    name: 'db_queue_active',
    help: 'Statements the database is running (PGlite thread) or connections checked out of the pool (PostgreSQL)',
    registers,
    collect() {
      this.set(source.queueStats().active);
    },
  });

  let jobs: JobCounts | null = null;
  const jobCounts = async () => {
    if (jobs && Date.now() - jobs.at < JOBS_READ_EVERY_MS) return jobs.rows;
    jobs = { at: Date.now(), rows: await source.jobCounts() };
    return jobs.rows;
  };
  const jobGauge = (name: string, help: string, states: string[]) =>
    new client.Gauge({
      name,
      help,
      labelNames: ['queue'] as const,
      registers,
      async collect() {
        this.reset();
        for (const row of await jobCounts().catch(() => [])) if (states.includes(row.state)) this.inc({ queue: row.name }, Number(row.count));
      },
    });
  jobGauge('jobs_queued', 'Jobs waiting to run (new or waiting for a retry), by queue', ['created', 'retry']);
  jobGauge('jobs_active', 'Jobs running now, by queue', ['active']);

  return {
    contentType: registry.contentType,
    /** Prometheus's text format: the process's series, then this app's. */
    async text(): Promise<string> {
      // From the first scrape on: the event-loop delay monitor wakes the process 50 times a second,
      // most of an idle server's CPU when it ran from the start (decision 097).
      enableDefaultMetrics();
      return `${await processRegistry.metrics()}\n${await registry.metrics()}`;
    },
  };
}

export type AppMetrics = ReturnType<typeof createAppMetrics>;
