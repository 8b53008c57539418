import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LeadDesk, LeadDetail, Sources } from '@contract/leads';
import { leads } from '../../server/db/schema/index';
import { sourceExpr } from '../../server/repositories/leads';
import { buildTestApp } from '../helpers/app';

// Decision 045: won value, time to first response (median and p90 beside the leads still waiting; by responder: decision 124), the desk's counts.
describe('lead metrics', async () => {
  const { app, database, loginAs } = await buildTestApp();
  const sam = await loginAs('user', { name: 'Sam Seller' });
  const alex = await loginAs('admin', { name: 'Alex Admin' });
  const get = <T>(url: string, who = sam) =>
    app.inject({ method: 'GET', url, headers: who.bearerHeaders }).then((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return r.json() as T;
    });

  /**
   * A lead written straight into the table: `ageDays` old, answered `answeredAfter` seconds after it came (null: not yet)
   * by `answeredBy` (its owner unless told; null: an unknown person, as before decision 124).
   */
  const lead = async (f: {
    email: string;
    status?: string;
    owner?: string | null;
    utmSource?: string;
    service?: string;
    value?: number | null;
    ageDays?: number;
    answeredAfter?: number | null;
    answeredBy?: string | null;
    /** A day (the next action at noon UTC that day) or an instant (decision 123). */
    nextActionOn?: string | null;
    referrer?: string;
  }) => {
    const created = sql`now() - (${f.ageDays ?? 1} * interval '1 day')`;
    const answered =
      f.answeredAfter === undefined || f.answeredAfter === null ? sql`null` : sql`${created} + (${f.answeredAfter} * interval '1 second')`;
    const by = f.answeredAfter === undefined || f.answeredAfter === null ? null : f.answeredBy === undefined ? (f.owner ?? null) : f.answeredBy;
    await database.db.execute(sql`insert into contacts
      (name, email, phone, service, budget, status, owner_id, utm_source, value, created_at, first_response_at, next_action_due_at, referrer,
        first_response_by, first_response_by_name)
      values ('Metric', ${f.email}, '+1 5550100', ${f.service ?? 'Web Scraping'}, '$0 - $500', ${f.status ?? 'contacted'}, ${f.owner ?? null},
        ${f.utmSource ?? ''}, ${f.value ?? null}, ${created}, ${answered}, ${f.nextActionOn ? (f.nextActionOn.includes('T') ? f.nextActionOn : `${f.nextActionOn}T12:00:00Z`) : null}::timestamptz, ${f.referrer ?? ''},
        ${by}, coalesce((select name from users where id = ${by}), ''))`);
  };

  it('sources: won value by source and service, speed by owner and by source; spam and older leads left out', async () => {
    const s = sam.user._id;
    // Sam answered five leads from linkedin in 60, 120, 180, 240 and 600 s; one still waits.
    for (const [i, secs] of [60, 120, 180, 240, 600].entries()) {
      await lead({ email: `sam${i}@example.com`, owner: s, utmSource: 'LinkedIn', answeredAfter: secs, service: 'Daily Data Feeds' });
    }
    await lead({ email: 'waiting@example.com', status: 'new', owner: s, utmSource: 'linkedin', answeredAfter: null });
    // Won deals: two with a value, one without (counts as won, adds nothing); a lost one with a value adds nothing.
    await lead({ email: 'won1@example.com', status: 'won', utmSource: 'newsletter', value: 1000, answeredAfter: 3600 });
    await lead({ email: 'won2@example.com', status: 'won', utmSource: 'newsletter', value: 2500, answeredAfter: 7200 });
    await lead({ email: 'won3@example.com', status: 'won', utmSource: 'newsletter', value: null, answeredAfter: 10_800 });
    await lead({ email: 'lost@example.com', status: 'lost', utmSource: 'newsletter', value: 9999, answeredAfter: null });
    // Out of the figures: spam (even answered, even "valued"), and a lead older than the period.
    await lead({ email: 'spam@example.com', status: 'spam', owner: s, utmSource: 'linkedin', value: 5000, answeredAfter: 1 });
    await lead({ email: 'old@example.com', status: 'won', owner: s, utmSource: 'linkedin', value: 7000, ageDays: 40, answeredAfter: 5 });

    const body = await get<Sources>('/api/contacts/sources?days=30');
    expect(body.currency).toBe('USD');
    expect(body.bySource).toContainEqual({ key: 'newsletter', leads: 4, won: 3, wonValue: 3500 });
    expect(body.bySource).toContainEqual({ key: 'linkedin', leads: 6, won: 0, wonValue: 0 });
    expect(body.byService).toContainEqual({ key: 'Daily Data Feeds', leads: 5, won: 0, wonValue: 0 });
    expect(body.speedByResponder).toContainEqual({ key: 'Sam Seller', answered: 5, medianSeconds: 180, p90Seconds: 456, waiting: 1 });
    // Answered by nobody known (3600, 7200, 10800 s); the lost one never answered but is not new, so not waiting.
    expect(body.speedByResponder).toContainEqual({ key: 'Unknown', answered: 3, medianSeconds: 7200, p90Seconds: 10_080, waiting: 0 });
    expect(body.speedBySource).toContainEqual({ key: 'linkedin', answered: 5, medianSeconds: 180, p90Seconds: 456, waiting: 1 });

    // 90 days takes the older lead in.
    const longer = await get<Sources>('/api/contacts/sources?days=90');
    expect(longer.bySource).toContainEqual({ key: 'linkedin', leads: 7, won: 1, wonValue: 7000 });
    expect(longer.speedByResponder.find((r) => r.key === 'Sam Seller')).toMatchObject({ answered: 6, waiting: 1 });
  });

  it('a source with nobody answered yet has no median rather than 0 s', async () => {
    await lead({ email: 'lonely@example.com', status: 'new', utmSource: 'podcast', answeredAfter: null });
    const body = await get<Sources>('/api/contacts/sources?days=30');
    expect(body.speedBySource).toContainEqual({ key: 'podcast', answered: 0, medianSeconds: null, p90Seconds: null, waiting: 1 });
  });

  it('desk: settings, today, owners, my due and overdue open leads, spam held this week', async () => {
    const before = await get<LeadDesk>('/api/contacts/desk');
    expect(before).toMatchObject({ currency: 'USD', timeZone: 'UTC', responseMinutes: 1440 });
    const today = before.today;
    expect(today).toBe(new Date().toISOString().slice(0, 10));
    const day = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    const s = sam.user._id;
    await lead({ email: 'due-1@example.com', owner: s, nextActionOn: day(-1) });
    await lead({ email: 'due-2@example.com', owner: s, nextActionOn: day(-30), status: 'proposal' });
    // Later today, and earlier today: "today" and "due" whatever the hour the test runs (noon failed after 12:00 UTC).
    await lead({ email: 'due-3@example.com', owner: s, nextActionOn: `${today}T23:59:59.999Z`, status: 'new' });
    await lead({ email: 'due-7@example.com', owner: s, nextActionOn: `${today}T00:00:00.000Z` });
    await lead({ email: 'due-4@example.com', owner: s, nextActionOn: day(1) });
    await lead({ email: 'due-5@example.com', owner: s, nextActionOn: day(-1), status: 'won' });
    await lead({ email: 'due-6@example.com', owner: alex.user._id, nextActionOn: day(-1) });
    const spamBefore = before.quarantinedThisWeek;
    await lead({ email: 'held-1@example.com', status: 'spam', ageDays: 2 });
    await lead({ email: 'held-2@example.com', status: 'spam', ageDays: 8 });

    const desk = await get<LeadDesk>('/api/contacts/desk');
    expect(desk.mine).toEqual({ dueToday: 2, overdue: 2 });
    expect(desk.quarantinedThisWeek).toBe(spamBefore + 1);
    expect(desk.owners.map((o) => o.name)).toEqual(['Alex Admin', 'Sam Seller']);
    expect((await get<LeadDesk>('/api/contacts/desk', alex)).mine).toEqual({ dueToday: 0, overdue: 1 });

    // Each lead carries its due state, computed with the same today.
    const due = async (email: string) => {
      const found = (await database.db.execute(sql`select id from contacts where email = ${email}`)) as unknown as { rows: { id: string }[] };
      const [row] = found.rows;
      return (await get<LeadDetail>(`/api/contacts/${row!.id}`)).due;
    };
    expect(await due('due-1@example.com')).toBe('overdue');
    expect(await due('due-3@example.com')).toBe('today');
    expect(await due('due-7@example.com')).toBe('due');
    expect(await due('due-4@example.com')).toBeNull();
    expect(await due('due-5@example.com')).toBeNull();
  });

  it("the desk's currency, time zone and reply time are the app's validated CURRENCY, TZ and LEAD_RESPONSE_MINUTES", async () => {
    const other = await buildTestApp({ CURRENCY: 'EUR', TZ: 'Asia/Qatar', LEAD_RESPONSE_MINUTES: 240 });
    const someone = await other.loginAs('user');
    const res = await other.app.inject({ method: 'GET', url: '/api/contacts/desk', headers: someone.bearerHeaders });
    expect(res.json()).toMatchObject({ currency: 'EUR', timeZone: 'Asia/Qatar', responseMinutes: 240 });
    // "Today" is the calendar day in Doha, whatever the process's own zone.
    const doha = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Qatar', year: 'numeric', month: '2-digit', day: '2-digit' });
    expect((res.json() as LeadDesk).today).toBe(doha.format(new Date()));
  });

  it("a lead's source reads the same in its answer as in the figures' SQL", async () => {
    const cases: [string, { utmSource?: string; referrer?: string }, string][] = [
      ['src-utm@example.com', { utmSource: 'LinkedIn', referrer: 'https://www.bing.com/' }, 'linkedin'],
      ['src-www@example.com', { referrer: 'https://www.bing.com/search?q=data' }, 'bing.com'],
      ['src-port@example.com', { referrer: 'http://news.ycombinator.com:443/item?id=1' }, 'news.ycombinator.com'],
      ['src-app@example.com', { referrer: 'android-app://com.slack/' }, 'com.slack'],
      ['src-junk@example.com', { referrer: 'not a url' }, 'direct'],
      ['src-none@example.com', {}, 'direct'],
    ];
    for (const [email, fields, expected] of cases) {
      await lead({ email, ...fields });
      const [stored] = await database.db.select({ id: leads.id, source: sourceExpr }).from(leads).where(eq(leads.email, email));
      expect(stored!.source, email).toBe(expected);
      expect((await get<LeadDetail>(`/api/contacts/${stored!.id}`)).source, email).toBe(expected);
    }
  });

  it('the CSV carries company, reference, value and first response', async () => {
    await lead({ email: 'csv@example.com', value: 4200, answeredAfter: 60 });
    const res = await app.inject({ method: 'GET', url: '/api/contacts.csv?q=csv%40example.com', headers: alex.bearerHeaders }); // admins export (issue 28)
    const [header, row] = res.body.trimEnd().split('\r\n');
    const cols = header!.split(',');
    const cells = row!.split(',');
    const at = (name: string) => cells[cols.indexOf(name)];
    expect(cols.slice(-4)).toEqual(['Company', 'Reference', 'Value', 'First Response At']);
    expect(at('Reference')).toMatch(/^L-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
    expect(at('Value')).toBe('4200');
    expect(Date.parse(at('First Response At')!)).toBeGreaterThan(Date.now() - 2 * 86_400_000);
  });
});
