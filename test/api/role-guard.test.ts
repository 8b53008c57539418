import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '@contract/audit';
import { authFlows, sessions, users } from '../../server/db/schema/index';
import { createAuthFlowsRepository } from '../../server/repositories/auth-flows';
import { buildTestApp, type Session } from '../helpers/app';
import { countRows, expectErrorShape } from '../helpers/fixtures';

/** The route guard (decision 054): permissions per route, refusal texts, and re-authentication for sensitive routes. */
describe('route guard: permission and re-authentication', async () => {
  const { app, database, loginAs } = await buildTestApp({ REAUTH_MINUTES: 10 });
  const admin = await loginAs('admin');
  const sales = await loginAs('sales');
  const editor = await loginAs('editor');
  const sessionOf = async (s: Session) => (await app.sessions.find(s.token))!;
  /** Moves the session's last check of who it is this many minutes into the past. */
  const checkedMinutesAgo = async (s: Session, minutes: number) =>
    database.db
      .update(sessions)
      .set({ reauthAt: new Date(Date.now() - minutes * 60_000) })
      .where(eq(sessions.id, (await sessionOf(s)).sessionId));

  it('refuses a role without the permission with one text naming who may, and records it', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/contacts.csv', headers: editor.bearerHeaders });
    expect(res.statusCode).toBe(403);
    expect(expectErrorShape(res).message).toBe('You do not have permission to export leads. Only administrators and sales managers can.');
    const refused = await app.inject({ method: 'GET', url: '/api/subscriptions', headers: sales.bearerHeaders });
    expect(expectErrorShape(refused).message).toBe('You do not have permission to read the subscriber list. Only administrators and editors can.');
    const [entry] = (
      await app.inject({ method: 'GET', url: `/api/audit?action=access.denied&actor=${sales.user._id}`, headers: admin.bearerHeaders })
    ).json() as AuditEvent[];
    expect(entry).toMatchObject({ targetType: 'route', targetId: 'GET /api/subscriptions', details: { permission: 'subscribers.read' } });
  });

  it('signing in counts as a fresh check: a sensitive route goes through at once', async () => {
    const s = await sessionOf(admin);
    expect(s.method).toBe('password');
    expect(Date.now() - s.reauthAt.getTime()).toBeLessThan(60_000);
    expect((await app.inject({ method: 'GET', url: '/api/admin/backup', headers: admin.bearerHeaders })).statusCode).toBe(200);
  });

  it('past REAUTH_MINUTES a sensitive route answers 403 { reauth: true } and changes nothing; a new check opens it again', async () => {
    const me = await loginAs('admin');
    await checkedMinutesAgo(me, 11);
    const before = await countRows(database.db);
    const res = await app.inject({ method: 'POST', url: '/api/admin/erasures', headers: me.bearerHeaders, payload: { email: 'nobody@example.com' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Confirm it is you to continue', reauth: true });
    expect(await countRows(database.db)).toEqual(before);
    // The permission is checked first: a role without it is refused as such, not asked to confirm.
    await checkedMinutesAgo(sales, 11);
    const salesRes = await app.inject({ method: 'GET', url: '/api/admin/backup', headers: sales.bearerHeaders });
    expect(salesRes.statusCode).toBe(403);
    expect(salesRes.json()).not.toHaveProperty('reauth');
    // A route that is not sensitive does not ask.
    expect((await app.inject({ method: 'GET', url: '/api/audit', headers: me.bearerHeaders })).statusCode).toBe(200);

    await app.sessions.stampReauth((await sessionOf(me)).sessionId);
    const again = await app.inject({
      method: 'POST',
      url: '/api/admin/erasures',
      headers: me.bearerHeaders,
      payload: { email: 'nobody@example.com' },
    });
    expect(again.statusCode).toBe(200);
  });

  it("another's password needs a fresh check; one's own asks for the current password instead", async () => {
    const me = await loginAs('admin');
    const colleague = await loginAs('user');
    await checkedMinutesAgo(me, 11);
    const other = await app.inject({
      method: 'PUT',
      url: `/api/auth/changepassword/${colleague.user._id}`,
      headers: me.bearerHeaders,
      payload: { password: 'Violet kettle 42' },
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ reauth: true });
    const own = await app.inject({
      method: 'PUT',
      url: `/api/auth/changepassword/${me.user._id}`,
      headers: me.bearerHeaders,
      payload: { password: 'correct horse battery', currentPassword: 'correct horse battery' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('a new role takes effect on the next request of an open session', async () => {
    const me = await loginAs('author');
    expect((await app.inject({ method: 'GET', url: '/api/subscriptions', headers: me.bearerHeaders })).statusCode).toBe(403);
    await database.db.update(users).set({ role: 'editor' }).where(eq(users.id, me.user._id));
    expect((await app.inject({ method: 'GET', url: '/api/subscriptions', headers: me.bearerHeaders })).statusCode).toBe(200);
  });

  it('the database refuses a role it does not know', async () => {
    await expect(database.db.execute(sql`UPDATE users SET role = 'owner' WHERE id = ${admin.user._id}`)).rejects.toThrow();
    expect((await database.db.select({ role: users.role }).from(users).where(eq(users.id, admin.user._id)))[0]!.role).toBe('admin');
  });

  it('records how a session was signed in', async () => {
    const { token } = await app.sessions.create(admin.user._id, 1, {}, 'passkey');
    expect((await app.sessions.find(token))!.method).toBe('passkey');
  });
});

describe('auth flows: one-time ceremony state', async () => {
  const { database, loginAs } = await buildTestApp();
  const flows = createAuthFlowsRepository(database.db);
  const me = await loginAs('user');

  it('is taken once, only as its own kind, and never after it expired', async () => {
    const token = await flows.create('passkey-login', { data: { challenge: 'abc' }, ttlSeconds: 300 });
    expect(await flows.consume(token, 'oidc-signin')).toBeNull();
    expect(await flows.peek(token, 'passkey-login')).toMatchObject({ data: { challenge: 'abc' } });
    expect(await flows.consume(token, 'passkey-login')).toMatchObject({ kind: 'passkey-login', data: { challenge: 'abc' }, userId: null });
    expect(await flows.consume(token, 'passkey-login')).toBeNull();

    const late = await flows.create('oidc-signin', { userId: me.user._id, data: { state: 's' }, ttlSeconds: 60 });
    await database.db.update(authFlows).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await flows.consume(late, 'oidc-signin')).toBeNull();
  });

  it('lasts at most ten minutes, keeps only the hash of its token, and the purge drops expired ones', async () => {
    const token = await flows.create('passkey-register', { userId: me.user._id, data: {}, ttlSeconds: 3600 });
    const [row] = await database.db.select().from(authFlows).where(eq(authFlows.kind, 'passkey-register'));
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(600_000);
    expect(row!.tokenHash).not.toContain(token);
    await database.db.update(authFlows).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await flows.purgeExpired()).toBeGreaterThanOrEqual(1);
    expect(await database.db.select().from(authFlows)).toEqual([]);
  });
});
