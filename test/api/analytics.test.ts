import http from 'node:http';
import type { AddressInfo } from 'node:net';
import vm from 'node:vm';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnalyticsPageRow, AnalyticsSourceRow } from '@contract/analytics';
import { ANALYTICS_BEACON_SCRIPT } from '@contract/page-scripts';
import type { Db } from '../../server/db/client';
import { rowsOf } from '../../server/db/rows';
import { cspHash, PUBLIC_SCRIPT_HASHES } from '../../server/plugins/external/security-headers';
import { loadWeb } from '../../server/web/mount';
import { buildTestApp } from '../helpers/app';
import { serviceData } from '../helpers/content-fixtures';
import { validContact } from '../helpers/fixtures';
import { hasWebBuild, webConfig } from '../helpers/web-build';

/**
 * First-party analytics (decision 066): page views counted by the server, page-cache hits on the
 * early path included, joined with the leads that landed on the page. Needs the web build for the
 * page paths (CI builds first); the beacon (decision 067) needs none.
 */

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const AGENTS = [FIREFOX, IPHONE, GOOGLEBOT];
const ADDRESSES = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

function overHttp(port: number, url: string, headers: Record<string, string>): Promise<{ status: number; cache: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, cache: res.headers['x-page-cache'] as string | undefined }));
      })
      .on('error', reject);
  });
}

/** Every analytics table, each row as text: what a reader of the database would find. */
async function storedText(db: Db): Promise<string> {
  const parts: string[] = [];
  for (const table of ['analytics_visits', 'analytics_daily', 'analytics_salts']) {
    const rows = rowsOf<{ row: string }>(await db.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`));
    parts.push(...rows.map((r) => r.row));
  }
  return parts.join('\n');
}

function expectNothingPersonal(stored: string) {
  for (const address of ADDRESSES) expect(stored).not.toContain(address);
  for (const agent of AGENTS) expect(stored).not.toContain(agent);
  // Not even part of one.
  for (const word of ['Firefox', 'iPhone', 'Googlebot', 'Mozilla']) expect(stored).not.toContain(word);
}

const rowOf = <T extends { path?: string; source?: string }>(rows: T[], key: string) => rows.find((r) => (r.path ?? r.source) === key);

describe.skipIf(!hasWebBuild)('page views counted by the server, joined with leads', async () => {
  if (!hasWebBuild) return;
  const web = (await loadWeb(webConfig()))!;
  // The counter's clock: moved a day on to see the rollup.
  let offset = 0;
  const { app, database, loginAs } = await buildTestApp(
    {},
    { web: web.mount, onContentChange: web.onContentChange, analytics: { now: () => Date.now() + offset, flushMs: 3_600_000 } },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  afterAll(() => app.close());
  const admin = await loginAs('admin');
  const editor = await loginAs('editor');
  const read = async <T>(url: string, headers = admin.cookieHeaders) => {
    const res = await app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  // The landing page is a service page: content, which the test database starts without.
  const published = await app.inject({
    method: 'POST',
    url: '/api/content/services',
    headers: editor.bearerHeaders,
    payload: { data: serviceData('Daily Data'), action: 'publish' },
  });
  expect(published.statusCode, published.body).toBe(201);
  const page = '/services/daily-data';
  const campaign = `${page}?utm_source=Newsletter&utm_medium=email&utm_campaign=november`;

  it('counts visitors (cache hits too), leaves out bots, prefetches and staff, and joins the visit’s lead and its won value', async () => {
    // The first view renders through Fastify; the rest are page-cache hits on the early path.
    expect((await overHttp(port, campaign, { 'user-agent': FIREFOX })).cache).toBe('miss');
    expect((await overHttp(port, campaign, { 'user-agent': FIREFOX })).cache).toBe('hit');
    expect((await overHttp(port, campaign, { 'user-agent': IPHONE })).cache).toBe('hit');
    // Not counted: a bot, a prefetch, a signed-in member of staff, a 404.
    expect((await overHttp(port, campaign, { 'user-agent': GOOGLEBOT })).status).toBe(200);
    expect((await overHttp(port, campaign, { 'user-agent': IPHONE, 'sec-purpose': 'prefetch' })).status).toBe(200);
    expect((await overHttp(port, campaign, { 'user-agent': FIREFOX, cookie: admin.cookie })).status).toBe(200);
    expect((await overHttp(port, '/blogs/no-such-post', { 'user-agent': FIREFOX })).status).toBe(404);
    // Another arrival, from a search engine.
    await overHttp(port, '/faq', { 'user-agent': FIREFOX, referer: 'https://www.google.com/search?q=scraping' });
    // A page rendered for itself, never kept (a preselected service, decision 114): a view all the same.
    expect((await overHttp(port, '/contactus?service=daily-data', { 'user-agent': FIREFOX })).cache).toBeUndefined();
    // Not pages: a social card and the web manifest (decision 077).
    expect((await overHttp(port, '/og/faq.png', { 'user-agent': FIREFOX })).status).toBe(200);
    expect((await overHttp(port, '/site.webmanifest', { 'user-agent': FIREFOX })).status).toBe(200);

    // A lead sent during the Firefox visit: its first touch is the campaign's landing page.
    const lead = await app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: {
        ...validContact({ email: 'visitor@example.com' }),
        landingPage: `http://localhost:3000${campaign}`,
        utmSource: 'Newsletter',
        utmMedium: 'email',
        utmCampaign: 'november',
        startedAt: Date.now() - 30_000,
      },
      headers: { 'user-agent': FIREFOX },
    });
    expect(lead.statusCode, lead.body).toBe(201);

    const pages = await read<AnalyticsPageRow[]>('/api/analytics/pages?days=30');
    expect(rowOf(pages, page)).toEqual({ path: page, views: 3, visitors: 2, leads: 1, won: 0, wonValue: 0 });
    expect(rowOf(pages, '/faq')).toEqual({ path: '/faq', views: 1, visitors: 1, leads: 0, won: 0, wonValue: 0 });
    expect(rowOf(pages, '/contactus')).toEqual({ path: '/contactus', views: 1, visitors: 1, leads: 0, won: 0, wonValue: 0 });
    expect(rowOf(pages, '/blogs/no-such-post')).toBeUndefined();
    expect(rowOf(pages, '/og/faq.png')).toBeUndefined();
    expect(rowOf(pages, '/site.webmanifest')).toBeUndefined();
    const sources = await read<AnalyticsSourceRow[]>('/api/analytics/sources?days=30');
    expect(rowOf(sources, 'newsletter')).toEqual({ source: 'newsletter', views: 3, visitors: 2, leads: 1, won: 0, wonValue: 0 });
    expect(rowOf(sources, 'google.com')).toEqual({ source: 'google.com', views: 1, visitors: 1, leads: 0, won: 0, wonValue: 0 });

    // Won, worth 5,000.
    await database.db.execute(sql`update contacts set status = 'won', value = 5000 where email = 'visitor@example.com'`);
    expect(rowOf(await read<AnalyticsPageRow[]>('/api/analytics/pages?days=7', editor.cookieHeaders), page)).toMatchObject({
      leads: 1,
      won: 1,
      wonValue: 5000,
    });
    expect(rowOf(await read<AnalyticsSourceRow[]>('/api/analytics/sources?days=90'), 'newsletter')).toMatchObject({
      visitors: 2,
      leads: 1,
      won: 1,
      wonValue: 5000,
    });

    expect(await read('/api/analytics/summary?days=30')).toEqual({
      days: 30,
      currency: 'USD',
      counting: true,
      views: 5,
      leads: 1,
      won: 1,
      wonValue: 5000,
    });

    // Campaign and device are kept per visit; no address, no user agent.
    const visits = rowsOf<{ device: string; utm_medium: string; utm_campaign: string; visitor: string }>(
      await database.db.execute(sql`select device, utm_medium, utm_campaign, visitor from analytics_visits where path = ${page} order by device`),
    );
    expect(visits.map((v) => [v.device, v.utm_medium, v.utm_campaign])).toEqual([
      ['desktop', 'email', 'november'],
      ['mobile', 'email', 'november'],
    ]);
    expect(visits.every((v) => /^[0-9a-f]{16}$/.test(v.visitor))).toBe(true);
    expectNothingPersonal(await storedText(database.db));
  });

  it('rolls a past day up: the visits and the day’s salt are gone, the figures stay', async () => {
    const before = await read<AnalyticsPageRow[]>('/api/analytics/pages?days=30');
    offset = 86_400_000;
    await app.analytics.counter.flush();
    const left = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from analytics_visits`));
    expect(left[0]!.n).toBe(0);
    const salts = rowsOf<{ day: string }>(await database.db.execute(sql`select day::text as day from analytics_salts order by day`));
    const today = new Date(Date.now()).toISOString().slice(0, 10);
    expect(salts.every((s) => s.day > today)).toBe(true);
    expect(await read<AnalyticsPageRow[]>('/api/analytics/pages?days=30')).toEqual(before);
    expectNothingPersonal(await storedText(database.db));
  });

  it('answers 400 naming days for a window it does not offer, and has no beacon without ANALYTICS_BEACON', async () => {
    const bad = await app.inject({ method: 'GET', url: '/api/analytics/pages?days=14', headers: admin.cookieHeaders });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: [{ field: 'days' }] });
    const beacon = await app.inject({ method: 'POST', url: '/api/analytics/hit', payload: '{"p":"/"}', headers: { 'content-type': 'text/plain' } });
    expect(beacon.statusCode).toBe(404);
  });
});

describe('ANALYTICS_BEACON: views counted through the cookieless beacon', async () => {
  const { app, database, loginAs } = await buildTestApp({ ANALYTICS_BEACON: true }, { analytics: { flushMs: 3_600_000 } });
  const admin = await loginAs('admin');
  const hit = (body: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/analytics/hit', payload: body, headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers } });

  it('counts a view per beacon (not a bot’s, not staff’s) and stores nothing personal', async () => {
    const body = JSON.stringify({ p: '/blogs/keeping-scrapers-healthy?utm_source=Twitter', r: 'https://t.co/abc' });
    for (const agent of AGENTS) expect((await hit(body, { 'user-agent': agent })).statusCode).toBe(204);
    expect((await hit(body, { 'user-agent': FIREFOX, cookie: admin.cookie })).statusCode).toBe(204);
    expect((await hit(JSON.stringify({ p: '/faq', r: 'http://localhost:3000/' }), { 'user-agent': IPHONE })).statusCode).toBe(204);
    const res = await app.inject({ method: 'GET', url: '/api/analytics/sources?days=7', headers: admin.cookieHeaders });
    const sources = res.json() as AnalyticsSourceRow[];
    expect(rowOf(sources, 'twitter')).toEqual({ source: 'twitter', views: 2, visitors: 2, leads: 0, won: 0, wonValue: 0 });
    // From the site itself: a visitor moving between pages, not an arrival.
    expect(rowOf(sources, 'internal')).toMatchObject({ views: 1, visitors: 1 });
    expectNothingPersonal(await storedText(database.db));
  });

  it('refuses a body that is not a beacon with a 400 naming the field', async () => {
    const notJson = await hit('p=/');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ errors: [{ field: 'body' }] });
    const noPath = await hit(JSON.stringify({ p: 'https://elsewhere.example/' }));
    expect(noPath.statusCode).toBe(400);
    expect(noPath.json()).toMatchObject({ errors: [{ field: 'p' }] });
  });

  it('is in the API document', async () => {
    const docs = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys((docs.json() as { paths: Record<string, unknown> }).paths)).toEqual(
      expect.arrayContaining(['/api/analytics/hit', '/api/analytics/pages', '/api/analytics/sources', '/api/analytics/summary']),
    );
  });

  it('the page’s beacon is under 1 KB, allowed by its hash, and posts the path with its query and the referrer once the page is shown', () => {
    expect(Buffer.byteLength(ANALYTICS_BEACON_SCRIPT)).toBeLessThan(1024);
    expect(PUBLIC_SCRIPT_HASHES).toContain(cspHash(ANALYTICS_BEACON_SCRIPT));
    const sent: [string, string][] = [];
    const listeners: (() => void)[] = [];
    const document = {
      prerendering: true,
      referrer: 'https://t.co/abc',
      currentScript: { getAttribute: (name: string) => (name === 'data-hit' ? 'https://api.example.com/api/analytics/hit' : null) },
      addEventListener: (_type: string, listener: () => void) => void listeners.push(listener),
    };
    const navigator = { sendBeacon: (url: string, body: string) => void sent.push([url, body]) };
    vm.runInNewContext(ANALYTICS_BEACON_SCRIPT, { document, navigator, location: { pathname: '/faq', search: '?utm_source=x' } });
    expect(sent).toEqual([]); // prerendered, not shown yet
    listeners.forEach((listener) => listener());
    expect(sent).toEqual([['https://api.example.com/api/analytics/hit', JSON.stringify({ p: '/faq?utm_source=x', r: 'https://t.co/abc' })]]);
  });
});

describe.skipIf(!hasWebBuild)('ANALYTICS_BEACON: public pages carry the beacon and are not counted by request', async () => {
  if (!hasWebBuild) return;
  const web = (await loadWeb(webConfig()))!;
  const { app, loginAs } = await buildTestApp({ ANALYTICS_BEACON: true }, { web: web.mount, analytics: { flushMs: 3_600_000 } });
  const admin = await loginAs('admin');

  it('a public page holds the beacon, allowed by its hash; the view counts when the beacon reports it', async () => {
    const page = await app.inject({ method: 'GET', url: '/faq', headers: { 'user-agent': FIREFOX } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<script data-hit="/api/analytics/hit">${ANALYTICS_BEACON_SCRIPT}</script>`);
    expect(page.headers['content-security-policy']).toContain(cspHash(ANALYTICS_BEACON_SCRIPT));
    const views = async () =>
      ((await app.inject({ method: 'GET', url: '/api/analytics/summary?days=7', headers: admin.cookieHeaders })).json() as { views: number }).views;
    expect(await views()).toBe(0);
    const hit = await app.inject({
      method: 'POST',
      url: '/api/analytics/hit',
      payload: JSON.stringify({ p: '/faq', r: '' }),
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': FIREFOX },
    });
    expect(hit.statusCode).toBe(204);
    expect(await views()).toBe(1);
  });
});
