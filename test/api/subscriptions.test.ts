import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '../../server/db/schema/index';
import { buildTestApp } from '../helpers/app';
import { countRows, expectErrorShape } from '../helpers/fixtures';

describe('subscriptions', async () => {
  const { app, database, loginAs } = await buildTestApp();
  const staff = await loginAs('editor');
  const subscribe = (payload: unknown) => app.inject({ method: 'POST', url: '/api/subscriptions', payload: payload as object });

  it('POST answers 201 for a new address and stores it lower-cased and trimmed', async () => {
    const res = await subscribe({ email: '  First.Reader@Example.COM ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Check your inbox to confirm' });
    const list = await app.inject({ method: 'GET', url: '/api/subscriptions', headers: staff.bearerHeaders });
    expect(list.json()).toEqual([
      {
        _id: expect.any(String),
        email: 'first.reader@example.com',
        createdAt: expect.any(String),
        status: 'pending',
        confirmedAt: null,
        unsubscribedAt: null,
        bouncedAt: null,
        bounceReason: '',
      },
    ]);
  });

  it('POST answers a pending address the same 201 as a new one, without a second row (decision 080)', async () => {
    const before = await countRows(database.db);
    const res = await subscribe({ email: 'FIRST.READER@example.com' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Check your inbox to confirm' });
    expect((await countRows(database.db)).subscriptions).toBe(before.subscriptions);
  });

  it.each(['first.reader@example.com', 'FIRST.READER@EXAMPLE.COM', '  first.reader@example.com\t'])(
    'POST answers 400 "This email is already subscribed" for a confirmed duplicate (%j)',
    async (email) => {
      const first = eq(subscriptions.email, 'first.reader@example.com');
      await database.db.update(subscriptions).set({ status: 'confirmed', confirmedAt: new Date() }).where(first);
      const before = await countRows(database.db);
      const res = await subscribe({ email });
      expect(res.statusCode).toBe(400);
      expect(expectErrorShape(res)).toEqual({
        message: 'This email is already subscribed',
        errors: [{ field: 'email', message: 'This email is already subscribed' }],
      });
      expect((await countRows(database.db)).subscriptions).toBe(before.subscriptions);
      // The tests below expect it pending.
      await database.db.update(subscriptions).set({ status: 'pending', confirmedAt: null }).where(first);
    },
  );

  it.each([
    [{}, 'email'],
    [{ email: '' }, 'email'],
    [{ email: 'not-an-email' }, 'email'],
    [{ email: 42 }, 'email'],
  ])('POST %j answers 400 naming the field', async (payload, field) => {
    const res = await subscribe(payload);
    expect(res.statusCode).toBe(400);
    const body = expectErrorShape(res);
    expect(body.errors?.[0]?.field).toBe(field);
  });

  it('GET lists newest first with _id, email and createdAt for staff', async () => {
    await subscribe({ email: 'second@example.com' });
    const res = await app.inject({ method: 'GET', url: '/api/subscriptions', headers: staff.bearerHeaders });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { _id: string; email: string; createdAt: string }[];
    expect(list.map((s) => s.email)).toEqual(['second@example.com', 'first.reader@example.com']);
    for (const s of list) expect(new Date(s.createdAt).toISOString()).toBe(s.createdAt);
  });

  it('GET refuses visitors with 401', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/subscriptions' });
    expect(res.statusCode).toBe(401);
    expectErrorShape(res);
  });

  it('GET /api/subscriptions.csv exports every address for staff', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/subscriptions.csv', headers: staff.bearerHeaders });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="subscriptions.csv"');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Email,Date,Status,Confirmed,Unsubscribed');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['second@example.com', 'first.reader@example.com']);
  });

  it('GET /api/subscriptions.csv?status= exports only that tab, as the list shows it', async () => {
    await database.db
      .update(subscriptions)
      .set({ status: 'confirmed', confirmedAt: new Date() })
      .where(eq(subscriptions.email, 'second@example.com'));
    const exported = async (qs: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/subscriptions.csv${qs}`, headers: staff.bearerHeaders });
      expect(res.statusCode).toBe(200);
      const [, ...rows] = res.body.trimEnd().split('\r\n');
      return rows.map((l) => `${l.split(',')[0]} ${l.split(',')[2]}`);
    };
    expect(await exported('?status=pending')).toEqual(['first.reader@example.com pending']);
    expect(await exported('?status=confirmed')).toEqual(['second@example.com confirmed']);
    expect(await exported('?status=unsubscribed')).toEqual([]);
    expect(await exported('')).toEqual(['second@example.com confirmed', 'first.reader@example.com pending']);
    const bad = await app.inject({ method: 'GET', url: '/api/subscriptions.csv?status=lost', headers: staff.bearerHeaders });
    expect(bad.statusCode).toBe(400);
    expect(expectErrorShape(bad).errors?.[0]?.field).toBe('status');
  });
});
