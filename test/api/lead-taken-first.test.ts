import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads } from '../../server/db/schema/index';
import { buildTestApp } from '../helpers/app';
import { expectErrorShape, validContact } from '../helpers/fixtures';

/** Two sales colleagues on one unassigned lead: the second save learns who took it (issue 42 point 7). */
describe('a lead a colleague took first', async () => {
  const { app, database, loginAs } = await buildTestApp();
  const sam = await loginAs('sales', { name: 'Sam Seller' });
  const kim = await loginAs('sales', { name: 'Kim Keen' });

  it('answers 409 naming who took it (not 404), without the lead as it is now; nothing is saved', async () => {
    const email = 'taken-first@example.com';
    expect((await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact({ email }) })).statusCode).toBe(201);
    const [lead] = await database.db.select().from(leads).where(eq(leads.email, email));
    const patch = (who: typeof sam, payload: object) =>
      app.inject({ method: 'PATCH', url: `/api/contacts/${lead!.id}`, headers: who.bearerHeaders, payload });
    expect((await patch(kim, { ownerId: kim.user._id, version: lead!.version })).statusCode).toBe(200);

    const late = await patch(sam, { ownerId: sam.user._id, nextAction: { text: 'Call', dueAt: '2030-01-02T09:00:00.000Z' }, version: lead!.version });
    expect(late.statusCode, late.body).toBe(409);
    expect(expectErrorShape(late).message).toBe('Kim Keen took this lead first: it is theirs now');
    expect(late.json()).not.toHaveProperty('current');
    const [after] = await database.db.select().from(leads).where(eq(leads.id, lead!.id));
    expect(after).toMatchObject({ ownerId: kim.user._id, nextActionDueAt: null, nextActionText: '' });

    // Without a version (not a save of an open form) a lead out of scope still answers as if it did not exist.
    expect((await patch(sam, { nextAction: { text: 'Call', dueAt: '2030-01-02T09:00:00.000Z' } })).statusCode).toBe(404);
  });
});
