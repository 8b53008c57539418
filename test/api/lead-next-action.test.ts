import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultAvailability } from '@contract/booking';
import { leadDetailSchema, type Lead } from '@contract/leads';
import { instantIn, localMinuteIn } from '@contract/zoned-time';
import { leads } from '../../server/db/schema/index';
import { calendarDayIn } from '../../server/lib/calendar-day';
import { acceptedRowStamp } from '../../server/lib/time-ordered-id';
import { buildTestApp } from '../helpers/app';
import { untilJobsSettle } from '../helpers/jobs';
import { expectErrorShape, validContact } from '../helpers/fixtures';
import { countByMessageId, recipientsOf } from '../helpers/mail-count';
import { startSmtpSink } from '../helpers/smtp-sink';

const SITE = 'http://site.test:3000';
// Not UTC: the older nextActionOn becomes 09:00 there, and "today" is its day.
const TZ = 'Europe/Berlin';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Next actions with a time (decision 123): set, clear, snooze, due, sort and paging, and the reminder mail. */
describe('next actions with a time', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const { app, database, loginAs } = await buildTestApp(
    { siteUrl: SITE, TZ },
    { mail: { smtpUrl: sink.url, from: 'Site <no-reply@site.test>', autoReply: false, siteUrl: SITE }, jobsCronCheckSeconds: 1 },
  );
  const sam = await loginAs('admin', { name: 'Sam Seller', email: 'sam@site.test' });
  const kim = await loginAs('user', { name: 'Kim Keller', email: 'kim@site.test' });

  async function newLead(name: string, fields: Partial<typeof leads.$inferInsert> = {}) {
    const { RND, website: _, ...contact } = validContact({ name });
    const [row] = await database.db
      .insert(leads)
      .values({ ...acceptedRowStamp(), ...contact, rnd: RND, ownerId: sam.user._id, status: 'contacted', ...fields })
      .returning();
    return row!;
  }
  const patch = (id: string, payload: object, who = sam) =>
    app.inject({ method: 'PATCH', url: `/api/contacts/${id}`, headers: who.bearerHeaders, payload });
  const snooze = (id: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/contacts/${id}/next-action/snooze`, headers: sam.bearerHeaders, payload });
  const read = async (id: string) =>
    leadDetailSchema.parse((await app.inject({ method: 'GET', url: `/api/contacts/${id}`, headers: sam.bearerHeaders })).json());
  const remindersOf = (id: string) => (m: ParsedMail) => m.messageId?.startsWith(`<lead-${id}.next-action-`) === true;

  it('sets a next action with its text and time, changes only its text, clears it; each change is one history line', async () => {
    const lead = await newLead('Set Sally');
    expect((await patch(lead.id, { nextAction: { text: '  Call back about the quote ', dueAt: '2030-01-02T10:15:00+01:00' } })).statusCode).toBe(200);
    expect((await read(lead.id)).nextAction).toEqual({ text: 'Call back about the quote', dueAt: '2030-01-02T09:15:00.000Z' });
    expect((await patch(lead.id, { nextAction: { text: 'Send the quote', dueAt: '2030-01-02T09:15:00Z' } })).statusCode).toBe(200);
    // The same again is no change: no new version.
    const same = await patch(lead.id, { nextAction: { text: 'Send the quote', dueAt: '2030-01-02T09:15:00.000Z' } });
    expect(same.json()).toMatchObject({ version: 3 });
    expect((await patch(lead.id, { nextAction: null })).statusCode).toBe(200);
    const after = await read(lead.id);
    expect(after).toMatchObject({ nextAction: null, due: null, version: 4 });
    expect(after.history.filter((h) => h.kind === 'next-action').map((h) => [h.from, h.to])).toEqual([
      ['', '2030-01-02T09:15:00.000Z Call back about the quote'],
      ['2030-01-02T09:15:00.000Z Call back about the quote', '2030-01-02T09:15:00.000Z Send the quote'],
      ['2030-01-02T09:15:00.000Z Send the quote', ''],
    ]);
  });

  it('still reads the older nextActionOn for one release: the day at 09:00 in TZ, with no text', async () => {
    const lead = await newLead('Old Otto');
    expect((await patch(lead.id, { nextActionOn: '2030-07-01' })).statusCode).toBe(200);
    // Berlin is UTC+2 in July.
    expect((await read(lead.id)).nextAction).toEqual({ text: '', dueAt: '2030-07-01T07:00:00.000Z' });
    expect((await patch(lead.id, { nextActionOn: null })).statusCode).toBe(200);
    expect((await read(lead.id)).nextAction).toBeNull();
  });

  it('answers 400 naming the field for a time without a zone, a text too long, a snooze without a next action or by a week', async () => {
    const lead = await newLead('Bad Bert');
    const noZone = await patch(lead.id, { nextAction: { text: 'Call', dueAt: '2030-01-02T10:15' } });
    expect(noZone.statusCode).toBe(400);
    expect(expectErrorShape(noZone).errors?.[0]?.field).toBe('nextAction.dueAt');
    const long = await patch(lead.id, { nextAction: { text: 'x'.repeat(201), dueAt: '2030-01-02T10:15:00Z' } });
    expect(expectErrorShape(long).errors?.[0]?.field).toBe('nextAction.text');
    const none = await snooze(lead.id, { by: 'hour' });
    expect(none.statusCode).toBe(400);
    expect(expectErrorShape(none).errors?.[0]?.field).toBe('nextAction');
    const week = await snooze(lead.id, { by: 'week' });
    expect(week.statusCode).toBe(400);
    expect(expectErrorShape(week).errors?.[0]?.field).toBe('by');
  });

  it('snoozes by an hour or a day from its time, or from now once that has passed; a stale version answers 409', async () => {
    const later = await newLead('Snooze Later', { nextActionText: 'Call', nextActionDueAt: new Date('2030-01-02T09:00:00Z') });
    const first = await snooze(later.id, { by: 'hour' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Snoozed by an hour',
      version: 2,
      nextAction: { text: 'Call', dueAt: '2030-01-02T10:00:00.000Z' },
    });
    expect((await snooze(later.id, { by: 'day', version: 2 })).json()).toMatchObject({ nextAction: { dueAt: '2030-01-03T10:00:00.000Z' } });
    expect((await snooze(later.id, { by: 'day', version: 2 })).statusCode).toBe(409);

    const passed = await newLead('Snooze Passed', { nextActionDueAt: new Date(Date.now() - 3 * DAY) });
    const before = Date.now();
    const moved = (await snooze(passed.id, { by: 'day' })).json() as { nextAction: { dueAt: string } };
    const at = Date.parse(moved.nextAction.dueAt);
    expect(at).toBeGreaterThanOrEqual(before + DAY);
    expect(at).toBeLessThanOrEqual(Date.now() + DAY);
    expect((await read(passed.id)).history.at(-1)).toMatchObject({ kind: 'next-action', actorName: 'Sam Seller' });
  });

  it('says due once its time came today, overdue once its day is over, due today before its time; only open leads', async () => {
    const now = Date.now();
    const todayStart = instantIn(TZ, calendarDayIn(TZ))!.getTime();
    const tomorrowStart = instantIn(TZ, calendarDayIn(TZ, new Date(now + DAY)))!.getTime();
    const dueNow = await newLead('Due Dora', { nextActionDueAt: new Date(Math.max(now - 60_000, todayStart)) });
    const overdue = await newLead('Over Olga', { nextActionDueAt: new Date(todayStart - 1) });
    const won = await newLead('Won Walt', { status: 'won', nextActionDueAt: new Date(todayStart - 1) });
    const laterToday = await newLead('Later Lou', { nextActionDueAt: new Date(tomorrowStart - 1) });
    const tomorrow = await newLead('Tomorrow Tom', { nextActionDueAt: new Date(tomorrowStart + HOUR) });
    expect((await read(dueNow.id)).due).toBe('due');
    expect((await read(overdue.id)).due).toBe('overdue');
    expect((await read(won.id)).due).toBeNull();
    // Unless this runs in the day's last millisecond.
    expect((await read(laterToday.id)).due).toBe('today');
    expect((await read(tomorrow.id)).due).toBeNull();
    const list = async (q: string) =>
      ((await app.inject({ method: 'GET', url: `/api/contacts?${q}`, headers: sam.bearerHeaders })).json() as Lead[]).map((l) => l.name);
    const mine = [dueNow, overdue, won, laterToday, tomorrow].map((l) => l.name);
    expect((await list('due=overdue')).filter((n) => mine.includes(n))).toEqual(['Over Olga']);
    expect((await list('due=today&sort=nextAction')).filter((n) => mine.includes(n))).toEqual(['Due Dora', 'Later Lou']);
  });

  it("ends the day in the reader's own zone (their call hours'), else the site's: badges, filters, counts and the desk's zone", async () => {
    // Kiritimati (UTC+14) is 25 hours ahead of Pago Pago (UTC−11): Pago Pago's day is Kiritimati's next
    // day for 23 hours and the day after for its last hour. The action sits in Pago Pago's today but
    // outside Kiritimati's: in its last minute (a later day there), or, in that last hour, just before
    // Kiritimati's midnight (a passed day there).
    const [own, site] = ['Pacific/Pago_Pago', 'Pacific/Kiritimati'];
    const { app: zoned, loginAs: zonedLogin } = await buildTestApp({ siteUrl: SITE, TZ: site });
    const ann = await zonedLogin('user', { name: 'Ann Apia', email: 'ann@site.test' });
    const lastMinute = instantIn(own, calendarDayIn(own, new Date(Date.now() + DAY)))!.getTime() - 60_000;
    const siteLater = calendarDayIn(site, new Date(lastMinute)) > calendarDayIn(site);
    const dueAt = siteLater ? lastMinute : instantIn(site, calendarDayIn(site))!.getTime() - 60_000;
    expect(calendarDayIn(own, new Date(dueAt))).toBe(calendarDayIn(own));
    const lead = await zoned.inject({ method: 'POST', url: '/api/contacts', payload: validContact({ name: 'Late Lani' }) });
    expect(lead.statusCode).toBe(201);
    const id = ((await zoned.inject({ method: 'GET', url: '/api/contacts?view=all', headers: ann.bearerHeaders })).json() as Lead[])[0]!._id;
    const set = await zoned.inject({
      method: 'PATCH',
      url: `/api/contacts/${id}`,
      headers: ann.bearerHeaders,
      payload: { ownerId: ann.user._id, nextAction: { text: 'Call', dueAt: new Date(dueAt).toISOString() } },
    });
    expect(set.statusCode, set.body).toBe(200);
    const seen = async () => ({
      due: (await zoned.inject({ method: 'GET', url: `/api/contacts/${id}`, headers: ann.bearerHeaders })).json().due,
      today: ((await zoned.inject({ method: 'GET', url: '/api/contacts?due=today', headers: ann.bearerHeaders })).json() as Lead[]).length,
      desk: (await zoned.inject({ method: 'GET', url: '/api/contacts/desk', headers: ann.bearerHeaders })).json(),
    });
    // No call hours: the site's day, in which the action is a later day's or a passed one's.
    const before = await seen();
    expect(before).toMatchObject({ due: siteLater ? null : 'overdue', today: 0, desk: { timeZone: site, mine: { dueToday: 0 } } });
    const hours = await zoned.inject({
      method: 'PUT',
      url: '/api/account/availability',
      headers: ann.bearerHeaders,
      payload: { ...defaultAvailability(own), takesCalls: false },
    });
    expect(hours.statusCode, hours.body).toBe(200);
    // Her own day: due later today, or due (its time came today).
    const after = await seen();
    expect(after.due).toMatch(/^(today|due)$/);
    expect(after).toMatchObject({ today: 1, desk: { timeZone: own, today: calendarDayIn(own), mine: { dueToday: 1 } } });
    await zoned.close();
  });

  it('sorts by the next action (none last, -nextAction the exact reverse) and pages keep that order with no lead twice', async () => {
    await database.db.execute(sql`delete from contacts`);
    const base = Date.parse('2031-03-01T08:00:00.000Z');
    // Shared times, milliseconds apart, and none: the id breaks ties.
    for (let i = 0; i < 11; i++) {
      await newLead(`Sort ${String(i).padStart(2, '0')}`, { nextActionDueAt: i % 4 === 3 ? null : new Date(base + (i % 3) * 1 + (i % 2) * HOUR) });
    }
    const page = async (sort: string, n: number, size: number) =>
      (
        (
          await app.inject({ method: 'GET', url: `/api/contacts?sort=${sort}&page=${n}&pageSize=${size}`, headers: sam.bearerHeaders })
        ).json() as Lead[]
      ).map((l) => l._id);
    const all = await page('nextAction', 1, 100);
    const rows = (await database.db.select({ id: leads.id, at: leads.nextActionDueAt }).from(leads)).sort(
      (a, b) => (a.at?.getTime() ?? Infinity) - (b.at?.getTime() ?? Infinity) || (a.id < b.id ? -1 : 1),
    );
    expect(all).toEqual(rows.map((r) => r.id));
    const paged = [...(await page('nextAction', 1, 4)), ...(await page('nextAction', 2, 4)), ...(await page('nextAction', 3, 4))];
    expect(paged).toEqual(all);
    expect(await page('-nextAction', 1, 100)).toEqual([...all].reverse());
  });

  it('mails the owner once at the time; a moved time mails at the new one only, a cleared or closed one never', async () => {
    const soon = (ms: number) => new Date(Date.now() + ms).toISOString();
    const kept = await newLead('Remind Rita', { ownerId: kim.user._id });
    const moved = await newLead('Moved Mo', { ownerId: kim.user._id });
    const cleared = await newLead('Cleared Cleo', { ownerId: kim.user._id });
    const closed = await newLead('Closed Carl', { ownerId: kim.user._id });
    const hours = await app.inject({
      method: 'PUT',
      url: '/api/account/availability',
      headers: kim.bearerHeaders,
      payload: { ...defaultAvailability('America/New_York'), takesCalls: false },
    });
    expect(hours.statusCode, hours.body).toBe(200);
    expect((await patch(kept.id, { nextAction: { text: 'Call back about the quote', dueAt: soon(1500) } })).statusCode).toBe(200);
    const firstTime = soon(1000);
    expect((await patch(moved.id, { nextAction: { text: 'Send the offer', dueAt: firstTime } })).statusCode).toBe(200);
    expect((await patch(moved.id, { nextAction: { text: 'Send the offer', dueAt: soon(2500) } })).statusCode).toBe(200);
    expect((await patch(cleared.id, { nextAction: { text: 'Nothing', dueAt: soon(1000) } })).statusCode).toBe(200);
    expect((await patch(cleared.id, { nextAction: null })).statusCode).toBe(200);
    expect((await patch(closed.id, { nextAction: { text: 'Nothing', dueAt: soon(1000) } })).statusCode).toBe(200);
    expect((await patch(closed.id, { status: 'lost' })).statusCode).toBe(200);

    const [mail] = await sink.waitFor(1, remindersOf(kept.id), 20_000);
    expect(recipientsOf(mail!)).toEqual(['kim@site.test']);
    expect(mail!.subject).toBe('Due now: Call back about the quote (Remind Rita)');
    // Kim's own zone (her call hours' New York), not the site's Berlin.
    const due = (await read(kept.id)).nextAction!.dueAt;
    expect(mail!.text).toContain(`set for ${localMinuteIn('America/New_York', new Date(due)).replace('T', ' ')} (America/New_York)`);
    expect(mail!.text).toContain(`${SITE}/dashboard?lead=${kept.id}`);
    const [movedMail] = await sink.waitFor(1, remindersOf(moved.id), 20_000);
    expect(movedMail!.messageId).not.toContain(firstTime.replace(/[^0-9]/g, ''));
    await untilJobsSettle(database.db);
    expect(countByMessageId(sink.messages, remindersOf(kept.id))).toEqual({ distinct: 1, copies: 1 });
    expect(countByMessageId(sink.messages, remindersOf(moved.id))).toEqual({ distinct: 1, copies: 1 });
    expect(sink.messages.filter(remindersOf(cleared.id))).toEqual([]);
    expect(sink.messages.filter(remindersOf(closed.id))).toEqual([]);
  });
});
