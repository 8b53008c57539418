import { describe, expect, it } from 'vitest';
import { buildTestApp, sessionCookie } from '../helpers/app';
import { countRows, expectErrorShape, expectNoSecrets } from '../helpers/fixtures';

describe('auth', async () => {
  const { app, database, loginAs } = await buildTestApp();
  const admin = await loginAs('admin', { email: 'boss@example.com', password: 'right-password', name: 'Boss' });
  const tls = await buildTestApp({ TRUST_PROXY: 1 });
  const strict = await buildTestApp({ LOGIN_MAX_FAILURES: 2 });
  const login = (payload: object, remoteAddress = '127.0.0.1') => app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });

  describe('POST /api/auth/login', () => {
    it('answers {user, token} and sets an httpOnly SameSite=Lax session cookie', async () => {
      const res = await login({ email: '  BOSS@example.com ', password: 'right-password' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        user: {
          _id: admin.user._id,
          name: 'Boss',
          email: 'boss@example.com',
          phone: '',
          profileImage: '',
          role: 'admin',
          createdAt: expect.any(String),
        },
        token: expect.stringMatching(/^[\w-]{40,}$/),
      });
      expectNoSecrets(res);
      const cookie = res.cookies.find((c) => c.name === 'sid');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.maxAge).toBe(24 * 3600);
      // Plain http: the cookie cannot be Secure, or browsers would drop it.
      expect(cookie?.secure).toBeFalsy();
      expect(cookie?.value).toBe((res.json() as { token: string }).token);
    });

    it('marks the cookie Secure behind TLS', async () => {
      await tls.loginAs('user', { email: 'tls@example.com', password: 'tls-password' });
      const res = await tls.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: 'tls@example.com', password: 'tls-password' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === 'sid')?.secure).toBe(true);
    });

    it.each([[{ email: 'boss@example.com', password: 'wrong-password' }], [{ email: 'nobody@example.com', password: 'right-password' }]])(
      'answers 401 "Invalid email or password" for %j, without a cookie',
      async (payload) => {
        const res = await login(payload, '10.0.0.1');
        expect(res.statusCode).toBe(401);
        expect(expectErrorShape(res).message).toBe('Invalid email or password');
        expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
      },
    );

    it.each([
      [{}, 'email'],
      [{ email: 'boss@example.com' }, 'password'],
      [{ email: '', password: 'x' }, 'email'],
      [{ email: 'boss@example.com', password: '' }, 'password'],
    ])('answers 400 for %j naming %s', async (payload, field) => {
      const res = await login(payload);
      expect(res.statusCode).toBe(400);
      expect(expectErrorShape(res).errors?.[0]?.field).toBe(field);
    });

    it('locks an email+IP pair out after 10 failures, even with the right password; another IP still signs in', async () => {
      await loginAs('user', { email: 'target@example.com', password: 'target-password' });
      for (let i = 0; i < 10; i++) expect((await login({ email: 'target@example.com', password: `guess-${i}` }, '10.9.9.9')).statusCode).toBe(401);
      const locked = await login({ email: 'target@example.com', password: 'target-password' }, '10.9.9.9');
      expect(locked.statusCode).toBe(429);
      expect(expectErrorShape(locked).message).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
      // Until the window that the first failure opened ends.
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(15 * 60 - 60);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      expect(locked.cookies.find((c) => c.name === 'sid')).toBeUndefined();
      const elsewhere = await login({ email: 'target@example.com', password: 'target-password' }, '10.9.9.10');
      expect(elsewhere.statusCode).toBe(200);
      // The lock is per account too: another account from the locked IP is fine.
      expect((await login({ email: 'boss@example.com', password: 'right-password' }, '10.9.9.9')).statusCode).toBe(200);
    });

    it('also locks an IP spraying many accounts (5× the limit) and an account guessed from many IPs (10×)', async () => {
      await strict.loginAs('user', { email: 'sprayed@example.com', password: 'sprayed-pw' });
      const attempt = (email: string, password: string, remoteAddress: string) =>
        strict.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
      // One IP, ten different accounts, one failure each: the IP is now locked for everyone.
      for (let i = 0; i < 10; i++) expect((await attempt(`nobody${i}@example.com`, 'x', '10.7.0.1')).statusCode).toBe(401);
      expect((await attempt('sprayed@example.com', 'sprayed-pw', '10.7.0.1')).statusCode).toBe(429);
      // One account, twenty IPs, one failure each: the account is locked from any IP.
      for (let i = 0; i < 20; i++) expect((await attempt('sprayed@example.com', 'guess', `10.6.0.${i + 1}`)).statusCode).toBe(401);
      const res = await attempt('sprayed@example.com', 'sprayed-pw', '10.5.0.1');
      expect(res.statusCode).toBe(429);
      expectErrorShape(res);
    });

    it('a success clears the failures of that email+IP pair', async () => {
      await loginAs('user', { email: 'forgetful@example.com', password: 'forgetful-pw' });
      for (let i = 0; i < 9; i++) await login({ email: 'forgetful@example.com', password: 'nope' }, '10.8.8.8');
      expect((await login({ email: 'forgetful@example.com', password: 'forgetful-pw' }, '10.8.8.8')).statusCode).toBe(200);
      for (let i = 0; i < 9; i++) await login({ email: 'forgetful@example.com', password: 'nope' }, '10.8.8.8');
      expect((await login({ email: 'forgetful@example.com', password: 'forgetful-pw' }, '10.8.8.8')).statusCode).toBe(200);
    });
  });

  describe('GET /api/auth/me', () => {
    it('answers the signed-in user by cookie and by bearer token, never the hash', async () => {
      for (const headers of [admin.cookieHeaders, admin.bearerHeaders]) {
        const res = await app.inject({ method: 'GET', url: '/api/auth/me', headers });
        expect(res.statusCode).toBe(200);
        expect((res.json() as { user: { _id: string } }).user._id).toBe(admin.user._id);
        expect(res.headers['cache-control']).toBe('private, no-store');
        expectNoSecrets(res);
      }
    });

    it.each([{}, { cookie: 'sid=forged' }, { authorization: 'Bearer forged' }, { authorization: 'Basic Zm9vOmJhcg==' }])(
      'answers 401 with %j',
      async (headers) => {
        const res = await app.inject({ method: 'GET', url: '/api/auth/me', headers });
        expect(res.statusCode).toBe(401);
        expect(expectErrorShape(res).message).toBe('Please sign in to continue');
      },
    );
  });

  describe('POST /api/auth/logout', () => {
    it('revokes the session: cookie and bearer token both stop working, and the cookie is cleared', async () => {
      const res = await login({ email: 'boss@example.com', password: 'right-password' });
      const cookie = sessionCookie(res);
      const token = (res.json() as { token: string }).token;
      const sessionsBefore = (await countRows(database.db)).sessions;
      const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, origin: 'http://localhost:80' } });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ message: 'Signed out' });
      const cleared = out.cookies.find((c) => c.name === 'sid');
      expect(cleared?.value).toBe('');
      expect((await countRows(database.db)).sessions).toBe(sessionsBefore - 1);
      expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
      // Other sessions of the same user live on.
      expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: admin.bearerHeaders })).statusCode).toBe(200);
    });

    it('with a bearer token revokes that session', async () => {
      const res = await login({ email: 'boss@example.com', password: 'right-password' });
      const headers = { authorization: `Bearer ${(res.json() as { token: string }).token}` };
      expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(401);
    });

    it('without a session still answers 200', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/auth/logout' });
      expect(res.statusCode).toBe(200);
    });
  });
});
