import { describe, expect, it } from 'vitest';
import type { PublicUser } from '@contract/users';
import { buildTestApp } from '../helpers/app';
import { countRows, expectErrorShape, expectNoSecrets, NON_UUID, UNKNOWN_UUID } from '../helpers/fixtures';

describe('users', async () => {
  const { app, database, loginAs } = await buildTestApp();
  const strict = await buildTestApp({ LOGIN_MAX_FAILURES: 2 });
  const admin = await loginAs('admin', { name: 'First Admin' });
  const headers = admin.bearerHeaders;
  const createUser = (payload: object, h = headers) => app.inject({ method: 'POST', url: '/api/admin/users', headers: h, payload });
  const login = (email: string, password: string) => app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const me = (h: Record<string, string>) => app.inject({ method: 'GET', url: '/api/auth/me', headers: h });
  const changePassword = (id: string, password: string, h: Record<string, string>, currentPassword?: string) =>
    app.inject({ method: 'PUT', url: `/api/auth/changepassword/${id}`, headers: h, payload: { password, currentPassword } });

  describe('POST /api/admin/users', () => {
    it('creates a user: 201 with the public user, who can then sign in', async () => {
      const res = await createUser({
        name: 'New Person',
        email: 'New.Person@Example.com',
        password: 'Violet kettle 42',
        phone: '+44 20 1234',
        profileImage: '/uploads/2026/01/p.png',
        role: 'user',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        message: 'User created successfully',
        user: {
          _id: expect.any(String),
          name: 'New Person',
          email: 'new.person@example.com',
          phone: '+44 20 1234',
          profileImage: '/uploads/2026/01/p.png',
          role: 'user',
          createdAt: expect.any(String),
        },
      });
      expectNoSecrets(res);
      expect((await login('new.person@example.com', 'Violet kettle 42')).statusCode).toBe(200);
    });

    it('defaults the role to user and phone/profileImage to empty', async () => {
      const res = await createUser({ name: 'Defaults', email: 'defaults@example.com', password: 'Violet kettle 42' });
      expect(res.statusCode).toBe(201);
      expect((res.json() as { user: PublicUser }).user).toMatchObject({ role: 'user', phone: '', profileImage: '' });
    });

    it('creates an admin when asked', async () => {
      const res = await createUser({ name: 'Second Admin', email: 'admin2@example.com', password: 'Violet kettle 42', role: 'admin' });
      expect((res.json() as { user: PublicUser }).user.role).toBe('admin');
    });

    it.each(['new.person@example.com', 'NEW.PERSON@example.com ', ' New.Person@Example.com'])(
      'answers 409 for a duplicate email (%j)',
      async (email) => {
        const before = await countRows(database.db);
        const res = await createUser({ name: 'Dup', email, password: 'Violet kettle 42' });
        expect(res.statusCode).toBe(409);
        expect(expectErrorShape(res)).toEqual({
          message: 'A user with this email already exists',
          errors: [{ field: 'email', message: 'A user with this email already exists' }],
        });
        expect(await countRows(database.db)).toEqual(before);
      },
    );

    it.each([
      [{ email: 'a@example.com', password: 'Violet kettle 42' }, 'name'],
      [{ name: 'A', password: 'Violet kettle 42' }, 'email'],
      [{ name: 'A', email: 'a@example.com' }, 'password'],
      [{ name: 'A', email: 'a@example.com', password: '12345' }, 'password'],
      [{ name: 'A', email: 'not-an-email', password: 'Violet kettle 42' }, 'email'],
      [{ name: 'A', email: 'a@example.com', password: 'Violet kettle 42', role: 'superuser' }, 'role'],
      [{ name: 'A', email: 'a@example.com', password: 'Violet kettle 42', role: 'ADMIN' }, 'role'],
      [{ name: 'A', email: 'a@example.com', password: 'Violet kettle 42', profileImage: 'javascript:alert(1)' }, 'profileImage'],
    ])('answers 400 for %j naming %s', async (payload, field) => {
      const before = await countRows(database.db);
      const res = await createUser(payload);
      expect(res.statusCode).toBe(400);
      expect(expectErrorShape(res).errors?.[0]?.field).toBe(field);
      expect(await countRows(database.db)).toEqual(before);
    });

    it('says the minimum password length', async () => {
      const res = await createUser({ name: 'A', email: 'short@example.com', password: 'qz7-wpl' });
      expect(expectErrorShape(res).message).toBe('password: Password must be at least 8 characters');
      expect((await createUser({ name: 'A', email: 'short@example.com', password: 'qz7-wplm' })).statusCode).toBe(201);
    });
  });

  describe('GET /api/auth/users', () => {
    it('lists every user, oldest first, without secrets', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/auth/users', headers });
      expect(res.statusCode).toBe(200);
      const list = res.json() as PublicUser[];
      expect(list[0]?._id).toBe(admin.user._id);
      expect(list.map((u) => u.email)).toEqual(expect.arrayContaining(['new.person@example.com', 'defaults@example.com', 'admin2@example.com']));
      // SPEC's fields, and (decision 020) whether the invitation is still open and whether two-factor sign-in is on.
      for (const u of list)
        expect(Object.keys(u).sort()).toEqual([
          '_id',
          'createdAt',
          'email',
          'invited',
          'lastSignInAt',
          'name',
          'passkeys',
          'phone',
          'profileImage',
          'role',
          'sso',
          'status',
          'twoFactor',
        ]);
      expectNoSecrets(res);
    });
  });

  describe('DELETE /api/auth/users/:id', () => {
    it('deletes a user and revokes their sessions', async () => {
      const victim = await loginAs('user');
      expect((await me(victim.bearerHeaders)).statusCode).toBe(200);
      const res = await app.inject({ method: 'DELETE', url: `/api/auth/users/${victim.user._id}`, headers });
      expect(res.statusCode).toBe(200);
      // SPEC's message; the handover counts beside it (decision 056).
      expect(res.json()).toEqual({ message: 'User deleted successfully', leadsMoved: 0, postsMoved: 0 });
      expect((await me(victim.bearerHeaders)).statusCode).toBe(401);
      expect((await me({ cookie: victim.cookie })).statusCode).toBe(401);
      const list = (await app.inject({ method: 'GET', url: '/api/auth/users', headers })).json() as PublicUser[];
      expect(list.map((u) => u._id)).not.toContain(victim.user._id);
    });

    it('nobody deletes themselves', async () => {
      const res = await app.inject({ method: 'DELETE', url: `/api/auth/users/${admin.user._id}`, headers });
      expect(res.statusCode).toBe(400);
      expect(expectErrorShape(res).message).toBe('You cannot delete your own account');
    });

    it('the last admin stays: two admins deleting each other at once leave one of them', async () => {
      const a = await loginAs('admin');
      const b = await loginAs('admin');
      // Only these two admins remain.
      const list = (await app.inject({ method: 'GET', url: '/api/auth/users', headers: a.bearerHeaders })).json() as PublicUser[];
      for (const u of list.filter((x) => x.role === 'admin' && x._id !== a.user._id && x._id !== b.user._id)) {
        expect((await app.inject({ method: 'DELETE', url: `/api/auth/users/${u._id}`, headers: a.bearerHeaders })).statusCode).toBe(200);
      }
      const [ab, ba] = await Promise.all([
        app.inject({ method: 'DELETE', url: `/api/auth/users/${b.user._id}`, headers: a.bearerHeaders }),
        app.inject({ method: 'DELETE', url: `/api/auth/users/${a.user._id}`, headers: b.bearerHeaders }),
      ]);
      // One wins. The other is refused as the last admin (400), or, when the winner's delete
      // committed before the loser's request was authenticated, the loser no longer exists (401).
      const codes = [ab.statusCode, ba.statusCode];
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      const refused = ab.statusCode === 200 ? ba : ab;
      expect([400, 401]).toContain(refused.statusCode);
      if (refused.statusCode === 400) expect(expectErrorShape(refused).message).toBe('The last administrator cannot be deleted');
      const survivor = ab.statusCode === 200 ? a : b;
      const admins = ((await app.inject({ method: 'GET', url: '/api/auth/users', headers: survivor.bearerHeaders })).json() as PublicUser[]).filter(
        (u) => u.role === 'admin',
      );
      expect(admins.map((u) => u._id)).toEqual([survivor.user._id]);
      // …and the last admin cannot delete itself either.
      const self = await app.inject({ method: 'DELETE', url: `/api/auth/users/${survivor.user._id}`, headers: survivor.bearerHeaders });
      expect(self.statusCode).toBe(400);
    });

    it.each([UNKNOWN_UUID, NON_UUID])('answers 404 for unknown id %s', async (id) => {
      const boss = await loginAs('admin');
      const res = await app.inject({ method: 'DELETE', url: `/api/auth/users/${id}`, headers: boss.bearerHeaders });
      expect(res.statusCode).toBe(404);
      expect(expectErrorShape(res).message).toBe('User not found');
    });
  });

  describe('PUT /api/auth/changepassword/:id', () => {
    it('a user changes their own password: other sessions are revoked, this one stays, the old password fails', async () => {
      const user = await loginAs('user', { email: 'self@example.com', password: 'old-password' });
      const other = await loginAs('user', { email: 'self@example.com', password: 'old-password' });
      const res = await changePassword(user.user._id, 'new-password', user.bearerHeaders, 'old-password');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Password changed successfully' });
      expect((await me(user.bearerHeaders)).statusCode).toBe(200);
      expect((await me(other.bearerHeaders)).statusCode).toBe(401);
      expect((await login('self@example.com', 'old-password')).statusCode).toBe(401);
      expect((await login('self@example.com', 'new-password')).statusCode).toBe(200);
    });

    it.each([
      ['a user', 'user', undefined, 'Enter your current password'],
      ['a user', 'user', 'not-the-password', 'Current password is incorrect'],
      ['an admin', 'admin', undefined, 'Enter your current password'],
      ['an admin', 'admin', 'not-the-password', 'Current password is incorrect'],
    ] as const)(
      '%s changing their own password must give the current one (given: %s): 400 naming currentPassword, nothing changes',
      async (_who, role, current, message) => {
        const email = `own-${role}-${current ? 'wrong' : 'none'}@example.com`;
        const self = await loginAs(role, { email, password: 'kept-password' });
        const other = await loginAs(role, { email, password: 'kept-password' });
        const res = await changePassword(self.user._id, 'stolen-session-pw', self.bearerHeaders, current);
        expect(res.statusCode).toBe(400);
        expect(expectErrorShape(res)).toEqual({ message: `currentPassword: ${message}`, errors: [{ field: 'currentPassword', message }] });
        expect((await me(other.bearerHeaders)).statusCode).toBe(200);
        expect((await login(email, 'stolen-session-pw')).statusCode).toBe(401);
        expect((await login(email, 'kept-password')).statusCode).toBe(200);
      },
    );

    it('guessing the current password counts against the sign-in limit of the account (429)', async () => {
      const self = await strict.loginAs('user', { password: 'kept-password' });
      const guess = (currentPassword: string) =>
        strict.app.inject({
          method: 'PUT',
          url: `/api/auth/changepassword/${self.user._id}`,
          headers: self.bearerHeaders,
          payload: { password: 'stolen-session-pw', currentPassword },
        });
      expect((await guess('guess-1')).statusCode).toBe(400);
      expect((await guess('guess-2')).statusCode).toBe(400);
      const refused = await guess('kept-password');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    });

    it("a user cannot change someone else's password (403), and nothing changes", async () => {
      const user = await loginAs('user');
      const victim = await loginAs('user', { email: 'victim@example.com', password: 'victim-password' });
      const res = await changePassword(victim.user._id, 'hijacked', user.bearerHeaders);
      expect(res.statusCode).toBe(403);
      expect(expectErrorShape(res).message).toBe('You can only change your own password');
      expect((await login('victim@example.com', 'victim-password')).statusCode).toBe(200);
      expect((await me(victim.bearerHeaders)).statusCode).toBe(200);
    });

    it("an admin changes anyone's password and signs that user out everywhere", async () => {
      const boss = await loginAs('admin');
      const target = await loginAs('user', { email: 'target@example.com', password: 'target-old' });
      const res = await changePassword(target.user._id, 'fresh-orbit-19', boss.bearerHeaders);
      expect(res.statusCode).toBe(200);
      expect((await me(target.bearerHeaders)).statusCode).toBe(401);
      expect((await me(boss.bearerHeaders)).statusCode).toBe(200);
      expect((await login('target@example.com', 'target-old')).statusCode).toBe(401);
      expect((await login('target@example.com', 'fresh-orbit-19')).statusCode).toBe(200);
    });

    it('validates the new password (min 8)', async () => {
      const user = await loginAs('user');
      for (const payload of [{}, { password: 'qz7-wpl' }, { password: 123456 }, { password: 'x'.repeat(129) }]) {
        const res = await app.inject({ method: 'PUT', url: `/api/auth/changepassword/${user.user._id}`, headers: user.bearerHeaders, payload });
        expect(res.statusCode).toBe(400);
        expect(expectErrorShape(res).errors?.[0]?.field).toBe('password');
      }
    });

    it.each([UNKNOWN_UUID, NON_UUID])('answers 404 to an admin for unknown id %s', async (id) => {
      const boss = await loginAs('admin');
      const res = await changePassword(id, 'whatever', boss.bearerHeaders);
      expect(res.statusCode).toBe(404);
      expect(expectErrorShape(res).message).toBe('User not found');
    });
  });
});
