import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { leadDetailSchema } from '@contract/leads';
import { mailPreferencesSchema } from '@contract/mail-preferences';
import { leads } from '../../server/db/schema/index';
import { instantIn } from '@contract/zoned-time';
import { calendarDayIn } from '../../server/lib/calendar-day';
import { acceptedRowStamp } from '../../server/lib/time-ordered-id';
import { queueAssignmentMails, queueLeadNotification } from '../../server/mail/index';
import { buildTestApp, type Session } from '../helpers/app';
import { untilJobsSettle } from '../helpers/jobs';
import { validContact } from '../helpers/fixtures';
import { countByMessageId, recipientsOf } from '../helpers/mail-count';
import { startSmtpSink } from '../helpers/smtp-sink';

const SITE = 'http://site.test:3000';
// Not UTC: "today" and the digest's day follow TZ (the date there differs from UTC's for 10 hours a day).
const TZ = 'Pacific/Honolulu';
const dayOffset = (days: number) => calendarDayIn(TZ, new Date(Date.now() + days * 86_400_000));
/** A next action at that local time, `days` from today in TZ (decision 123). */
const dueAt = (days: number, time = '09:00') => instantIn(TZ, `${dayOffset(days)}T${time}`)!;
// Every wait below spans at most two of the minute-by-minute schedules.
const SLOTS = { timeout: 150_000 };

/**
 * The follow-up loop on a real job engine: the digest's cron runs every minute and the response
 * deadline is one minute, schedules checked every second. Everything is set up first, so the tests
 * that wait for a schedule share the same minutes. No lead is left new and unassigned (everyone
 * would be offered it in their digest), except where a test says so.
 */
describe('lead follow-ups: assignment, digest, escalation, preferences', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const { app, database, loginAs } = await buildTestApp(
    { siteUrl: SITE, TZ },
    {
      mail: { smtpUrl: sink.url, from: 'Site <no-reply@site.test>', autoReply: false, siteUrl: SITE },
      followUps: { digestCron: '* * * * *', responseMinutes: 1, timeZone: TZ },
      jobsCronCheckSeconds: 1,
    },
  );
  const boss = await loginAs('admin', { name: 'Alex Admin', email: 'alex@site.test' });
  const quiet = await loginAs('admin', { name: 'Quinn Quiet', email: 'quinn@site.test' });
  const sam = await loginAs('user', { name: 'Sam Seller', email: 'sam@site.test' });
  const pat = await loginAs('user', { name: 'Pat Private', email: 'pat@site.test' });
  const dana = await loginAs('user', { name: 'Dana Due', email: 'dana@site.test' });
  const idle = await loginAs('user', { name: 'Ivan Idle', email: 'ivan@site.test' });

  const setPrefs = (who: Session, prefs: { newLeads: boolean; assignments: boolean; digest: boolean }) =>
    app.inject({ method: 'PUT', url: '/api/auth/me/notifications', headers: who.bearerHeaders, payload: prefs });
  const getPrefs = async (who: Session) =>
    mailPreferencesSchema.parse((await app.inject({ method: 'GET', url: '/api/auth/me/notifications', headers: who.bearerHeaders })).json());
  const assign = (by: Session, id: string, ownerId: string | null) =>
    app.inject({ method: 'PATCH', url: `/api/contacts/${id}`, headers: by.bearerHeaders, payload: { ownerId } });
  /**
   * Written directly, with its owner from the start: a lead posted and then assigned would be new and
   * unassigned for a moment, which a digest running then would offer to everyone.
   */
  async function newLead(name: string, fields: Partial<typeof leads.$inferInsert> = {}) {
    const { RND, website: _, ...contact } = validContact({ name });
    const [row] = await database.db
      .insert(leads)
      .values({ ...acceptedRowStamp(), ...contact, rnd: RND, ownerId: boss.user._id, ...fields })
      .returning();
    return row!;
  }
  const assignmentsTo = (user: Session) => (m: ParsedMail) =>
    m.messageId?.startsWith('<lead-assign-') === true && m.messageId.endsWith(`.${user.user._id}@site.test>`);
  const digestsTo = (user: Session) => (m: ParsedMail) =>
    m.messageId?.startsWith('<lead-digest-') === true && m.messageId.endsWith(`.${user.user._id}@site.test>`);

  // Preferences first: Pat wants nothing, Sam wants new-lead mail, Quinn (an admin) opts out of it.
  expect((await setPrefs(pat, { newLeads: false, assignments: false, digest: false })).statusCode).toBe(200);
  expect((await setPrefs(sam, { newLeads: true, assignments: true, digest: true })).statusCode).toBe(200);
  expect((await setPrefs(quiet, { newLeads: false, assignments: true, digest: false })).statusCode).toBe(200);

  // The digest's material: Dana's overdue and due-today leads, Pat's overdue one (Pat wants no digest).
  const overdue = await newLead('Olga Overdue', { ownerId: dana.user._id, status: 'contacted', nextActionDueAt: dueAt(-2) });
  const dueToday = await newLead('Tom Today', { ownerId: dana.user._id, status: 'qualified', nextActionDueAt: dueAt(0, '23:59') });
  await newLead('Later Larry', { ownerId: dana.user._id, status: 'qualified', nextActionDueAt: dueAt(3) });
  await newLead('Pat Overdue', { ownerId: pat.user._id, status: 'contacted', nextActionDueAt: dueAt(-1) });
  // Escalation: one lead past its deadline (owned by Dana), one answered in time, one not yet due.
  const late = await newLead('Lena Late', { ownerId: dana.user._id, createdAt: new Date(Date.now() - 5 * 60_000) });
  // Still new, but answered in time (a reply stamps the first response).
  const answered = await newLead('Andy Answered', {
    ownerId: sam.user._id,
    createdAt: new Date(Date.now() - 5 * 60_000),
    firstResponseAt: new Date(Date.now() - 4 * 60_000),
  });
  const fresh = await newLead('Fred Fresh', { ownerId: sam.user._id, createdAt: new Date(Date.now() + 10 * 60_000) });
  // A quarantined one, for the admins' digest.
  await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact({ name: 'Spammy Spam', website: 'http://spam.example' }) });

  it('answers each person their mail preferences; new-lead mail is on by default for admins only', async () => {
    expect(await getPrefs(boss)).toEqual({ newLeads: true, assignments: true, digest: true, newLeadsGoToConfiguredAddress: false });
    expect(await getPrefs(idle)).toEqual({ newLeads: false, assignments: true, digest: true, newLeadsGoToConfiguredAddress: false });
    expect(await getPrefs(quiet)).toMatchObject({ newLeads: false, assignments: true, digest: false });
    const bad = await app.inject({ method: 'PUT', url: '/api/auth/me/notifications', headers: idle.bearerHeaders, payload: { newLeads: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/newLeads/);
  });

  it('sends new-lead mail to every admin and every person who chose it, not to an admin who opted out', async () => {
    // Unassigned, so Sam may take it (a colleague's lead is out of his scope, decision 055); already
    // contacted, so a digest slot that fires before he takes it does not list it as new for everyone.
    const lead = await newLead('Nina New', { ownerId: null, status: 'contacted' });
    await database.db.transaction((tx) => queueLeadNotification(app.jobs, tx, lead.id));
    const [mail] = await sink.waitFor(1, (m) => m.messageId === `<lead-${lead.id}.staff@site.test>`);
    expect(recipientsOf(mail!).sort()).toEqual(['alex@site.test', 'sam@site.test']);
    // Taken by Sam himself: no assignment mail for that (the next test counts Sam's).
    expect((await assign(sam, lead.id, sam.user._id)).statusCode).toBe(200);
  });

  it('emails a lead given to someone else once (by Message-ID), with its link; never for taking one oneself', async () => {
    const lead = await newLead('Gina Given');
    expect((await assign(boss, lead.id, sam.user._id)).statusCode).toBe(200);
    const [mail] = await sink.waitFor(1, assignmentsTo(sam));
    expect(mail!.subject).toBe('Alex Admin gave you a lead: Gina Given');
    expect(recipientsOf(mail!)).toEqual(['sam@site.test']);
    expect(mail!.text).toContain(`${SITE}/dashboard?lead=${lead.id}`);
    expect(mail!.text).toContain(lead.reference!);
    const history = leadDetailSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/contacts/${lead.id}`, headers: sam.bearerHeaders })).json(),
    ).history;
    const ownerEvent = history.find((h) => h.kind === 'owner')!;
    expect(ownerEvent.actorName).toBe('Alex Admin');
    // The Message-ID is made from the change (its history line), so a retried job cannot make a second message.
    expect(mail!.messageId).toMatch(/^<lead-assign-[0-9a-f-]{36}\.[0-9a-f-]{36}@site\.test>$/);
    await untilJobsSettle(database.db);
    expect(countByMessageId(sink.messages, assignmentsTo(sam))).toEqual({ distinct: 1, copies: 1 });
  });

  it('honours a person who turned assignment mail off, and lists every lead of a bulk assignment in one mail', async () => {
    const forPat = await newLead('Paula Private');
    expect((await assign(boss, forPat.id, pat.user._id)).statusCode).toBe(200);
    // A bulk assignment of three (h2's route calls the same hook once with every id).
    const three = [await newLead('Bulk One'), await newLead('Bulk Two'), await newLead('Bulk Three')];
    const ids = three.map((l) => l.id);
    const key = randomUUID();
    await database.db.transaction(async (tx) => {
      await tx
        .update(leads)
        .set({ ownerId: sam.user._id })
        .where(sql`${leads.id} in ${ids}`);
      await queueAssignmentMails(app.jobs, tx, { leadIds: ids, ownerId: sam.user._id, actor: { id: boss.user._id, name: 'Alex Admin' }, key });
    });
    const [bulk] = await sink.waitFor(1, (m) => m.messageId === `<lead-assign-${key}.${sam.user._id}@site.test>`);
    expect(bulk!.subject).toBe('Alex Admin gave you 3 leads');
    for (const l of three) expect(bulk!.text).toContain(`${SITE}/dashboard?lead=${l.id}`);
    // Pat's job was queued first and has run by now: nothing went to Pat.
    expect(sink.messages.filter(assignmentsTo(pat))).toEqual([]);
    expect(sink.messages.filter((m) => recipientsOf(m).includes('pat@site.test'))).toEqual([]);
  });

  it('escalates a new lead unanswered past the deadline once, to the admins and its owner, with a history line by System', SLOTS, async () => {
    const id = `<lead-${late.id}.escalation@site.test>`;
    const [mail] = await sink.waitFor(1, (m) => m.messageId === id, 130_000);
    expect(recipientsOf(mail!).sort()).toEqual(['alex@site.test', 'dana@site.test', 'quinn@site.test']);
    expect(mail!.subject).toMatch(/^No answer for \d+ min: Lena Late$/);
    const detail = leadDetailSchema.parse((await app.inject({ method: 'GET', url: `/api/contacts/${late.id}`, headers: boss.bearerHeaders })).json());
    expect(detail.escalatedAt).not.toBeNull();
    expect(detail.history.filter((h) => h.kind === 'escalation').map((h) => [h.actorName, h.to])).toEqual([['System', 'No answer within 1 minute']]);
    // Not escalated: answered in time, or not due yet.
    for (const other of [answered, fresh]) expect(sink.messages.some((m) => m.messageId === `<lead-${other.id}.escalation@site.test>`)).toBe(false);
  });

  it(
    "sends each person one digest per slot, in TZ's today, with their overdue and due-today leads; none when empty or turned off",
    SLOTS,
    async () => {
      const [first] = await sink.waitFor(1, digestsTo(dana), 130_000);
      expect(first!.subject).toBe(`Your leads on ${calendarDayIn(TZ, first!.date ?? new Date())}`);
      expect(first!.text).toContain('1 overdue, 1 due today');
      expect(first!.text).toContain(`${SITE}/dashboard?lead=${overdue.id}`);
      expect(first!.text).toContain(`${SITE}/dashboard?lead=${dueToday.id}`);
      expect(first!.text).not.toContain('Later Larry');
      // The admins hear of the quarantined lead (in the digest whose window it arrived in).
      const [admins] = await sink.waitFor(1, (m) => digestsTo(boss)(m) && m.text!.includes('1 quarantined as spam'), 130_000);
      expect(admins!.text).toContain('Restore any real enquiry');
      // A second slot: a second digest with its own Message-ID; each arrived once.
      await sink.waitFor(2, digestsTo(dana), 130_000);
      const dana2 = countByMessageId(sink.messages, digestsTo(dana));
      expect(dana2.copies).toBe(dana2.distinct);
      expect(sink.messages.filter(digestsTo(dana)).map((m) => m.messageId)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^<lead-digest-\d{8}T\d{4}\./)]),
      );
      // Ivan has nothing to do, Pat and Quinn turned the digest off, Sam's leads have no next action due.
      for (const who of [idle, pat, quiet, sam]) expect(sink.messages.filter(digestsTo(who)), who.user.name).toEqual([]);
      // Escalation, by now two sweeps later: still the one mail.
      expect(countByMessageId(sink.messages, (m) => m.messageId === `<lead-${late.id}.escalation@site.test>`)).toEqual({ distinct: 1, copies: 1 });
    },
  );
});
