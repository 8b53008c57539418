import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_VALUES_PER_DAY, OTHER_VALUE } from '@contract/analytics';
import type { Db } from '../../server/db/client';
import { rowsOf } from '../../server/db/rows';
import { createAnalyticsRepository, type VisitCount } from '../../server/repositories/analytics';
import { buildTestApp } from '../helpers/app';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';

/** Distinct values of each capped dimension per day, and the views the bucket holds, in one table. */
async function spread(db: Db, table: 'analytics_visits' | 'analytics_daily') {
  const count = async (col: string) =>
    rowsOf<{ day: string; n: number; other: number }>(
      await db.execute(
        sql`select day::text as day, count(distinct ${sql.raw(col)})::int as n,
          coalesce(sum(views) filter (where ${sql.raw(col)} = ${OTHER_VALUE}), 0)::int as other
        from ${sql.identifier(table)} group by day`,
      ),
    );
  return {
    source: await count('source'),
    referrerHost: await count('referrer_host'),
    utmCampaign: await count('utm_campaign'),
    rows: rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n,
  };
}

describe('analytics keep a bounded number of values per day and dimension (issue 42 point 5)', async () => {
  let offset = 0;
  const { app, database, loginAs } = await buildTestApp({}, { analytics: { now: () => Date.now() + offset, flushMs: 3_600_000 } });
  await app.ready();
  const admin = await loginAs('admin');
  const { counter } = app.analytics;
  // A write (of nothing) loads the day's salts, however the app's start steps are run.
  await counter.flush();

  it('5,000 distinct sources and referrers: at most the cap + "(other)" per day, the rest of the views in "(other)"; absurd lengths dropped', async () => {
    for (let i = 0; i < 5_000; i++) {
      counter.count({ url: `/faq?utm_source=junk-${i}&utm_campaign=c-${i}`, referrer: undefined, ip: '203.0.113.9', userAgent: FIREFOX });
      counter.count({ url: '/faq', referrer: `https://spam-${i}.example/`, ip: '203.0.113.9', userAgent: FIREFOX });
    }
    const long = 'x'.repeat(5_000);
    counter.count({
      url: `/faq?utm_source=${long}&utm_medium=${long}`,
      referrer: `https://${'y'.repeat(300)}.example/`,
      ip: '::1',
      userAgent: FIREFOX,
    });
    await counter.flush();

    const today = await spread(database.db, 'analytics_visits');
    // Sources: the cap's utm sources, then "(other)" (utm sources past the cap and every referrer, the cap being full).
    expect(today.source).toEqual([{ day: expect.any(String), n: DEFAULT_MAX_VALUES_PER_DAY + 1, other: 10_001 - DEFAULT_MAX_VALUES_PER_DAY }]);
    // Referrer hosts: '' (no referrer), the cap's hosts, "(other)".
    expect(today.referrerHost).toEqual([{ day: expect.any(String), n: DEFAULT_MAX_VALUES_PER_DAY + 2, other: 5_001 - DEFAULT_MAX_VALUES_PER_DAY }]);
    expect(today.utmCampaign[0]!.n).toBe(DEFAULT_MAX_VALUES_PER_DAY + 2);
    expect(today.rows).toBeLessThan(1_200);
    const stored = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from analytics_visits where length(source) > 100 or length(utm_medium) > 100 or length(referrer_host) > 100`,
      ),
    );
    expect(stored[0]!.n).toBe(0);

    // The next day (noon, UTC): rolled up, and the summary reads the same views. The counter holds today's and
    // tomorrow's salts only, so a fixed 26 h jumped to the day after tomorrow when run after 22:00 and lost the view.
    const tomorrowNoon = new Date();
    tomorrowNoon.setUTCHours(24 + 12, 0, 0, 0);
    offset = tomorrowNoon.getTime() - Date.now();
    counter.count({ url: '/faq', referrer: undefined, ip: '::1', userAgent: FIREFOX });
    await counter.flush();
    const past = await spread(database.db, 'analytics_daily');
    expect(past.source[0]!.n).toBe(DEFAULT_MAX_VALUES_PER_DAY + 1);
    expect(past.referrerHost[0]!.n).toBe(DEFAULT_MAX_VALUES_PER_DAY + 2);
    const summary = await app.inject({ method: 'GET', url: '/api/analytics/summary?days=7', headers: admin.cookieHeaders });
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json()).toMatchObject({ views: 10_002 });
  });

  it('two processes writing the same day keep no more than the cap between them', async () => {
    // A day of its own in the app's database, as two processes would share it.
    const shared = database;
    const day = '2020-01-01';
    const cap = 20;
    const processes = [
      createAnalyticsRepository(shared.db, { maxValuesPerDay: cap }),
      createAnalyticsRepository(shared.db, { maxValuesPerDay: cap }),
    ];
    const batch = (p: number): VisitCount[] =>
      Array.from({ length: 200 }, (_, i) => ({
        day,
        visitor: `v${p}`,
        path: '/',
        source: `p${p}-${i}`,
        referrerHost: '',
        utmMedium: '',
        utmCampaign: '',
        device: 'desktop',
        views: 1,
      }));
    await Promise.all(processes.map((repo, p) => repo.addVisits(batch(p))));
    await Promise.all(processes.map((repo, p) => repo.addVisits(batch(p + 2))));
    const { source } = await spread(shared.db, 'analytics_visits');
    expect(source.find((r) => r.day === day)).toEqual({ day, n: cap + 1, other: 800 - cap });
  });
});
