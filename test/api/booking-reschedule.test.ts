import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import type { Booking, BookingCreated, Slots } from '@contract/booking';
import { buildTestApp } from '../helpers/app';
import { berlinHours } from '../helpers/booking-fixtures';
import { untilJobsSettle } from '../helpers/jobs';
import { readInvitation } from '../helpers/ics';
import { recipientsOf } from '../helpers/mail-count';
import { startSmtpSink } from '../helpers/smtp-sink';

// Booked on Thursday 25 March 2027, 12:00 UTC (the booking clock); Berlin is on summer time from the 28th.
const NOW = new Date('2027-03-25T12:00:00Z');
const SITE = 'http://localhost';
const FRIDAY_0900 = '2027-03-26T08:00:00.000Z';
const MONDAY_0900 = '2027-03-29T07:00:00.000Z';
const MONDAY_1000 = '2027-03-29T08:00:00.000Z';
const TUESDAY_0900 = '2027-03-30T07:00:00.000Z';

/** The mail's invitation, read by ical.js. */
const invitationIn = (m: ParsedMail) => {
  const file = m.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  expect(file, 'an .ics attachment').toBeDefined();
  return readInvitation(file!.content.toString('utf8'));
};
const linkIn = (m: ParsedMail, page: 'cancel' | 'reschedule') => {
  const found = new RegExp(`/book/${page}\\?booking=([\\w-]+)&token=([\\w-]+)`).exec(m.text ?? '');
  expect(found, `a /book/${page} link`).not.toBeNull();
  return { id: found![1]!, token: found![2]! };
};

/** An app on the booking clock with its SMTP sink, Anna Berg taking calls in Berlin, and a visitor's booking. */
async function bookingApp(annaEmail: string) {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const built = await buildTestApp(
    { siteUrl: SITE },
    { mail: { smtpUrl: sink.url, from: 'Site <hello@example.com>', autoReply: false, siteUrl: SITE }, booking: { now: () => NOW } },
  );
  const anna = await built.loginAs('sales', { name: 'Anna Berg', email: annaEmail });
  const hours = await built.app.inject({ method: 'PUT', url: '/api/account/availability', headers: anna.bearerHeaders, payload: berlinHours() });
  expect(hours.statusCode, hours.body).toBe(200);
  const book = async (start: string, name: string, email: string) => {
    const res = await built.app.inject({ method: 'POST', url: '/api/booking', payload: { start, name, email, timeZone: 'Europe/Berlin' } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as BookingCreated;
  };
  return { ...built, sink, anna, book };
}

/** The visitor's reschedule link (issue 47 point 4, decision 133). */
describe('moving a booked call with the reschedule link (decision 133)', async () => {
  const { app, database, sink, anna, book } = await bookingApp('anna@example.com');
  const reschedule = (id: string, payload: Record<string, unknown>) => app.inject({ method: 'POST', url: `/api/booking/${id}/reschedule`, payload });
  const invitationTo = async (email: string, sequence: number) => {
    await untilJobsSettle(database.db);
    const found = sink.messages.filter(
      (m) =>
        recipientsOf(m).includes(email) && m.attachments.length > 0 && invitationIn(m).sequence === sequence && invitationIn(m).method === 'REQUEST',
    );
    expect(found, `one invitation to ${email} with SEQUENCE ${sequence}`).toHaveLength(1);
    return found[0]!;
  };
  const slotStarts = async (day: string) =>
    ((await app.inject({ method: 'GET', url: `/api/booking/slots?from=${day}&to=${day}&tz=Europe/Berlin` })).json() as Slots).slots.map(
      (s) => s.start,
    );

  const mine = await book(FRIDAY_0900, 'Mia Move', 'mia@example.com');
  await book(MONDAY_1000, 'Otto Other', 'otto@example.com');
  let first: ParsedMail;
  let link: { id: string; token: string };
  let oldCancel: { id: string; token: string };

  it('refuses a wrong token (404) and a time that is not free (409 with the person’s next free slots)', async () => {
    first = await invitationTo('mia@example.com', 0);
    link = linkIn(first, 'reschedule');
    oldCancel = linkIn(first, 'cancel');
    expect(link.id).toBe(mine._id);
    // The page's read: the call as booked and its person's free times (not the taken one).
    const options = await app.inject({ method: 'GET', url: `/api/booking/${mine._id}/reschedule?token=${link.token}&tz=Europe/Berlin` });
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json().booking).toMatchObject({ start: FRIDAY_0900, withName: 'Anna' });
    const offered = (options.json().slots as { start: string }[]).map((s) => s.start);
    expect(offered).toContain(MONDAY_0900);
    expect(offered).not.toContain(MONDAY_1000);
    expect((await app.inject({ method: 'GET', url: `/api/booking/${mine._id}/reschedule?token=wrong` })).statusCode).toBe(404);
    const wrong = await reschedule(mine._id, { token: 'x'.repeat(32), start: MONDAY_0900 });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toMatch(/does not work/);
    const taken = await reschedule(mine._id, { token: link.token, start: MONDAY_1000 });
    expect(taken.statusCode).toBe(409);
    const next = (taken.json().nextSlots as { start: string }[]).map((s) => s.start);
    expect(next.length).toBeGreaterThan(0);
    expect(next).not.toContain(MONDAY_1000);
    expect((await reschedule(mine._id, { token: link.token, start: 'soon' })).statusCode).toBe(400);
  });

  it('moves the call once: same UID, SEQUENCE 1, both sides mailed, the history line, new links; the old link and slot are free', async () => {
    const res = await reschedule(mine._id, { token: link.token, start: MONDAY_0900 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: mine._id, start: MONDAY_0900, status: 'booked', label: 'Monday 29 March, 09:00' });
    // The link worked once; the old cancel link went with it.
    expect((await reschedule(mine._id, { token: link.token, start: TUESDAY_0900 })).statusCode).toBe(404);
    const oldCancelled = await app.inject({ method: 'POST', url: `/api/booking/${mine._id}/cancel`, payload: { token: oldCancel.token } });
    expect(oldCancelled.statusCode).toBe(404);

    const updated = await invitationTo('mia@example.com', 1);
    const staff = await invitationTo('anna@example.com', 1);
    for (const m of [updated, staff]) {
      const invitation = invitationIn(m);
      expect(invitation.uid).toBe(invitationIn(first).uid);
      expect(invitation.start.toISOString()).toBe(MONDAY_0900);
    }
    expect(staff.subject).toBe('Call moved: Mia Move');
    expect(updated.subject).toMatch(/is moved$/);

    const [call] = (
      await app.inject({ method: 'GET', url: `/api/bookings?from=2027-03-29T00:00:00Z&to=2027-03-29T07:30:00Z`, headers: anna.bearerHeaders })
    ).json() as Booking[];
    expect(call).toMatchObject({ _id: mine._id, start: MONDAY_0900 });
    const lead = (await app.inject({ method: 'GET', url: `/api/contacts/${call!.leadId}`, headers: anna.bearerHeaders })).json();
    expect(lead.history.map((h: { kind: string; to: string }) => `${h.kind} ${h.to}`)).toContainEqual(
      `booking Call moved: ${MONDAY_0900} with Anna Berg`,
    );
    expect(await slotStarts('2027-03-26')).toContain(FRIDAY_0900);
    expect(await slotStarts('2027-03-29')).not.toContain(MONDAY_0900);

    // The reminders for the new time (the old time's find the call moved).
    const jobs = (await database.db.execute(
      sql`SELECT data->>'kind' AS kind FROM pgboss.job WHERE name = 'booking-reminder' AND data->>'startsAt' = ${MONDAY_0900} ORDER BY 1`,
    )) as unknown as { rows: { kind: string }[] };
    expect(jobs.rows.map((r) => r.kind)).toEqual(['1h', '24h']);

    // The new mail's links work: it moves again, then cancels.
    const again = linkIn(updated, 'reschedule');
    const twice = await reschedule(mine._id, { token: again.token, start: TUESDAY_0900 });
    expect(twice.statusCode, twice.body).toBe(200);
    const third = await invitationTo('mia@example.com', 2);
    const cancel = linkIn(third, 'cancel');
    const cancelled = await app.inject({ method: 'POST', url: `/api/booking/${mine._id}/cancel`, payload: { token: cancel.token } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await reschedule(mine._id, { token: linkIn(third, 'reschedule').token, start: FRIDAY_0900 })).statusCode).toBe(404);
  });

  it('two tabs with one link: one move wins, the other is refused', async () => {
    const booked = await book('2027-03-31T07:00:00.000Z', 'Tara Twice', 'tara@example.com');
    const { token } = linkIn(await invitationTo('tara@example.com', 0), 'reschedule');
    const results = await Promise.all(
      ['2027-03-31T09:00:00.000Z', '2027-03-31T10:00:00.000Z'].map((start) => reschedule(booked._id, { token, start })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
  });
});

/** Staff move a call from the desk (issue 47 point 6): the same person, the visitor mailed new links. */
describe('staff moving a booked call (POST /api/bookings/{id}/reschedule)', async () => {
  const { app, database, sink, anna, book, loginAs } = await bookingApp('anna-staff@example.com');
  const colleague = await loginAs('sales', { name: 'Carl Colleague', email: 'carl-staff@example.com' });
  const move = (id: string, start: string, who = anna) =>
    app.inject({ method: 'POST', url: `/api/bookings/${id}/reschedule`, headers: who.bearerHeaders, payload: { start } });
  const call = await book(FRIDAY_0900, 'Sven Staffmove', 'sven@example.com');
  await book(MONDAY_1000, 'Otto Other', 'otto-staff@example.com');

  it("offers the person's free times, refuses a taken one (409 with the next) and a colleague's call (404)", async () => {
    const options = await app.inject({ method: 'GET', url: `/api/bookings/${call._id}/move?tz=Europe/Berlin`, headers: anna.bearerHeaders });
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json().booking).toMatchObject({ _id: call._id, start: FRIDAY_0900, personName: 'Anna Berg' });
    const offered = (options.json().slots as { start: string; label: string }[]).map((s) => s.start);
    expect(offered).toContain(MONDAY_0900);
    expect(offered).not.toContain(MONDAY_1000);
    expect(offered).not.toContain(FRIDAY_0900);
    const taken = await move(call._id, MONDAY_1000);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/Anna Berg is not free then/);
    expect((taken.json().nextSlots as { start: string }[]).length).toBeGreaterThan(0);
    expect((await move(call._id, MONDAY_0900, colleague)).statusCode).toBe(404);
    expect((await move(call._id, 'soon')).statusCode).toBe(400);
  });

  it('moves the call: the visitor gets the updated invitation (SEQUENCE 1) with new links, the old ones stop working, the history names who moved it', async () => {
    await untilJobsSettle(database.db);
    const firstMail = sink.messages.find((m) => recipientsOf(m).includes('sven@example.com'))!;
    const oldLink = linkIn(firstMail, 'reschedule');
    const res = await move(call._id, MONDAY_0900);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: call._id, start: MONDAY_0900, status: 'booked' });
    await untilJobsSettle(database.db);
    const updated = sink.messages.filter(
      (m) => recipientsOf(m).includes('sven@example.com') && m.attachments.length && invitationIn(m).sequence === 1,
    );
    expect(updated).toHaveLength(1);
    expect(invitationIn(updated[0]!).start.toISOString()).toBe(MONDAY_0900);
    expect(linkIn(updated[0]!, 'reschedule').token).not.toBe(oldLink.token);
    const stale = await app.inject({
      method: 'POST',
      url: `/api/booking/${call._id}/reschedule`,
      payload: { token: oldLink.token, start: TUESDAY_0900 },
    });
    expect(stale.statusCode).toBe(404);
    const lead = (await app.inject({ method: 'GET', url: `/api/contacts/${(res.json() as Booking).leadId}`, headers: anna.bearerHeaders })).json();
    expect(lead.history).toContainEqual(
      expect.objectContaining({ kind: 'booking', to: `Call moved: ${MONDAY_0900} with Anna Berg`, actorName: 'Anna Berg' }),
    );
  });

  it('refuses to move a cancelled call (409)', async () => {
    const cancelled = await app.inject({ method: 'POST', url: `/api/bookings/${call._id}/cancel`, headers: anna.bearerHeaders });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await move(call._id, TUESDAY_0900)).statusCode).toBe(409);
    expect((await app.inject({ method: 'GET', url: `/api/bookings/${call._id}/move`, headers: anna.bearerHeaders })).statusCode).toBe(409);
  });
});
