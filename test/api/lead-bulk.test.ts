import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { BULK_MAX_IDS, type Lead, type LeadDetail, type LeadStatus } from '@contract/leads';
import { rowsOf } from '../../server/db/rows';
import { buildTestApp, type Session } from '../helpers/app';
import { expectErrorShape, validContact } from '../helpers/fixtures';
import { startSmtpSink } from '../helpers/smtp-sink';

const SITE = 'http://site.test:3000';

describe('bulk actions on leads (decision 039)', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const { app, database, loginAs } = await buildTestApp(
    { siteUrl: SITE },
    { mail: { smtpUrl: sink.url, from: 'Site <site@example.com>', notify: ['sales@example.com'], autoReply: false, siteUrl: SITE } },
  );
  const sam = await loginAs('user', { name: 'Sam Staff' });
  const kim = await loginAs('user', { name: 'Kim Keller' });
  const ana = await loginAs('admin', { name: 'Ana Admin' });

  /** Leads named `<tag> 1…n` (a tag per test keeps the tests apart), answered as their ids in that order. */
  const seed = async (tag: string, n: number, set: { status?: LeadStatus; owner?: Session } = {}) => {
    for (let i = 1; i <= n; i++) {
      await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact({ name: `${tag} ${i}`, email: `${tag}${i}@example.com` }) });
    }
    const rows = rowsOf<{ id: string; name: string }>(
      await database.db.execute(sql`update contacts set status = ${set.status ?? 'new'}, owner_id = ${set.owner?.user._id ?? null}::uuid
        where name like ${`${tag} %`} returning id, name`),
    );
    return rows.sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true })).map((r) => r.id);
  };
  const bulk = (payload: object, me: Session = sam) => app.inject({ method: 'POST', url: '/api/contacts/bulk', headers: me.bearerHeaders, payload });
  const lead = async (id: string) =>
    // Read as the admin: others' leads are out of a user's scope (decision 055).
    (await app.inject({ method: 'GET', url: `/api/contacts/${id}`, headers: ana.bearerHeaders })).json() as LeadDetail;
  const auditOf = async (action: string) =>
    rowsOf<{ actor_id: string; target_type: string; details: Record<string, unknown> }>(
      await database.db.execute(sql`select actor_id, target_type, details from audit_events where action = ${action} order by at`),
    );

  it('status: one history row per changed lead naming the actor, a new version, the first response; unchanged leads untouched', async () => {
    const ids = await seed('status', 3);
    const [already] = await seed('statusdone', 1, { status: 'contacted' });
    const res = await bulk({ ids: [...ids, already], action: 'status', value: 'contacted' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ count: 3, message: '3 leads moved to Contacted' });
    for (const id of ids) {
      const l = await lead(id);
      expect(l.status).toBe('contacted');
      expect(l.version).toBe(2);
      expect(l.updatedByName).toBe('Sam Staff');
      expect(l.firstResponseAt).not.toBeNull();
      expect(l.history.map((e) => [e.kind, e.from, e.to, e.actorName])).toEqual([['status', 'new', 'contacted', 'Sam Staff']]);
    }
    const untouched = await lead(already!);
    expect(untouched.version).toBe(1);
    expect(untouched.history).toEqual([]);
    // A change made on the old version now conflicts.
    const stale = await app.inject({
      method: 'PATCH',
      url: `/api/contacts/${ids[0]}`,
      headers: kim.bearerHeaders,
      payload: { status: 'won', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    const [entry] = await auditOf('leads.bulk_status');
    expect(entry).toMatchObject({ actor_id: sam.user._id, target_type: 'lead', details: { count: 3 } });
    expect(String(entry!.details.ids).split(',')).toHaveLength(4);
  });

  it('assign by filter: the owner and a history row with both names; to nobody; an unknown user changes nothing', async () => {
    const ids = await seed('assign', 2);
    await seed('assignkim', 1, { owner: kim });
    // Assigning to a colleague is for admins (decision 055).
    const res = await bulk({ filter: { q: 'assign' }, action: 'assign', value: kim.user._id }, ana);
    expect(res.json()).toEqual({ count: 2, message: '2 leads assigned to Kim Keller' });
    expect((await lead(ids[0]!)).history.map((e) => [e.kind, e.from, e.to, e.actorName])).toEqual([['owner', '', 'Kim Keller', 'Ana Admin']]);
    // Kim is told once for the whole operation, not once per lead.
    const toKim = (m: { messageId?: string; to?: unknown }) =>
      String(m.messageId).startsWith('<lead-assign-') && JSON.stringify(m.to).includes(kim.user.email);
    expect(await sink.waitFor(1, toKim, 15_000)).toHaveLength(1);

    const ghost = await bulk({ filter: { q: 'assign' }, action: 'assign', value: randomUUID() }, ana);
    expect(ghost.statusCode).toBe(400);
    expect(expectErrorShape(ghost).errors?.[0]?.field).toBe('value');
    expect((await lead(ids[0]!)).ownerId).toBe(kim.user._id);

    const none = await bulk({ ids, action: 'assign', value: null }, ana);
    expect(none.json()).toEqual({ count: 2, message: '2 leads unassigned' });
    expect((await lead(ids[1]!)).history.at(-1)).toMatchObject({ kind: 'owner', from: 'Kim Keller', to: '' });
    expect(await auditOf('leads.bulk_assign')).toHaveLength(2);
    await new Promise((r) => setTimeout(r, 500));
    expect(sink.messages.filter(toKim)).toHaveLength(1);
  });

  it("filter mode evaluates the list's filter when it runs, view=mine included", async () => {
    const mine = await seed('mineview', 2, { owner: sam });
    const kims = await seed('mineview-kim', 1, { owner: kim });
    const res = await bulk({ filter: { view: 'mine', q: 'mineview' }, action: 'status', value: 'qualified' });
    expect(res.json()).toMatchObject({ count: 2 });
    expect((await Promise.all(mine.map(lead))).map((l) => l.status)).toEqual(['qualified', 'qualified']);
    expect((await lead(kims[0]!)).status).toBe('new');
  });

  it('spam: the leads move to the Spam tab, each with its history line', async () => {
    const ids = await seed('spammy', 2);
    expect((await bulk({ ids, action: 'spam' })).json()).toEqual({ count: 2, message: '2 leads marked as spam' });
    const listed = (await app.inject({ method: 'GET', url: '/api/contacts?status=spam&q=spammy', headers: sam.bearerHeaders })).json() as Lead[];
    expect(listed).toHaveLength(2);
    expect((await lead(ids[0]!)).history.map((e) => [e.kind, e.from, e.to, e.actorName])).toEqual([['status', 'new', 'spam', 'Sam Staff']]);
  });

  it('restore: quarantined leads go back to new, history says so, and staff get the new-lead mail they never had, once', async () => {
    // Quarantined on arrival (the honeypot filled): nobody was told about them.
    for (const i of [1, 2]) {
      const payload = { ...validContact({ name: `held ${i}`, email: `held${i}@example.com` }), website: 'http://bot.example' };
      expect((await app.inject({ method: 'POST', url: '/api/contacts', payload })).statusCode).toBe(201);
    }
    const held = (await app.inject({ method: 'GET', url: '/api/contacts?status=spam&q=held', headers: sam.bearerHeaders })).json() as Lead[];
    const ids = held.map((l) => l._id);
    expect(ids).toHaveLength(2);
    const staffMail = (id: string) => (m: { messageId?: string }) => m.messageId === `<lead-${id}.staff@site.test>`;
    // Restore touches only spam: a lead that is not spam is left as it is.
    const [other] = await seed('notspam', 1, { status: 'won' });
    const res = await bulk({ ids: [...ids, other], action: 'restore' });
    expect(res.json()).toEqual({ count: 2, message: '2 leads restored from spam' });
    const restored = await lead(ids[0]!);
    expect(restored.status).toBe('new');
    expect(restored.history.map((e) => [e.kind, e.from, e.to])).toEqual([
      ['status', 'spam', 'new'],
      ['email', '', 'new lead notification'],
    ]);
    expect((await lead(other!)).status).toBe('won');
    for (const id of ids) expect(await sink.waitFor(1, staffMail(id), 15_000)).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 500));
    for (const id of ids) expect(sink.messages.filter(staffMail(id))).toHaveLength(1);
  });

  it('delete: staff are refused (403, audited, nothing deleted); an admin deletes, notes and history go too, audited apart from the GDPR erase', async () => {
    const ids = await seed('gone', 2);
    await app.inject({ method: 'POST', url: `/api/contacts/${ids[0]}/notes`, headers: sam.bearerHeaders, payload: { text: 'Note' } });
    const refused = await bulk({ ids, action: 'delete' });
    expect(refused.statusCode).toBe(403);
    expectErrorShape(refused);
    expect(await auditOf('access.denied')).toContainEqual(expect.objectContaining({ actor_id: sam.user._id }));
    expect((await lead(ids[0]!)).name).toBe('gone 1');

    const res = await bulk({ ids, action: 'delete' }, ana);
    expect(res.json()).toEqual({ count: 2, message: '2 leads deleted' });
    expect((await app.inject({ method: 'GET', url: `/api/contacts/${ids[0]}`, headers: sam.bearerHeaders })).statusCode).toBe(404);
    const [left] = rowsOf(
      await database.db.execute(sql`select
      (select count(*)::int from lead_notes where contact_id = ${ids[0]}::uuid) as notes,
      (select count(*)::int from lead_history where contact_id = ${ids[0]}::uuid) as history,
      (select count(*)::int from lead_search where contact_id = ${ids[0]}::uuid) as search`),
    );
    expect(left).toEqual({ notes: 0, history: 0, search: 0 });
    expect(await auditOf('leads.deleted')).toEqual([expect.objectContaining({ actor_id: ana.user._id, details: { count: 2, ids: ids.join(',') } })]);
    expect(await auditOf('person.erased')).toEqual([]);
  });

  it('"Empty spam" is a delete of the spam filter: the counts follow', async () => {
    await seed('junk', 3, { status: 'spam' });
    const before = (await app.inject({ method: 'GET', url: '/api/contacts/status-counts', headers: ana.bearerHeaders })).json() as Record<
      string,
      number
    >;
    expect(before.spam).toBeGreaterThanOrEqual(3);
    const res = await bulk({ filter: { status: 'spam' }, action: 'delete' }, ana);
    expect(res.json()).toMatchObject({ count: before.spam });
    const after = (await app.inject({ method: 'GET', url: '/api/contacts/status-counts', headers: ana.bearerHeaders })).json() as Record<
      string,
      number
    >;
    expect(after).toEqual({ ...before, spam: 0 });
    expect(((await app.inject({ method: 'GET', url: '/api/stats', headers: ana.bearerHeaders })).json() as { spam: number }).spam).toBe(0);
    expect((await auditOf('leads.deleted')).at(-1)).toMatchObject({ details: { count: before.spam, filter: 'status=spam' } });
  });

  it('bad requests are a 400 naming the field, and change nothing', async () => {
    const [id] = await seed('badreq', 1);
    const cases: [object, string][] = [
      [{ action: 'status', value: 'won' }, 'ids'],
      [{ ids: [id], filter: {}, action: 'status', value: 'won' }, 'ids'],
      [{ ids: [id], action: 'archive' }, 'action'],
      [{ ids: [id], action: 'status', value: 'spam' }, 'value'],
      [{ ids: [id], action: 'status' }, 'value'],
      [{ ids: [id], action: 'spam', value: 'x' }, 'value'],
      [{ ids: ['nope'], action: 'spam' }, 'ids.0'],
      [{ ids: Array.from({ length: BULK_MAX_IDS + 1 }, () => randomUUID()), action: 'spam' }, 'ids'],
      [{ filter: { due: 'someday' }, action: 'spam' }, 'filter.due'],
    ];
    for (const [payload, field] of cases) {
      const res = await bulk(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(expectErrorShape(res).errors?.map((e) => e.field)).toContain(field);
    }
    expect((await lead(id!)).version).toBe(1);
    expect((await bulk({ ids: [id], action: 'status', value: 'won' })).statusCode).toBe(200);
  });
});

describe('bulk limits', async () => {
  const { app, database, loginAs } = await buildTestApp();
  const ana = await loginAs('admin');

  it('a filter matching more than 50,000 leads is refused with the count, and nothing changes', async () => {
    // Without their search documents (not read here): the trigram index would make this insert slow.
    await database.db.execute(sql`alter table contacts disable trigger lead_search_insert`);
    // One person for all (decision 125): a lead given its person_id skips the trigger that finds or makes one per row.
    const [person] = rowsOf<{ id: string }>(await database.db.execute(sql`insert into people (email) values ('many@example.com') returning id`));
    // In parts: each statement stays within the PostgreSQL pool's statement timeout.
    for (let from = 1; from <= 50_001; from += 10_000) {
      await database.db.execute(sql`insert into contacts (name, email, phone, service, budget, person_id)
        select 'Many ' || i, 'many' || i || '@example.com', '+1 5550100', 'Web Scraping', '$0 - $500', ${person!.id}::uuid
        from generate_series(${from}::int, ${Math.min(from + 9_999, 50_001)}::int) as i`);
    }
    await database.db.execute(sql`alter table contacts enable trigger lead_search_insert`);
    const res = await app.inject({
      method: 'POST',
      url: '/api/contacts/bulk',
      headers: ana.bearerHeaders,
      payload: { filter: { service: 'Web Scraping' }, action: 'status', value: 'lost' },
    });
    expect(res.statusCode).toBe(400);
    const body = expectErrorShape(res);
    expect(body.message).toBe('Narrow the filter (50,001 leads match; at most 50,000)');
    expect(body.errors?.[0]?.field).toBe('filter');
    const [row] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from contacts where status = 'lost'`));
    expect(row!.n).toBe(0);
  }, 60_000);
});
