// bench/article-load/analytics-junk.ts: do junk campaign tags slow the analytics view (decision 086)?
// A fresh embedded database (or DATABASE_URL's), the real counter and repository: a normal day's
// views (20 sources, 30 pages), then the three queries behind the view's endpoints (summary,
// sources, pages) timed; then 50,000 views with a distinct utm_source, utm_campaign and referrer each
// (and some absurdly long ones) from ten addresses, and the same timings, on the running day and after the rollup.
// Prints the rows each table holds and the timings; the check is that the view stays within 2×.
// Usage: npm run bench:analytics-junk [-- --junk 50000 --runs 25]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createPageViewCounter } from '../../server/analytics/counter';
import { openDatabase } from '../../server/db/client';
import { rowsOf } from '../../server/db/rows';
import { calendarDayIn, dayBefore } from '../../server/lib/calendar-day';
import { createAnalyticsRepository } from '../../server/repositories/analytics';

const { values: args } = parseArgs({
  options: { junk: { type: 'string', default: '50000' }, runs: { type: 'string', default: '25' }, cap: { type: 'string', default: '500' } },
});
const JUNK = Number(args.junk);
const RUNS = Number(args.runs);
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const fmt = (n: number, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-analytics-junk-'));
const database = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir });
const repository = createAnalyticsRepository(database.db, { maxValuesPerDay: Number(args.cap) });
let offset = 0;
const now = () => Date.now() + offset;
const counter = createPageViewCounter({ repository, timeZone: 'UTC', siteHost: 'example.com', now, onError: (err) => console.error(err) });

try {
  await counter.flush(); // loads the day's salts
  for (let i = 0; i < 5_000; i++) {
    const source = i % 4 === 0 ? `?utm_source=source-${(i / 4) % 20}&utm_medium=email` : '';
    counter.count({
      url: `/blogs/post-${i % 30}${source}`,
      referrer: i % 3 === 0 ? 'https://www.google.com/' : undefined,
      ip: `10.0.0.${i % 250}`,
      userAgent: FIREFOX,
    });
  }
  await counter.flush();

  /** Median milliseconds of the view's three queries (what its three endpoints run), over RUNS runs. */
  const timeView = async () => {
    const today = calendarDayIn('UTC', new Date(now()));
    const window = [dayBefore(today, 29), new Date(now() - 30 * 86_400_000)] as const;
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await Promise.all([repository.totals(...window), repository.sources(...window), repository.pages(...window)]);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)]!;
  };
  const rows = async (table: string) =>
    rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;
  const distinctSources = async () =>
    rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(distinct source)::int as n from (select source from analytics_visits union all select source from analytics_daily) s`,
      ),
    )[0]!.n;

  const report: [string, number, number, number, number][] = [];
  const measure = async (label: string) =>
    report.push([label, await timeView(), await rows('analytics_visits'), await rows('analytics_daily'), await distinctSources()]);

  await measure('a normal day (5,000 views)');
  const long = 'x'.repeat(2_000);
  const started = performance.now();
  for (let i = 0; i < JUNK; i++) {
    const tail = i % 100 === 0 ? long : String(i);
    counter.count({
      url: `/blogs/post-${i % 30}?utm_source=junk-${tail}&utm_campaign=c-${i}`,
      referrer: `https://spam-${i}.example/`,
      ip: `10.1.0.${i % 10}`,
      userAgent: FIREFOX,
    });
    // The counter writes when its batch is full; a flood is written as it comes, not held.
    if (i % 5_000 === 4_999) await counter.flush();
  }
  await counter.flush();
  const wrote = performance.now() - started;
  await measure(`+ ${fmt(JUNK)} junk values, same day`);
  offset = 86_400_000;
  await counter.flush(); // the next day's first write rolls the junk day up
  await measure('the next day (rolled up)');

  console.log(`\n== bench/article-load/analytics-junk: ${database.kind}, cap ${args.cap} values per day, ${RUNS} runs each ==\n`);
  console.log('state                                 view ms (median)   visits rows   daily rows   distinct sources');
  for (const [label, ms, visits, daily, sources] of report) {
    console.log(`${label.padEnd(38)}${fmt(ms, 1).padStart(16)}${fmt(visits).padStart(14)}${fmt(daily).padStart(13)}${fmt(sources).padStart(19)}`);
  }
  console.log(`\ncounting and writing the ${fmt(JUNK)} junk views: ${fmt(wrote)} ms`);
  const [base, junk, rolled] = report.map((r) => r[1]);
  const flat = junk! <= base! * 2 + 5 && rolled! <= base! * 2 + 5;
  console.log(`${flat ? 'PASS' : 'FAIL'} the view's timing stays within 2× (+5 ms) of a normal day's`);
  if (!flat) process.exitCode = 1;
} finally {
  await counter.stop();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
