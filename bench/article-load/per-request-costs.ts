// bench/article-load/per-request-costs.ts: CPU time of each thing a page-cache hit does besides
// sending the page (issue 44 point 2), apart from the network: the request log line (to a file, with
// the server's logger: asynchronous as now, synchronous as before decision 106), prom-client's
// counter and histogram, counting the view for analytics (and its visitor hash alone). process
// CPU time (all threads: the asynchronous writes' too), µs per call. run.mjs prints it beside the
// CPU per request of nginx and of the server measured in the same run.
// Usage: npx tsx bench/article-load/per-request-costs.ts [--json]
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { destination } from 'pino';
import { createPageViewCounter } from '../../server/analytics/counter';
import { BROWSER_AGENT } from '../lib/agents.mjs';
import { createLogger, flushLog } from '../../server/logger';
import { countRequest, pageCacheRequests } from '../../server/observability/metrics';
import type { AnalyticsRepository } from '../../server/repositories/analytics';

const N = 200_000;
const URL_PATH = '/blogs/keeping-scrapers-healthy-at-scale';

/** µs of process CPU per call of `fn` (after a warm-up); `settle` waits for work it left (a flush). */
async function cost(fn: (i: number) => void, settle: () => Promise<void> = async () => undefined): Promise<number> {
  for (let i = 0; i < N / 10; i++) fn(i);
  await settle();
  const start = process.cpuUsage();
  for (let i = 0; i < N; i++) fn(i);
  await settle();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / N;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-request-costs-'));
try {
  const line = (i: number) => ({ method: 'GET', url: URL_PATH, statusCode: 200, ms: i % 3 });
  const asyncLog = createLogger('info', destination({ dest: path.join(dir, 'async.log'), sync: false }));
  const syncLog = createLogger('info', destination({ dest: path.join(dir, 'sync.log'), sync: true }));
  const logAsync = await cost(
    (i) => asyncLog.info(line(i), 'request'),
    () => flushLog(asyncLog),
  );
  const logSync = await cost((i) => syncLog.info(line(i), 'request'));

  const metrics = await cost((i) => {
    pageCacheRequests.inc({ result: 'hit' });
    countRequest('GET', 'page-cache', 200, (i % 5) / 10_000);
  });

  const repository = {
    salt: async () => 'a'.repeat(64),
    addVisits: async () => undefined,
    rollUp: async () => undefined,
  } as unknown as AnalyticsRepository;
  const counter = createPageViewCounter({ repository, timeZone: 'UTC', siteHost: 'example.com', onError: () => undefined });
  await counter.start(3_600_000);
  const request = { method: 'GET', url: URL_PATH, headers: { 'user-agent': BROWSER_AGENT } } as unknown as IncomingMessage;
  const view = await cost(() => counter.observer(request, 200, '127.0.0.1'));
  await counter.stop();
  const hash = await cost(() =>
    createHash('sha256').update('a'.repeat(64)).update('127.0.0.1').update('\0').update(BROWSER_AGENT).digest('hex').slice(0, 16),
  );

  const result = { logAsync, logSync, metrics, view, hash };
  if (process.argv.includes('--json')) console.log(JSON.stringify(result));
  else for (const [name, us] of Object.entries(result)) console.log(`${name.padEnd(10)} ${us.toFixed(2)} µs`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
