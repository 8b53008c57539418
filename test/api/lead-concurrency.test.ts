import { describe, expect, it } from 'vitest';
import type { Lead, LeadConflict, LeadDetail, LeadUpdated } from '@contract/leads';
import { createLeadsRepository, recordLeadEvent, SYSTEM_ACTOR, type LeadChangeHooks } from '../../server/repositories/leads';
import { buildTestApp } from '../helpers/app';
import { expectErrorShape, validContact } from '../helpers/fixtures';

// Decision 037: a PATCH made on a stale version answers 409 with the lead as it is; without a version, last write wins.
describe('lead versions and conflicts', async () => {
  const crm = 'https://crm.example';
  const { app, database, loginAs } = await buildTestApp({ corsOrigins: [crm] });
  const sam = await loginAs('user', { name: 'Sam Seller' });
  const alex = await loginAs('admin', { name: 'Alex Admin' });
  let made = 0;

  /** A new lead's id, as the list finds it. */
  const newLead = async () => {
    const email = `conflict-${++made}@example.com`;
    expect((await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact({ email }) })).statusCode).toBe(201);
    const rows = (
      await app.inject({ method: 'GET', url: `/api/contacts?q=${encodeURIComponent(email)}`, headers: sam.bearerHeaders })
    ).json() as Lead[];
    return rows[0]!;
  };
  const read = (id: string) => app.inject({ method: 'GET', url: `/api/contacts/${id}`, headers: sam.bearerHeaders });
  const patch = (id: string, payload: object, who = sam, headers: Record<string, string> = {}) =>
    app.inject({ method: 'PATCH', url: `/api/contacts/${id}`, headers: { ...who.bearerHeaders, ...headers }, payload });

  it('every lead answer carries the version; GET and a saved PATCH send it as a strong ETag', async () => {
    const listed = await newLead();
    expect(listed.version).toBe(1);
    const got = await read(listed._id);
    expect(got.headers.etag).toBe('"1"');
    expect((got.json() as LeadDetail).version).toBe(1);

    const saved = await patch(listed._id, { status: 'contacted' }, sam, { 'if-match': got.headers.etag as string });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ message: 'Lead updated', version: 2 });
    expect(saved.headers.etag).toBe('"2"');
    expect((await read(listed._id)).headers.etag).toBe('"2"');
  });

  it('a browser on an allowed origin can read the ETag', async () => {
    const { _id: id } = await newLead();
    const res = await app.inject({ method: 'GET', url: `/api/contacts/${id}`, headers: { ...sam.bearerHeaders, origin: crm } });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['access-control-expose-headers']).split(/,\s*/)).toContain('ETag');
  });

  it('a stale body version answers 409 with the current lead and who changed it; nothing is written', async () => {
    const { _id: id } = await newLead();
    // Alex hands the lead to Sam: it stays in Sam's scope (a lead of someone else's would be 404, decision 055).
    expect((await patch(id, { ownerId: sam.user._id, version: 1 }, alex)).statusCode).toBe(200);

    const stale = await patch(id, { nextAction: { text: 'Call', dueAt: '2026-12-24T09:00:00.000Z' }, version: 1 });
    expect(stale.statusCode).toBe(409);
    const body = stale.json() as LeadConflict;
    expect(body.current).toMatchObject({ _id: id, version: 2, ownerId: sam.user._id, ownerName: 'Sam Seller', nextAction: null });
    expect(body.current.history.map((e) => [e.kind, e.actorName])).toEqual([['owner', 'Alex Admin']]);
    expect(body.changedBy.name).toBe('Alex Admin');
    expect(Date.parse(body.changedBy.at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(body.message).toContain('Alex Admin');

    const after = (await read(id)).json() as LeadDetail;
    expect(after).toMatchObject({ version: 2, nextAction: null });
  });

  it('a stale If-Match answers 409 too', async () => {
    const { _id: id } = await newLead();
    expect((await patch(id, { status: 'qualified' }, alex, { 'if-match': '"1"' })).statusCode).toBe(200);
    const stale = await patch(id, { status: 'lost' }, sam, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(409);
    expect((stale.json() as LeadConflict).current).toMatchObject({ status: 'qualified', version: 2 });
    expect((stale.json() as LeadConflict).changedBy.name).toBe('Alex Admin');
  });

  it('without a version or If-Match the last write wins (SPEC clients), and still bumps the version', async () => {
    const { _id: id } = await newLead();
    expect((await patch(id, { status: 'contacted' }, alex)).statusCode).toBe(200);
    const blind = await patch(id, { status: 'proposal' });
    expect(blind.statusCode).toBe(200);
    expect((blind.json() as LeadUpdated).version).toBe(3);
    expect((await read(id)).json()).toMatchObject({ status: 'proposal', version: 3 });
  });

  it('If-Match * only asks that the lead exists', async () => {
    const { _id: id } = await newLead();
    expect((await patch(id, { status: 'won' }, alex)).statusCode).toBe(200);
    const any = await patch(id, { status: 'lost' }, sam, { 'if-match': '*' });
    expect(any.statusCode).toBe(200);
    expect(any.headers.etag).toBe('"3"');
    expect((await patch('00000000-0000-4000-8000-000000000000', { status: 'lost' }, sam, { 'if-match': '*' })).statusCode).toBe(404);
  });

  it('a change of nothing keeps the version; only the sent fields change', async () => {
    const { _id: id } = await newLead();
    expect((await patch(id, { ownerId: sam.user._id, version: 1 })).statusCode).toBe(200);
    const same = await patch(id, { ownerId: sam.user._id, version: 2 });
    expect(same.json()).toEqual({ message: 'Lead updated', version: 2 });
    expect((await patch(id, { nextAction: { text: 'Call', dueAt: '2026-12-01T09:00:00.000Z' }, version: 2 }, alex)).statusCode).toBe(200);
    expect((await read(id)).json()).toMatchObject({
      ownerId: sam.user._id,
      nextAction: { text: 'Call', dueAt: '2026-12-01T09:00:00.000Z' },
      version: 3,
    });
  });

  it('two saves made on one version at once: exactly one wins, the other gets 409', async () => {
    for (let round = 0; round < 3; round++) {
      const { _id: id } = await newLead();
      // Sam takes the lead while Alex moves it on; either way it stays in Sam's scope (his own or
      // unassigned, decision 055), so the loser meets the version check, never the scope's 404.
      const answers = await Promise.all([
        patch(id, { ownerId: sam.user._id, version: 1 }, sam),
        patch(id, { status: 'contacted', version: 1 }, alex),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const samWon = answers[0]!.statusCode === 200;
      const winnerName = samWon ? 'Sam Seller' : 'Alex Admin';
      const lead = (await read(id)).json() as LeadDetail;
      expect(lead).toMatchObject(
        samWon ? { version: 2, ownerName: 'Sam Seller', status: 'new' } : { version: 2, ownerName: null, status: 'contacted' },
      );
      // History credits the one who made the change, and only that change.
      expect(lead.history.map((e) => [e.kind, e.to, e.actorName])).toEqual([
        samWon ? ['owner', 'Sam Seller', 'Sam Seller'] : ['status', 'contacted', 'Alex Admin'],
      ]);
      expect((answers.find((a) => a.statusCode === 409)!.json() as LeadConflict).changedBy.name).toBe(winnerName);
    }
  });

  it('history names the person who made each change', async () => {
    const { _id: id } = await newLead();
    expect((await patch(id, { status: 'contacted', version: 1 }, sam)).statusCode).toBe(200);
    expect((await patch(id, { ownerId: sam.user._id, version: 2 }, alex)).statusCode).toBe(200);
    expect((await patch(id, { nextAction: { text: 'Call', dueAt: '2027-01-05T09:00:00.000Z' } }, sam)).statusCode).toBe(200);
    const lead = (await read(id)).json() as LeadDetail;
    expect(lead.history.map((e) => [e.kind, e.actorName])).toEqual([
      ['status', 'Sam Seller'],
      ['owner', 'Alex Admin'],
      ['next-action', 'Sam Seller'],
    ]);
    expect(lead.version).toBe(4);
  });

  it.each([
    ['a weak tag', 'If-Match', { 'if-match': 'W/"1"' }, {}],
    ['not a tag', 'If-Match', { 'if-match': '1' }, {}],
    ['an empty If-Match', 'If-Match', { 'if-match': '' }, {}],
    ['If-Match and version disagreeing', 'version', { 'if-match': '"1"' }, { version: 2 }],
    ['a version that is not a number', 'version', {}, { version: 'one' }],
    ['a version of 0', 'version', {}, { version: 0 }],
  ])('%s answers 400 naming %s', async (_case, field, headers, extra) => {
    const { _id: id } = await newLead();
    const res = await patch(id, { status: 'contacted', ...extra }, sam, headers);
    expect(res.statusCode, res.body).toBe(400);
    expect(expectErrorShape(res).errors?.[0]?.field).toBe(field);
    expect((await read(id)).json()).toMatchObject({ status: 'new', version: 1 });
  });
  it('value is a staff field: a new version, a "value" history line by its author; the same value changes nothing', async () => {
    const { _id: id } = await newLead();
    const set = await patch(id, { value: 25_000, version: 1 }, alex);
    expect(set.json()).toEqual({ message: 'Lead updated', version: 2 });
    expect((await patch(id, { value: 25_000, version: 2 })).json()).toEqual({ message: 'Lead updated', version: 2 });
    expect((await patch(id, { value: null, version: 2 })).statusCode).toBe(200);
    const lead = (await read(id)).json() as LeadDetail;
    expect(lead).toMatchObject({ value: null, version: 3, status: 'new', updatedByName: 'Sam Seller' });
    expect(lead.history.map((e) => [e.kind, e.from, e.to, e.actorName])).toEqual([
      ['value', '', '25000', 'Alex Admin'],
      ['value', '25000', '', 'Sam Seller'],
    ]);
    // A stale version guards value as it guards the others.
    expect((await patch(id, { value: 1, version: 2 })).statusCode).toBe(409);
  });

  it.each([
    ['a negative value', { value: -1 }],
    ['a fraction', { value: 12.5 }],
    ['a value as text', { value: '100' }],
    ['a value past a trillion', { value: 1_000_000_000_001 }],
  ])('%s answers 400 naming value', async (_case, payload) => {
    const { _id: id } = await newLead();
    const res = await patch(id, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(expectErrorShape(res).errors?.[0]?.field).toBe('value');
  });

  it('the first move out of "new" is the first response, stamped once with its author; to spam it is not', async () => {
    const { _id: id } = await newLead();
    expect(((await read(id)).json() as LeadDetail).firstResponseAt).toBeNull();
    expect((await patch(id, { ownerId: sam.user._id })).statusCode).toBe(200);
    expect(((await read(id)).json() as LeadDetail).firstResponseAt).toBeNull();
    expect((await patch(id, { status: 'contacted' }, alex)).statusCode).toBe(200);
    const first = (await read(id)).json() as LeadDetail;
    expect(first).toMatchObject({ firstResponseByName: 'Alex Admin', version: 3 });
    expect(Date.parse(first.firstResponseAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await patch(id, { status: 'new' })).statusCode).toBe(200);
    expect((await patch(id, { status: 'qualified' })).statusCode).toBe(200);
    expect((await read(id)).json()).toMatchObject({ firstResponseAt: first.firstResponseAt, firstResponseByName: 'Alex Admin' });

    const { _id: junk } = await newLead();
    expect((await patch(junk, { status: 'spam' })).statusCode).toBe(200);
    expect((await read(junk)).json()).toMatchObject({ status: 'spam', firstResponseAt: null, firstResponseByName: '' });
  });

  it('a lead given to someone else calls ownerChanged once in the transaction, keyed by the history line; not for oneself', async () => {
    const calls: Parameters<LeadChangeHooks['ownerChanged']>[1][] = [];
    const repo = createLeadsRepository(database.db, undefined, { ownerChanged: async (_tx, change) => void calls.push(change) });
    const { _id: id } = await newLead();
    const by = { id: alex.user._id, name: 'Alex Admin' };
    await repo.update(id, { ownerId: sam.user._id }, by);
    await repo.update(id, { ownerId: sam.user._id }, by);
    await repo.update(id, { ownerId: alex.user._id }, by);
    await repo.update(id, { ownerId: null }, by);
    expect(await repo.update(id, { ownerId: sam.user._id }, by, { expectedVersion: 1 })).toMatchObject({ status: 'conflict' });
    const history = (await repo.get(id))!.history.filter((h) => h.kind === 'owner');
    expect(calls).toEqual([{ leadIds: [id], ownerId: sam.user._id, actor: by, key: history[0]!.id }]);
    // A hook that fails undoes the change it was told about.
    const failing = createLeadsRepository(database.db, undefined, {
      ownerChanged: async () => {
        throw new Error('queue down');
      },
    });
    await expect(failing.update(id, { ownerId: sam.user._id }, by)).rejects.toThrow('queue down');
    expect((await read(id)).json()).toMatchObject({ ownerId: null, version: 4 });
  });

  it('history never shows an empty name: jobs write as System', async () => {
    const { _id: id } = await newLead();
    await recordLeadEvent(database.db, id, 'escalation', { to: 'no answer for 24 hours' }, SYSTEM_ACTOR);
    await recordLeadEvent(database.db, id, 'email', { to: 'unnamed' }, { id: null, name: '' });
    const lead = (await read(id)).json() as LeadDetail;
    expect(lead.history.map((e) => [e.kind, e.actorName])).toEqual([
      ['escalation', 'System'],
      ['email', 'System'],
    ]);
  });
});
