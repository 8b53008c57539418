import client from 'prom-client';

/**
 * The process's Prometheus series (decision 068). Counters are process-wide: mail, jobs, webhooks and
 * the page cache count here wherever they run, without a handle passed down to them. What is read
 * from one app's resources on scrape (its database, its job tables) is in app-metrics.ts.
 */
export const processRegistry = new client.Registry();

let defaultsOn = false;
/** Event-loop lag, heap, RSS, GC: only once /metrics is served (the loop-delay monitor is not free). */
export function enableDefaultMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  client.collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 20 });
  // Gauges named like counters (promtool: only counters end in _total); the same counts by type remain
  // (nodejs_active_handles, nodejs_active_requests, nodejs_active_resources), sum() gives these.
  for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'])
    processRegistry.removeSingleMetric(name);
}

const registers = [processRegistry];

function counter<L extends string>(name: string, help: string, labelNames: readonly L[]) {
  return new client.Counter({ name, help, labelNames, registers });
}

/** `route` is the route's pattern (`/api/blogs/:id`; `/*` for web pages), `page-cache` for hits answered before Fastify, `unmatched` for 404s no route took. */
export const httpRequests = counter('http_requests_total', 'HTTP requests answered, by method, route pattern and status code', [
  'method',
  'route',
  'status',
]);

/** A page render's API calls through app.inject (in-process-fetch.ts): the work behind a page, not requests anyone sent. */
export const inProcessRequests = counter(
  'http_in_process_requests_total',
  'API calls made in-process by page renders (not in http_requests_total), by method, route pattern and status code',
  ['method', 'route', 'status'],
);

export const httpDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and status class',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers,
});

export const pageCacheRequests = counter(
  'page_cache_requests_total',
  'Public pages answered, by what the page cache did: hit (also those answered before Fastify), disk (read back from its disk tier), miss, stale, bypass, not-found (the shared not-found page)',
  ['result'],
);

/** Each render is React Router's whole work for a page (its loaders' API reads and React): what a page-cache hit saves. */
export const pageRenders = counter(
  'page_renders_total',
  'Pages rendered, by kind: public (an anonymous page, kept or not), signed-in, not-found (the one not-found page every missing path shares)',
  ['kind'],
);

export const jobsCompleted = counter('jobs_completed_total', 'Jobs handled without an error, by queue', ['queue']);

export const jobsFailed = counter('jobs_failed_total', 'Job attempts that threw (retried later), by queue', ['queue']);

export const mailSent = counter('mail_sent_total', 'Mail handed to the SMTP server, by kind', ['kind']);

export const mailFailed = counter('mail_failed_total', 'Mail given up on (a permanent refusal or retried past the limit), by kind', ['kind']);

export const mailRetrying = counter('mail_retrying_total', 'Mail sends that failed and will be tried again, by kind', ['kind']);

export const webhookDeliveries = counter('webhook_deliveries_total', 'Webhook delivery attempts, by outcome (delivered, failed)', ['outcome']);

export const webhookDuration = new client.Histogram({
  name: 'webhook_delivery_seconds',
  help: 'Time a webhook receiver took to answer',
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

/** One answered request, counted under its route pattern (never the raw URL: bounded label values). */
export function countRequest(method: string, route: string, status: number, seconds: number): void {
  httpRequests.inc({ method, route, status: String(status) });
  httpDuration.observe({ method, route, status_class: `${Math.floor(status / 100)}xx` }, seconds);
}

export function countInProcessRequest(method: string, route: string, status: number): void {
  inProcessRequests.inc({ method, route, status: String(status) });
}
