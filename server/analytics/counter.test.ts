import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { AnalyticsRepository, VisitCount } from '../repositories/analytics';
import { createPageViewCounter } from './counter';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';

/** A repository in memory: salts made per day, written batches kept, a switch to fail writes. */
function fakeRepository() {
  const salts = new Map<string, string>();
  const written: VisitCount[][] = [];
  const state = { failing: false, rolledUp: [] as string[] };
  const repository = {
    salt: async (day: string) => {
      if (!salts.has(day)) salts.set(day, `salt-${day}`.padEnd(64, '0'));
      return salts.get(day)!;
    },
    addVisits: async (rows: VisitCount[]) => {
      if (state.failing) throw new Error('database away');
      written.push(rows.map((r) => ({ ...r })));
    },
    rollUp: async (today: string) => void state.rolledUp.push(today),
  } as unknown as AnalyticsRepository;
  return { repository, salts, written, state };
}

const request = (url: string, headers: Record<string, string> = {}) =>
  ({ method: 'GET', url, headers: { 'user-agent': FIREFOX, ...headers } }) as unknown as IncomingMessage;

describe('page-view counter', () => {
  it('hashes a visitor with the day’s salt: the same visitor is another id the next day, from tomorrow’s salt already held', async () => {
    let now = Date.parse('2026-11-26T23:59:58Z');
    const { repository, written, salts } = fakeRepository();
    const counter = createPageViewCounter({ repository, timeZone: 'UTC', siteHost: 'example.com', now: () => now, onError: () => undefined });
    await counter.start(3_600_000);
    expect([...salts.keys()]).toEqual(['2026-11-26', '2026-11-27']);
    counter.observer(request('/faq'), 200, '203.0.113.9');
    counter.observer(request('/faq'), 304, '203.0.113.9');
    now += 5_000; // past midnight: no round trip needed before counting
    counter.observer(request('/faq'), 200, '203.0.113.9');
    await counter.flush();
    const rows = written.flat();
    expect(rows.map((r) => [r.day, r.views])).toEqual([
      ['2026-11-26', 2],
      ['2026-11-27', 1],
    ]);
    expect(rows[0]!.visitor).not.toBe(rows[1]!.visitor);
    expect(counter.dropped()).toBe(0);
    await counter.stop();
  });

  it('keeps the batch when a write fails and writes it with the next', async () => {
    const { repository, written, state } = fakeRepository();
    const counter = createPageViewCounter({ repository, timeZone: 'UTC', siteHost: 'example.com', onError: () => undefined });
    await counter.start(3_600_000);
    counter.observer(request('/faq?utm_source=Newsletter&utm_medium=Email'), 200, '203.0.113.9');
    state.failing = true;
    await expect(counter.flush()).rejects.toThrow('database away');
    state.failing = false;
    counter.observer(request('/faq?utm_source=Newsletter&utm_medium=Email'), 200, '203.0.113.9');
    await counter.flush();
    expect(written.flat()).toMatchObject([{ path: '/faq', source: 'newsletter', utmMedium: 'email', views: 2 }]);
    await counter.stop();
  });

  it('leaves out bots, prefetches, other statuses and methods, feeds; an own-site referrer is internal', async () => {
    const { repository, written } = fakeRepository();
    const counter = createPageViewCounter({ repository, timeZone: 'UTC', siteHost: 'example.com', onError: () => undefined });
    await counter.start(3_600_000);
    counter.observer(request('/faq', { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' }), 200, '::1');
    counter.observer(request('/faq', { 'user-agent': '' }), 200, '::1');
    counter.observer(request('/faq', { 'sec-purpose': 'prefetch;prerender' }), 200, '::1');
    counter.observer(request('/no-such-page'), 404, '::1');
    counter.observer({ ...request('/faq'), method: 'HEAD' } as IncomingMessage, 200, '::1');
    counter.observer(request('/rss.xml'), 200, '::1');
    counter.observer(request('/aboutus', { referer: 'https://www.example.com/faq' }), 200, '::1');
    await counter.flush();
    expect(written.flat()).toMatchObject([{ path: '/aboutus', source: 'internal', referrerHost: 'example.com', views: 1 }]);
    await counter.stop();
  });
});
