import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../../server/db/schema/index';
import { buildTestApp, type TestContext } from '../helpers/app';
import { expectErrorShape, validContact } from '../helpers/fixtures';

/** A different made-up address on every call: what an attacker rotates in X-Forwarded-For. */
let forged = 0;
const forgedAddress = () => `198.18.${Math.floor(++forged / 250)}.${(forged % 250) + 1}`;

const limits = { RATE_LIMIT_FORMS_MAX: 3, LOGIN_MAX_FAILURES: 3 } as const;

function client(ctx: TestContext, remoteAddress = '127.0.0.1') {
  return {
    contact: (xff: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/contacts', remoteAddress, headers: { 'x-forwarded-for': xff }, payload: validContact() }),
    login: (xff: string, email: string, password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, headers: { 'x-forwarded-for': xff }, payload: { email, password } }),
    /** The client address the server counted each failed sign-in against (one entry per failure). */
    failedFrom: async (email: string) =>
      (
        await ctx.database.db
          .select()
          .from(rateLimits)
          .where(like(rateLimits.key, `login|pair|${email}|%`))
      ).flatMap((r) => Array<string>(r.count).fill(r.key.slice(`login|pair|${email}|`.length))),
  };
}

describe('TRUST_PROXY=1 (one proxy that appends the client address)', async () => {
  const ctx = await buildTestApp({ ...limits, TRUST_PROXY: 1 });
  const { contact, login, failedFrom } = client(ctx);

  it('a client rotating a forged X-Forwarded-For prefix still hits the contact rate limit', async () => {
    const proxySaw = '203.0.113.7';
    for (let i = 0; i < 3; i++) expect((await contact(`${forgedAddress()}, ${proxySaw}`)).statusCode).toBe(201);
    const res = await contact(`${forgedAddress()}, ${forgedAddress()}, ${proxySaw}`);
    expect(res.statusCode).toBe(429);
    expectErrorShape(res);
    // The proxy-appended address is the one counted: another real client is unaffected.
    expect((await contact(`${forgedAddress()}, 203.0.113.8`)).statusCode).toBe(201);
  });

  it('a client rotating a forged X-Forwarded-For prefix still hits the sign-in lock-out', async () => {
    const proxySaw = '203.0.113.20';
    const { user } = await ctx.loginAs('user', { email: 'xff-victim@example.com', password: 'right-password' });
    for (let i = 0; i < 3; i++) expect((await login(`${forgedAddress()}, ${proxySaw}`, user.email, 'wrong')).statusCode).toBe(401);
    expect(await failedFrom(user.email)).toEqual([proxySaw, proxySaw, proxySaw]);
    const locked = await login(`${forgedAddress()}, ${proxySaw}`, user.email, 'right-password');
    expect(locked.statusCode).toBe(429);
    expectErrorShape(locked);
    // The lock is on that client, not on the proxy: the owner signs in from elsewhere.
    expect((await login('203.0.113.21', user.email, 'right-password')).statusCode).toBe(200);
  });

  it('believes X-Forwarded-Proto from the proxy (Secure cookie)', async () => {
    await ctx.loginAs('user', { email: 'xfp@example.com', password: 'right-password' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.30' },
      payload: { email: 'xfp@example.com', password: 'right-password' },
    });
    expect(res.cookies.find((c) => c.name === 'sid')?.secure).toBe(true);
  });
});

describe('TRUST_PROXY=false', async () => {
  const ctx = await buildTestApp({ ...limits, TRUST_PROXY: false });
  const { contact, login, failedFrom } = client(ctx, '192.0.2.50');

  it('ignores X-Forwarded-For: every request counts against the connecting address', async () => {
    for (let i = 0; i < 3; i++) expect((await contact(forgedAddress())).statusCode).toBe(201);
    expect((await contact(forgedAddress())).statusCode).toBe(429);
  });

  it('records sign-in failures under the connecting address, whatever X-Forwarded-For says', async () => {
    const { user } = await ctx.loginAs('user', { email: 'no-proxy@example.com', password: 'right-password' });
    for (let i = 0; i < 3; i++) expect((await login(forgedAddress(), user.email, 'wrong')).statusCode).toBe(401);
    expect(await failedFrom(user.email)).toEqual(['192.0.2.50', '192.0.2.50', '192.0.2.50']);
    expect((await login(forgedAddress(), user.email, 'right-password')).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY as a list of proxy addresses', async () => {
  const ctx = await buildTestApp({ ...limits, TRUST_PROXY: ['10.0.0.0/8', '127.0.0.1'] });

  it('takes the right-most address that is not a listed proxy', async () => {
    const { login, failedFrom } = client(ctx, '127.0.0.1');
    await login('198.18.200.1, 203.0.113.40, 10.1.2.3', 'list-a@example.com', 'wrong');
    expect(await failedFrom('list-a@example.com')).toEqual(['203.0.113.40']);
  });

  it('ignores X-Forwarded-For from a peer that is not a listed proxy', async () => {
    const { login, failedFrom } = client(ctx, '192.0.2.60');
    await login('203.0.113.41', 'list-b@example.com', 'wrong');
    expect(await failedFrom('list-b@example.com')).toEqual(['192.0.2.60']);
  });
});
