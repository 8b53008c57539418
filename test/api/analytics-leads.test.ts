import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AnalyticsPageRow, AnalyticsSourceRow, AnalyticsSummary } from '@contract/analytics';
import type { Lead } from '@contract/leads';
import { rowsOf } from '../../server/db/rows';
import { createAnalyticsRepository } from '../../server/repositories/analytics';
import { buildTestApp } from '../helpers/app';
import { validContact } from '../helpers/fixtures';

/**
 * The dashboard's leads side read from analytics_leads (decision 121), kept by triggers on contacts,
 * against the raw count it replaced: every lead in the window, counted the way the dashboard counted
 * them before. Each step (form, bulk insert, status back and forth, value, spam, bulk actions,
 * deletion, erasure, a moved arrival time, truncate) is followed by the comparison.
 */
describe('analytics: leads counted per hour as they arrive and change', async () => {
  const { app, database, loginAs } = await buildTestApp();
  const { db } = database;
  const repository = createAnalyticsRepository(db);
  const admin = await loginAs('admin', { name: 'Ana Admin' });
  const h = admin.bearerHeaders;
  const DAY_MS = 86_400_000;
  const HOUR_MS = 3_600_000;
  /** A day no view is counted on: the funnel's rows are the leads'. */
  const NO_VIEWS = '2999-01-01';

  type Counts = { key: string; leads: number; won: number; wonValue: number };
  const byKey = (a: Counts, b: Counts) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

  /** A lead's keys as the dashboard's raw count had them (server/repositories/analytics.ts before decision 121). */
  const landingPath = sql`coalesce(nullif(regexp_replace(landing_page, '^[A-Za-z][A-Za-z0-9+.-]*://[^/]+|[?#].*$', '', 'g'), ''), '/')`;
  const source = sql`coalesce(
    nullif(lower(utm_source), ''),
    nullif(regexp_replace(coalesce(substring(referrer from '^[A-Za-z][A-Za-z0-9+.-]*://([^/:?#]+)'), ''), '^www\\.', ''), ''),
    'direct')`;
  /** The query the dashboard ran before the rollup, written out: every lead in the window. */
  const raw = async (since: Date) => {
    const by = async (key: ReturnType<typeof sql>, onlyWithLanding: boolean) =>
      rowsOf<{ key: string; leads: string; won: string; won_value: string }>(
        await db.execute(sql`
          select ${key} as key, count(*) as leads, count(*) filter (where status = 'won') as won,
            coalesce(sum(value) filter (where status = 'won'), 0) as won_value
          from contacts
          where created_at >= ${since.toISOString()} and status <> 'spam' ${onlyWithLanding ? sql`and landing_page <> ''` : sql``}
          group by 1`),
      )
        .map((r) => ({ key: r.key, leads: Number(r.leads), won: Number(r.won), wonValue: Number(r.won_value) }))
        .sort(byKey);
    const [total] = await by(sql`''`, false);
    return { path: await by(landingPath, true), source: await by(source, false), total: total ?? { key: '', leads: 0, won: 0, wonValue: 0 } };
  };
  const counts = (rows: (AnalyticsPageRow | AnalyticsSourceRow)[]): Counts[] =>
    rows.map((r) => ({ key: 'path' in r ? r.path : r.source, leads: r.leads, won: r.won, wonValue: r.wonValue })).sort(byKey);

  /** What the repository answers for a window starting at `since`. */
  const rolled = async (since: Date) => {
    const total = await repository.totals(NO_VIEWS, since);
    return {
      path: counts(await repository.pages(NO_VIEWS, since)),
      source: counts(await repository.sources(NO_VIEWS, since)),
      total: { key: '', leads: total.leads, won: total.won, wonValue: total.wonValue },
    };
  };

  /** What the screen's three reads answer for `days` (the loader's calls), compared with the raw count over the same window. */
  const expectApiTrue = async (days: 7 | 30 | 90) => {
    const before = Date.now();
    const get = async <T>(what: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/analytics/${what}?days=${days}`, headers: h });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as T;
    };
    const [summary, pages, sources] = await Promise.all([
      get<AnalyticsSummary>('summary'),
      get<AnalyticsPageRow[]>('pages'),
      get<AnalyticsSourceRow[]>('sources'),
    ]);
    // The window began between `before` and now; no test lead arrives in that instant.
    const expected = await raw(new Date(before - days * DAY_MS));
    expect({ leads: summary.leads, won: summary.won, wonValue: summary.wonValue }).toEqual({
      leads: expected.total.leads,
      won: expected.total.won,
      wonValue: expected.total.wonValue,
    });
    expect(counts(pages)).toEqual(expected.path);
    expect(counts(sources)).toEqual(expected.source);
  };

  /** The whole rollup against the leads, hour by hour, and the windows the dashboard offers and some mid-hour ones. */
  async function expectRollupTrue() {
    const stored = rowsOf<Record<string, string>>(
      await db.execute(sql`select hour::text as hour, landing_path, source, leads::text, won::text, won_value::text
        from analytics_leads where leads <> 0 order by 1, 2, 3`),
    );
    const fromLeads = rowsOf<Record<string, string>>(
      await db.execute(sql`select date_bin('1 hour', created_at, timestamptz '1970-01-01 00:00:00+00')::text as hour,
          case when landing_page = '' then '' else ${landingPath} end as landing_path,
          ${source} as source, count(*)::text as leads, (count(*) filter (where status = 'won'))::text as won,
          coalesce(sum(value) filter (where status = 'won'), 0)::text as won_value
        from contacts where status <> 'spam' group by 1, 2, 3 order by 1, 2, 3`),
    );
    expect(stored).toEqual(fromLeads);
    // No row is left at zero.
    expect(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from analytics_leads where leads = 0`))[0]!.n).toBe(0);
    const now = Date.now();
    const hourStart = Math.floor(now / HOUR_MS) * HOUR_MS;
    for (const since of [
      now - 7 * DAY_MS,
      now - 90 * DAY_MS,
      now - 37 * 60_000,
      now - 5 * HOUR_MS - 1,
      hourStart - 3 * HOUR_MS, // on an hour: nothing read from the leads themselves
      hourStart - 2 * HOUR_MS + 1,
      0,
    ]) {
      expect(await rolled(new Date(since)), new Date(since).toISOString()).toEqual(await raw(new Date(since)));
    }
    for (const days of [7, 30, 90] as const) await expectApiTrue(days);
  }

  const patch = async (id: string, payload: object) => {
    const res = await app.inject({ method: 'PATCH', url: `/api/contacts/${id}`, headers: h, payload });
    expect(res.statusCode, res.body).toBe(200);
  };
  const idOf = async (email: string) =>
    ((await app.inject({ method: 'GET', url: `/api/contacts?q=${encodeURIComponent(email)}`, headers: h })).json() as Lead[])[0]!._id;

  it('starts equal to the raw count, and follows leads sent through the form', async () => {
    await expectRollupTrue();
    const sent = [
      { email: 'a@example.com', landingPage: 'https://site.test/services?utm_source=x#top', utmSource: 'Newsletter' },
      { email: 'b@example.com', landingPage: 'https://www.site.test/', referrer: 'https://www.google.com/search?q=scraping' },
      { email: 'c@example.com', landingPage: 'http://site.test', referrer: 'https://news.ycombinator.com:443/item?id=1' },
      { email: 'd@example.com', referrer: 'android-app://com.linkedin/' },
      { email: 'e@example.com', landingPage: '/faq?x=1' },
      { email: 'f@example.com' },
    ];
    for (const lead of sent) {
      const res = await app.inject({ method: 'POST', url: '/api/contacts', payload: { ...validContact({ email: lead.email }), ...lead } });
      expect(res.statusCode, res.body).toBe(201);
    }
    await expectRollupTrue();
    expect((await rolled(new Date(0))).total.leads).toBe(sent.length);
  });

  it('follows a bulk insert over 100 days, every status, won with and without a value, and leads on the hour', async () => {
    await db.execute(sql`insert into contacts (name, email, phone, service, budget, status, value, landing_page, referrer, utm_source, created_at)
      select 'Bulk ' || i, 'bulk' || i || '@example.com', '+1 5550100', 'Data Extraction', '$0 - $500',
        (array['new','contacted','won','spam','lost','won','proposal'])[1 + i % 7],
        case when i % 5 = 0 then null else (i * 137) % 10000 end,
        (array['', 'https://site.test/', 'https://site.test/blogs/a?utm_source=z', 'https://site.test/services#pricing'])[1 + i % 4],
        (array['', 'https://www.bing.com/', 'https://t.co/x'])[1 + i % 3],
        (array['', 'google', 'LinkedIn', ''])[1 + i % 4],
        case when i % 10 = 0 then date_trunc('hour', now()) - (i || ' hours')::interval
             else now() - (i * 1789 || ' seconds')::interval end
      from generate_series(1, 400) as i`);
    await expectRollupTrue();
  });

  it('follows one lead’s status back and forth, its value, spam and back', async () => {
    const id = await idOf('a@example.com');
    for (const step of [
      { status: 'won', value: 1200 },
      { value: 1500 },
      { status: 'lost' },
      { value: 700 },
      { status: 'won' },
      { status: 'spam' },
      { status: 'new' },
      { status: 'won', value: null },
      { status: 'won', value: 300 },
      { ownerId: admin.user._id },
    ]) {
      await patch(id, step);
      await expectRollupTrue();
    }
  });

  it('follows bulk actions: status, spam, restore, delete', async () => {
    const ids = rowsOf<{ id: string }>(await db.execute(sql`select id from contacts where name like 'Bulk 1%' order by name`)).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(100);
    for (const payload of [
      { ids: ids.slice(0, 60), action: 'status', value: 'won' },
      { ids: ids.slice(30, 90), action: 'spam' },
      { ids: ids.slice(30, 60), action: 'restore' },
      { ids: ids.slice(80, 110), action: 'delete' },
      { filter: { service: 'Data Extraction' }, action: 'status', value: 'qualified' },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/api/contacts/bulk', headers: h, payload });
      expect(res.statusCode, res.body).toBe(200);
      await expectRollupTrue();
    }
  });

  it('follows an erasure, a deletion, a lead moved to another hour and page, and a truncate', async () => {
    await patch(await idOf('b@example.com'), { status: 'won', value: 900 });
    const erased = await app.inject({ method: 'POST', url: '/api/admin/erasures', headers: h, payload: { email: 'b@example.com' } });
    expect(erased.json()).toMatchObject({ contacts: 1 });
    await expectRollupTrue();
    await db.execute(sql`update contacts set status = 'won', value = 50 where name like 'Bulk 2%'`);
    await db.execute(sql`delete from contacts where name like 'Bulk 3%'`);
    await expectRollupTrue();
    await db.execute(sql`update contacts set created_at = created_at - interval '2 hours 30 minutes', landing_page = 'https://site.test/moved'
      where name like 'Bulk 2%'`);
    await expectRollupTrue();
    await db.execute(sql`truncate contacts cascade`);
    await expectRollupTrue();
    expect(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from analytics_leads`))[0]!.n).toBe(0);
  });
});
