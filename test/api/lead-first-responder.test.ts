import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Sources } from '@contract/leads';
import { leads, users } from '../../server/db/schema/index';
import { buildTestApp, type Session } from '../helpers/app';
import { validContact } from '../helpers/fixtures';
import { startSmtpSink } from '../helpers/smtp-sink';

const SITE = 'http://site.test:3000';
const HOUR = 3600;

// Decision 124 (issue 46 point 5): the first response is credited to the person who gave it, not to
// whoever owns the lead later; a later answer, by the new owner or anyone, changes nothing.
describe('who gave the first response', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const { app, database, loginAs } = await buildTestApp(
    { siteUrl: SITE },
    { mail: { smtpUrl: sink.url, from: 'Site <no-reply@site.test>', notify: [], autoReply: false, siteUrl: SITE } },
  );
  const ann = await loginAs('user', { name: 'Ann Able', email: 'ann@site.test' });
  const ben = await loginAs('user', { name: 'Ben Baker', email: 'ben@site.test' });
  const ada = await loginAs('admin', { name: 'Ada Admin' });
  let made = 0;

  /** A lead sent through the form, `hoursAgo` old, owned by `owner`. */
  const newLead = async (owner: Session, hoursAgo: number) => {
    const email = `first-${++made}@visitor.test`;
    expect((await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact({ email }) })).statusCode).toBe(201);
    const [row] = await database.db
      .update(leads)
      .set({ ownerId: owner.user._id, createdAt: sql`now() - (${hoursAgo} * interval '1 hour')` })
      .where(eq(leads.email, email))
      .returning({ id: leads.id });
    return row!.id;
  };
  const reply = async (id: string, who: Session) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/contacts/${id}/emails`,
      headers: who.bearerHeaders,
      payload: { subject: 'Hello', text: 'Hi' },
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  const patch = async (id: string, payload: object, who: Session) => {
    const res = await app.inject({ method: 'PATCH', url: `/api/contacts/${id}`, headers: who.bearerHeaders, payload });
    expect(res.statusCode, res.body).toBe(200);
  };
  const bulk = async (payload: object, who: Session) => {
    const res = await app.inject({ method: 'POST', url: '/api/contacts/bulk', headers: who.bearerHeaders, payload });
    expect(res.statusCode, res.body).toBe(200);
  };
  const stamp = async (id: string) => {
    const [row] = await database.db
      .select({ at: leads.firstResponseAt, by: leads.firstResponseById, name: leads.firstResponseByName, owner: leads.ownerId })
      .from(leads)
      .where(eq(leads.id, id));
    return row!;
  };
  const speed = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/contacts/sources?days=30', headers: ada.bearerHeaders });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Sources).speedByResponder;
  };
  const row = (rows: Sources['speedByResponder'], key: string) => rows.find((r) => r.key === key);

  it('A replies first, the lead goes to B: A keeps the response time, B replying later changes nothing', async () => {
    const id = await newLead(ann, 2);
    await reply(id, ann);
    const first = await stamp(id);
    expect(first).toMatchObject({ by: ann.user._id, name: 'Ann Able' });
    await patch(id, { ownerId: ben.user._id }, ada);
    await reply(id, ben);
    await patch(id, { status: 'contacted' }, ben);
    expect(await stamp(id)).toEqual({ ...first, owner: ben.user._id });

    const rows = await speed();
    const credited = row(rows, 'Ann Able');
    expect(credited).toMatchObject({ answered: 1, waiting: 0 });
    // About two hours: the lead is two hours old when Ann answers (a few seconds of slack for a slow machine).
    expect(credited!.medianSeconds).toBeGreaterThanOrEqual(2 * HOUR);
    expect(credited!.medianSeconds).toBeLessThan(2 * HOUR + 60);
    expect(row(rows, 'Ben Baker')).toBeUndefined();
  });

  it('a first move out of New credits its author, by PATCH or in bulk, and a lead still waiting counts for its owner', async () => {
    const byPatch = await newLead(ben, 1);
    const byBulk = await newLead(ben, 1);
    const waiting = await newLead(ann, 1);
    await patch(byPatch, { status: 'contacted' }, ben);
    await bulk({ ids: [byBulk], action: 'status', value: 'qualified' }, ben);
    expect(await stamp(byBulk)).toMatchObject({ by: ben.user._id, name: 'Ben Baker' });
    // Both handed to Ann, in bulk: Ben keeps the credit.
    await bulk({ ids: [byPatch, byBulk], action: 'assign', value: ann.user._id }, ada);
    await reply(byPatch, ann);

    const rows = await speed();
    expect(row(rows, 'Ben Baker')).toMatchObject({ answered: 2, waiting: 0 });
    expect(row(rows, 'Ann Able')).toMatchObject({ answered: 1, waiting: 1 });
    await patch(waiting, { status: 'spam' }, ann);
  });

  it('a person deleted since keeps the credit under the name stamped when they answered', async () => {
    const dee = await loginAs('user', { name: 'Dee Departed' });
    const id = await newLead(dee, 1);
    await reply(id, dee);
    await patch(id, { ownerId: ann.user._id }, ada);
    await database.db.delete(users).where(eq(users.id, dee.user._id));
    expect(await stamp(id)).toMatchObject({ by: null, name: 'Dee Departed' });
    expect(row(await speed(), 'Dee Departed')).toMatchObject({ answered: 1 });
  });
});
