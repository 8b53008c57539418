import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MergeUndone, Person, PersonDetail, PersonMerge } from '@contract/people';
import { rowsOf } from '../../server/db/rows';
import { leads, people, personMerges } from '../../server/db/schema/index';
import { buildTestApp, type Session } from '../helpers/app';
import { expectErrorShape, validContact } from '../helpers/fixtures';

/** Merging two people and undoing it (decision 130). */
describe('merging people', async () => {
  const { app, database, loginAs } = await buildTestApp();
  const [admin, manager, sales] = await Promise.all([loginAs('admin'), loginAs('sales_manager'), loginAs('sales')]);
  const db = database.db;
  let n = 0;

  /** A lead sent through the form; answers its id and person. */
  async function enquiry(email: string, fields: { name?: string; phone?: string; company?: string } = {}) {
    const name = fields.name ?? `Sender ${++n}`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: { ...validContact({ email, name, phone: fields.phone ?? '+1 555 123 4567' }), ...(fields.company ? { company: fields.company } : {}) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await db.select({ id: leads.id, personId: leads.personId, companyId: leads.companyId }).from(leads).where(eq(leads.name, name));
    return row!;
  }
  const merge = (who: Session, id: string, intoId: string) =>
    app.inject({ method: 'POST', url: `/api/people/${id}/merge`, headers: who.bearerHeaders, payload: { intoId } });
  const undo = (who: Session, mergeId: string) =>
    app.inject({ method: 'POST', url: `/api/people/merges/${mergeId}/undo`, headers: who.bearerHeaders });
  const person = async (id: string, who: Session = admin) => {
    const res = await app.inject({ method: 'GET', url: `/api/people/${id}`, headers: who.bearerHeaders });
    return { status: res.statusCode, body: res.json() as PersonDetail };
  };
  const personRow = async (id: string) => (await db.select().from(people).where(eq(people.id, id)))[0];
  const leadOwners = async (ids: string[]) =>
    Object.fromEntries(
      (await db.select({ id: leads.id, personId: leads.personId }).from(leads).where(inArray(leads.id, ids))).map((r) => [r.id, r.personId]),
    );
  const audits = async (action: string, targetId: string) =>
    rowsOf<{ actor_id: string; details: Record<string, unknown> }>(
      await db.execute(sql`select actor_id, details from audit_events where action = ${action} and target_id = ${targetId} order by at`),
    );

  it('moves every lead to the survivor, who keeps their fields and company and takes the empty ones; the merged person points there', async () => {
    // Old: a personal address with a phone; new: the work address, no name or phone on the person row.
    const old1 = await enquiry('grace@oldmail.example', { name: 'Grace Old', phone: '+44 20 7946 0958', company: 'Old Ltd' });
    const old2 = await enquiry('Grace@OldMail.example', { name: 'Grace Old Again' });
    const work = await enquiry('grace@navy.example', { name: 'Grace Navy', company: 'US Navy' });
    await db.update(people).set({ phone: '' }).where(eq(people.id, work.personId));

    const res = await merge(manager, old1.personId, work.personId);
    expect(res.statusCode, res.body).toBe(201);
    const done = res.json() as PersonMerge;
    expect(done).toMatchObject({ personId: old1.personId, intoId: work.personId, leadsMoved: 2 });
    expect(Date.parse(done.undoUntil) - Date.parse(done.mergedAt)).toBe(30 * 86_400_000);
    expect(await leadOwners([old1.id, old2.id, work.id])).toEqual({ [old1.id]: work.personId, [old2.id]: work.personId, [work.id]: work.personId });

    const survivor = await personRow(work.personId);
    // Name and company kept (two companies: the survivor's stays); the empty phone filled from the merged person.
    expect(survivor).toMatchObject({ name: 'Grace Navy', phone: '+44 20 7946 0958', companyId: work.companyId, mergedInto: null });
    const merged = await personRow(old1.personId);
    expect(merged).toMatchObject({ email: 'grace@oldmail.example', mergedInto: work.personId, mergedBy: manager.user._id });
    expect(merged!.mergedAt).toBeInstanceOf(Date);
    // Each lead keeps the company of the address it was sent from.
    expect((await db.select({ c: leads.companyId }).from(leads).where(eq(leads.id, old1.id)))[0]!.c).toBe(old1.companyId);

    const [entry] = await audits('person.merged', old1.personId);
    expect(entry).toMatchObject({ actor_id: manager.user._id, details: { mergeId: done.mergeId, intoId: work.personId, leads: 2 } });

    // The merged person answers 200 with where they went, no leads; the survivor lists them.
    const gone = await person(old1.personId);
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({ leads: 0, leadList: [], timeline: [], mergedFrom: [] });
    expect(gone.body.mergedInto).toMatchObject({ _id: work.personId, email: 'grace@navy.example', mergeId: done.mergeId, undoUntil: done.undoUntil });
    const kept = await person(work.personId);
    expect(kept.body.mergedInto).toBeNull();
    expect(kept.body.leadList.map((l) => l._id).sort()).toEqual([old1.id, old2.id, work.id].sort());
    expect(kept.body.mergedFrom).toEqual([
      expect.objectContaining({ _id: old1.personId, email: 'grace@oldmail.example', phone: '+44 20 7946 0958', mergeId: done.mergeId }),
    ]);

    // The list leaves merged people out.
    const listed = (await app.inject({ method: 'GET', url: '/api/people?q=grace', headers: admin.bearerHeaders })).json() as Person[];
    expect(listed.map((p) => p.email)).toEqual(['grace@navy.example']);
    // The merged address and name find the survivor: staff search by what the client wrote from.
    for (const q of ['oldmail.example', 'Grace Old', 'grace@o']) {
      const found = (
        await app.inject({ method: 'GET', url: `/api/people?q=${encodeURIComponent(q)}`, headers: admin.bearerHeaders })
      ).json() as Person[];
      expect(
        found.map((p) => p.email),
        q,
      ).toEqual(['grace@navy.example']);
    }
  });

  it('a later enquiry from the merged address goes to the survivor', async () => {
    const [old] = await db.select().from(people).where(eq(people.email, 'grace@oldmail.example'));
    const later = await enquiry(' GRACE@oldmail.example ', { name: 'Grace Later' });
    expect(later.personId).toBe(old!.mergedInto);
    expect(await db.select({ id: people.id }).from(people).where(eq(people.email, 'grace@oldmail.example'))).toHaveLength(1);
  });

  it('undo within 30 days moves back exactly the moved leads and empties the filled fields; later leads stay; a second undo is 409', async () => {
    const [old] = await db.select().from(people).where(eq(people.email, 'grace@oldmail.example'));
    const [record] = await db.select().from(personMerges).where(eq(personMerges.personId, old!.id));
    const later = (await db.select({ id: leads.id }).from(leads).where(eq(leads.name, 'Grace Later')))[0]!.id;

    const res = await undo(admin, record!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json() as MergeUndone).toMatchObject({ message: 'Merge undone', mergeId: record!.id, leadsRestored: 2 });
    const owners = await leadOwners([...record!.leadIds, later]);
    for (const id of record!.leadIds) expect(owners[id]).toBe(old!.id);
    expect(owners[later]).toBe(record!.intoId);
    expect(await personRow(old!.id)).toMatchObject({ mergedInto: null, mergedAt: null, mergedBy: null });
    expect(await personRow(record!.intoId)).toMatchObject({ name: 'Grace Navy', phone: '' });
    expect(await audits('person.merge_undone', old!.id)).toEqual([
      expect.objectContaining({ actor_id: admin.user._id, details: expect.objectContaining({ mergeId: record!.id, leads: 2 }) }),
    ]);
    // In use again: listed, and their own address is theirs again.
    expect((await person(old!.id)).body).toMatchObject({ mergedInto: null, leads: 2 });
    expect((await enquiry('grace@oldmail.example', { name: 'Grace After Undo' })).personId).toBe(old!.id);

    const again = await undo(admin, record!.id);
    expect(again.statusCode).toBe(409);
    expect(expectErrorShape(again).message).toMatch(/already undone/);
  });

  it('an undo after 30 days is 409 with the date; an unknown merge is 404', async () => {
    const a = await enquiry('late-a@expired.example');
    const b = await enquiry('late-b@expired.example');
    const done = (await merge(admin, a.personId, b.personId)).json() as PersonMerge;
    await db.execute(sql`update person_merges set merged_at = now() - interval '30 days 1 minute' where id = ${done.mergeId}`);
    const res = await undo(admin, done.mergeId);
    expect(res.statusCode).toBe(409);
    expect(expectErrorShape(res).message).toMatch(/can be undone for 30 days; this one was made on \d{4}-\d{2}-\d{2}/);
    expect(await leadOwners([a.id])).toEqual({ [a.id]: b.personId });
    // A day inside the window still undoes.
    await db.execute(sql`update person_merges set merged_at = now() - interval '29 days' where id = ${done.mergeId}`);
    expect((await undo(admin, done.mergeId)).statusCode).toBe(200);
    expect((await undo(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await undo(admin, 'nope')).statusCode).toBe(404);
  });

  it('refuses a merge into itself, into a merged or erased person, of a merged person, and for roles without leads.all', async () => {
    const a = await enquiry('guard-a@guard.example');
    const b = await enquiry('guard-b@guard.example');
    const c = await enquiry('guard-c@guard.example');
    const field = async (res: Awaited<ReturnType<typeof merge>>, status: number, name: string) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(expectErrorShape(res).errors?.map((e) => e.field)).toContain(name);
    };
    await field(await merge(admin, a.personId, a.personId), 400, 'intoId');
    await field(await merge(admin, a.personId, 'not-a-uuid'), 400, 'intoId');
    await field(await merge(admin, a.personId, '00000000-0000-4000-8000-000000000000'), 400, 'intoId');
    expect((await merge(admin, b.personId, c.personId)).statusCode).toBe(201);
    await field(await merge(admin, a.personId, b.personId), 409, 'intoId');
    await field(await merge(admin, b.personId, a.personId), 409, 'id');
    expect((await merge(admin, '00000000-0000-4000-8000-000000000000', a.personId)).statusCode).toBe(404);
    // An erased person is no one to merge into.
    await app.inject({ method: 'POST', url: '/api/admin/erasures', headers: admin.bearerHeaders, payload: { email: 'guard-c@guard.example' } });
    await field(await merge(admin, a.personId, c.personId), 400, 'intoId');
    const refused = await merge(sales, a.personId, c.personId);
    expect(refused.statusCode).toBe(403);
    expect(expectErrorShape(refused).message).toMatch(/administrators and sales managers/);
    expect((await undo(sales, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(403);
  });

  it('concurrent merges of one person: one wins, the others answer 409, and every lead is in one place', async () => {
    const a = await enquiry('race-a@race.example');
    const others = await Promise.all([enquiry('race-b@race.example'), enquiry('race-c@race.example'), enquiry('race-d@race.example')]);
    const results = await Promise.all(others.map((o) => merge(admin, a.personId, o.personId)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const winner = others[results.findIndex((r) => r.statusCode === 201)]!;
    expect(await leadOwners([a.id])).toEqual({ [a.id]: winner.personId });
    expect(await db.select().from(personMerges).where(eq(personMerges.personId, a.personId))).toHaveLength(1);

    // Two people into each other at once: one merge happens, never both (no cycle).
    const x = await enquiry('race-x@race.example');
    const y = await enquiry('race-y@race.example');
    const both = await Promise.all([merge(admin, x.personId, y.personId), merge(admin, y.personId, x.personId)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await db
      .select({ id: people.id, into: people.mergedInto })
      .from(people)
      .where(inArray(people.id, [x.personId, y.personId]));
    expect(rows.filter((r) => r.into !== null)).toHaveLength(1);

    // Two undos at once: one does it.
    const mergeId = (results.find((r) => r.statusCode === 201)!.json() as PersonMerge).mergeId;
    const undos = await Promise.all([undo(admin, mergeId), undo(manager, mergeId)]);
    expect(undos.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await leadOwners([a.id])).toEqual({ [a.id]: a.personId });
  });

  it('enquiries from the merged address sent during the merge all end with the survivor (the trigger waits for the merge)', async () => {
    for (let round = 0; round < 4; round++) {
      const a = await enquiry(`during-a${round}@during.example`);
      const b = await enquiry(`during-b${round}@during.example`);
      const send = (i: number) =>
        app.inject({
          method: 'POST',
          url: '/api/contacts',
          payload: validContact({ email: `during-a${round}@during.example`, name: `During ${round}.${i}` }),
        });
      const results = await Promise.all([send(0), merge(admin, a.personId, b.personId), send(1), send(2)]);
      expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    }
    const stranded = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from contacts c join people p on p.id = c.person_id where p.merged_into is not null`),
    );
    expect(stranded).toEqual([{ n: 0 }]);
  });

  it('a chain A → B → C: the address of A reaches C, A points at C, and A → B is undone only after B → C', async () => {
    const a = await enquiry('chain-a@chain.example');
    const b = await enquiry('chain-b@chain.example');
    const c = await enquiry('chain-c@chain.example');
    const ab = (await merge(admin, a.personId, b.personId)).json() as PersonMerge;
    const bc = (await merge(admin, b.personId, c.personId)).json() as PersonMerge;
    expect(bc.leadsMoved).toBe(2);
    expect((await enquiry('chain-a@chain.example')).personId).toBe(c.personId);
    expect((await person(a.personId)).body.mergedInto).toMatchObject({ _id: c.personId, mergeId: ab.mergeId });
    const blocked = await undo(admin, ab.mergeId);
    expect(blocked.statusCode).toBe(409);
    expect(expectErrorShape(blocked).message).toMatch(/undo that merge first/);
    expect((await undo(admin, bc.mergeId)).statusCode).toBe(200);
    expect((await undo(admin, ab.mergeId)).statusCode).toBe(200);
    expect(await leadOwners([a.id, b.id, c.id])).toEqual({ [a.id]: a.personId, [b.id]: b.personId, [c.id]: c.personId });
  });

  it('a scoped viewer sees a merged person only when they may see the survivor', async () => {
    const a = await enquiry('scope-a@scope.example');
    const b = await enquiry('scope-b@scope.example');
    await merge(admin, a.personId, b.personId);
    // Unassigned: in the salesperson's scope.
    expect((await person(a.personId, sales)).body.mergedInto).toMatchObject({ _id: b.personId });
    await db.update(leads).set({ ownerId: manager.user._id }).where(eq(leads.personId, b.personId));
    expect((await person(a.personId, sales)).status).toBe(404);
  });

  it('erasing the survivor erases the merged person, the leads that were theirs and the merge; so does the old address', async () => {
    const a = await enquiry('erase-a@erase.example');
    const b = await enquiry('erase-b@erase.example');
    const done = (await merge(admin, a.personId, b.personId)).json() as PersonMerge;
    const erased = await app.inject({
      method: 'POST',
      url: '/api/admin/erasures',
      headers: admin.bearerHeaders,
      payload: { email: 'erase-b@erase.example' },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toMatchObject({ contacts: 2 });
    expect(
      await db
        .select()
        .from(leads)
        .where(inArray(leads.id, [a.id, b.id])),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(people)
        .where(inArray(people.id, [a.personId, b.personId])),
    ).toEqual([]);
    expect(await db.select().from(personMerges).where(eq(personMerges.id, done.mergeId))).toEqual([]);

    const c = await enquiry('erase-c@erase.example');
    const d = await enquiry('erase-d@erase.example');
    await merge(admin, c.personId, d.personId);
    const byOld = await app.inject({
      method: 'POST',
      url: '/api/admin/erasures',
      headers: admin.bearerHeaders,
      payload: { email: 'erase-c@erase.example' },
    });
    expect(byOld.json()).toMatchObject({ contacts: 2 });
    expect(
      await db
        .select()
        .from(people)
        .where(inArray(people.id, [c.personId, d.personId])),
    ).toEqual([]);
  });
});
