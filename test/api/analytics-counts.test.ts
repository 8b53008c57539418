import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/rows';
import { createAnalyticsRepository, type VisitCount } from '../../server/repositories/analytics';
import { buildTestApp } from '../helpers/app';

/**
 * The running day's counts (decision 108) against a raw count of its visits: the dashboard reads
 * the counts, and they must say what counting the visits would.
 */
describe('analytics: the running day counted as views arrive', async () => {
  const { database } = await buildTestApp();
  const { db } = database;
  const repository = createAnalyticsRepository(db);
  const DAY = '2031-03-04';
  const PATHS = ['/', '/faq', '/blogs/a', '/blogs/b', '/services'];
  const SOURCES = ['direct', 'google', 'newsletter'];

  /** Views of `visitors` visitors spread over pages, sources and devices; a visitor comes back in later batches. */
  const batch = (seed: number, visitors: number, day = DAY): VisitCount[] =>
    Array.from({ length: visitors * 3 }, (_, i) => {
      const n = (i * 7 + seed) % visitors;
      return {
        day,
        visitor: `v${n}`,
        path: PATHS[(n + i) % PATHS.length]!,
        source: SOURCES[(n * 3 + seed) % SOURCES.length]!,
        referrerHost: '',
        utmMedium: '',
        utmCampaign: '',
        device: i % 2 ? 'mobile' : 'desktop',
        views: 1 + (i % 3),
      };
    });

  const raw = async (day: string) => ({
    path: rowsOf<{ key: string; views: number; visitors: number }>(
      await db.execute(sql`select path as key, sum(views)::int as views, count(distinct visitor)::int as visitors
        from analytics_visits where day = ${day} group by path order by path`),
    ),
    source: rowsOf<{ key: string; views: number; visitors: number }>(
      await db.execute(sql`select source as key, sum(views)::int as views, count(distinct visitor)::int as visitors
        from analytics_visits where day = ${day} group by source order by source`),
    ),
    total: rowsOf<{ views: number }>(await db.execute(sql`select coalesce(sum(views), 0)::int as views from analytics_visits where day = ${day}`))[0]!
      .views,
  });
  const counted = async (day: string) => {
    const of = async (dimension: string) =>
      rowsOf<{ key: string; views: number; visitors: number }>(
        await db.execute(sql`select key, views, visitors from analytics_counts where day = ${day} and dimension = ${dimension} order by key`),
      );
    const total = await of('total');
    return { path: await of('path'), source: await of('source'), total: total[0]?.views ?? 0 };
  };

  it('batches written one after another and together agree with a raw count of the visits, per page, per source and in all', async () => {
    await repository.addVisits(batch(1, 40));
    await repository.addVisits(batch(2, 60));
    // Two writers at once (two processes' counters): a visitor new to both is still counted once.
    await Promise.all([repository.addVisits(batch(3, 50)), createAnalyticsRepository(db).addVisits(batch(4, 50))]);
    const expected = await raw(DAY);
    expect(expected.total).toBeGreaterThan(0);
    expect(await counted(DAY)).toEqual(expected);
    // What the dashboard answers comes from the counts.
    const pages = await repository.pages(DAY, new Date());
    expect(pages.map(({ path, views, visitors }) => ({ key: path, views, visitors })).sort((a, b) => a.key.localeCompare(b.key))).toEqual(
      expected.path,
    );
    expect((await repository.totals(DAY, new Date())).views).toBe(expected.total);
  });

  it('the rollup of a day deletes its counts with its visits; the next day counts from zero', async () => {
    const next = '2031-03-05';
    await repository.addVisits(batch(5, 30, next));
    const before = await repository.totals(DAY, new Date());
    await repository.rollUp(next);
    expect(await counted(DAY)).toEqual({ path: [], source: [], total: 0 });
    expect(await counted(next)).toEqual(await raw(next));
    // Past days come from analytics_daily: the window's views are unchanged.
    expect((await repository.totals(DAY, new Date())).views).toBe(before.views);
  });
});
