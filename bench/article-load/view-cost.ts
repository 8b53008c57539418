// bench/article-load/view-cost.ts: CPU time of counting one page view (decision 066), apart from
// the network and the other work on the machine: the observer the page paths call, fed requests
// like analytics.mjs sends (50 user agents, 2 of them bots, every tenth with a campaign), with a
// repository that keeps nothing. Compare with the CPU time of a page-cache hit (1 / req/s of one
// core): on an idle machine a hit costs ~250 µs. Usage: npx tsx bench/article-load/view-cost.ts
import type { IncomingMessage } from 'node:http';
import { createPageViewCounter } from '../../server/analytics/counter';
import type { AnalyticsRepository } from '../../server/repositories/analytics';

const AGENTS = [
  ...Array.from({ length: 48 }, (_, i) => `Mozilla/5.0 (X11; Linux x86_64; rv:${100 + i}.0) Gecko/20100101 Firefox/${100 + i}.0`),
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
];
const repository = {
  salt: async () => 'a'.repeat(64),
  addVisits: async () => undefined,
  rollUp: async () => undefined,
} as unknown as AnalyticsRepository;
const counter = createPageViewCounter({ repository, timeZone: 'Europe/Berlin', siteHost: 'example.com', onError: () => undefined });
await counter.start(3_600_000);
const requests = Array.from(
  { length: 1000 },
  (_, i) =>
    ({
      method: 'GET',
      url: i % 10 === 0 ? '/blogs/keeping-scrapers-healthy?utm_source=bench&utm_medium=email' : '/blogs/keeping-scrapers-healthy',
      headers: { 'user-agent': AGENTS[i % AGENTS.length], referer: i % 3 === 0 ? 'https://www.google.com/' : undefined },
    }) as unknown as IncomingMessage,
);
const N = 500_000;
for (let i = 0; i < 50_000; i++) counter.observer(requests[i % 1000]!, 200, `10.0.${i % 7}.${i % 250}`);
const start = process.cpuUsage();
for (let i = 0; i < N; i++) counter.observer(requests[i % 1000]!, 200, `10.0.${i % 7}.${i % 250}`);
const used = process.cpuUsage(start);
const us = (used.user + used.system) / N;
console.log(`counting one view: ${us.toFixed(2)} µs of CPU (${N.toLocaleString('en-US')} views, ${AGENTS.length} user agents)`);
console.log(`= ${((us / 250) * 100).toFixed(2)} % of a ~250 µs page-cache hit; ${((us / 1000) * 100).toFixed(2)} % at 1,000 req/s per core`);
await counter.stop();
