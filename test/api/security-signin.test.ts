import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../server/db/schema/index';
import { buildTestApp } from '../helpers/app';

const MAX = 10;
const dbKind = inject('pgUrl') ? 'PostgreSQL' : 'PGlite';

/** The Cookie header a browser would send back: every cookie the answer set. */
const cookieJar = (res: LightMyRequestResponse) => res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

describe('sign-in lock-out', async () => {
  const ctx = await buildTestApp({ LOGIN_MAX_FAILURES: MAX });
  const login = (email: string, password: string, remoteAddress: string, cookie?: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password }, headers: cookie ? { cookie } : {} });

  it(`cannot be raced: 200 parallel wrong passwords for one account from one address reach the check at most ${MAX} times`, async () => {
    const { user } = await ctx.loginAs('user', { email: 'burst@example.com', password: 'burst-password' });
    const answers = await Promise.all(Array.from({ length: 200 }, () => login(user.email, 'wrong-guess', '10.20.0.1')));
    const counts = { 401: 0, 429: 0, other: 0 };
    for (const res of answers) {
      if (res.statusCode === 401 || res.statusCode === 429) counts[res.statusCode]++;
      else counts.other++;
    }
    console.log(`[burst ${dbKind}] 200 parallel wrong sign-ins: ${counts[401]} × 401, ${counts[429]} × 429, ${counts.other} other`);
    expect(counts.other).toBe(0);
    expect(counts[401]).toBeLessThanOrEqual(MAX);
    expect(counts[401] + counts[429]).toBe(200);
  });

  it('does not lock the owner out: after 100 failures from 10 addresses the owner signs in from a trusted device; a new client still gets 429', async () => {
    await ctx.loginAs('admin', { email: 'owner@example.com', password: 'owner-password' });
    // The owner signed in from this browser once: it holds a device cookie for the account.
    const first = await login('owner@example.com', 'owner-password', '10.30.0.1');
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((c) => c.name === 'did');
    expect(device?.httpOnly).toBe(true);
    const deviceCookie = `did=${device!.value}`;

    for (let a = 0; a < 10; a++) {
      const wrong = await Promise.all(Array.from({ length: 10 }, (_, i) => login('owner@example.com', `guess-${a}-${i}`, `10.31.${a}.1`)));
      expect(wrong.map((r) => r.statusCode)).toEqual(Array(10).fill(401));
    }
    const stranger = await login('owner@example.com', 'owner-password', '10.32.0.1');
    expect(stranger.statusCode).toBe(429);
    const owner = await login('owner@example.com', 'owner-password', '10.30.0.1', deviceCookie);
    expect(owner.statusCode).toBe(200);
    // Even from a new address (the owner travels), the device is what counts.
    expect((await login('owner@example.com', 'owner-password', '10.33.0.1', deviceCookie)).statusCode).toBe(200);
  });

  it('a shared office address locked by others does not lock out a trusted device; its own failures lock only itself', async () => {
    await ctx.loginAs('admin', { email: 'office-admin@example.com', password: 'office-password' });
    const office = '10.40.0.1';
    const device = `did=${(await login('office-admin@example.com', 'office-password', office)).cookies.find((c) => c.name === 'did')!.value}`;
    // 50 failures (5 × the limit) over many accounts from the office: the address is locked for strangers.
    for (let i = 0; i < 5 * MAX; i++) await login(`colleague${i}@example.com`, 'typo', office);
    expect((await login('someone-new@example.com', 'x', office)).statusCode).toBe(429);
    expect((await login('office-admin@example.com', 'office-password', office, device)).statusCode).toBe(200);

    // The device's own failures count against it alone, up to the limit.
    for (let i = 0; i < MAX; i++) expect((await login('office-admin@example.com', 'wrong', office, device)).statusCode).toBe(401);
    expect((await login('office-admin@example.com', 'office-password', office, device)).statusCode).toBe(429);
  });

  it('a device cookie of another account, or a forged one, is no trusted device', async () => {
    await ctx.loginAs('user', { email: 'alice@example.com', password: 'alice-password' });
    await ctx.loginAs('user', { email: 'bob@example.com', password: 'bob-password' });
    const aliceDevice = cookieJar(await login('alice@example.com', 'alice-password', '10.50.0.1'));
    for (let i = 0; i < MAX; i++) await login('bob@example.com', 'wrong', '10.50.0.2');
    expect((await login('bob@example.com', 'bob-password', '10.50.0.2', aliceDevice)).statusCode).toBe(429);
    expect((await login('bob@example.com', 'bob-password', '10.50.0.2', 'did=forged')).statusCode).toBe(429);
  });
});

describe('sessions: idle timeout and cookie names', async () => {
  const ctx = await buildTestApp({ SESSION_IDLE_HOURS: 2 });
  const tls = await buildTestApp({ siteUrl: 'https://www.example.com' });
  const me = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

  it('a session unused for SESSION_IDLE_HOURS ends, before its absolute lifetime', async () => {
    const s = await ctx.loginAs('user');
    expect((await me(s.cookie)).statusCode).toBe(200);
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 2 * 3600_000 - 1000) })
      .where(eq(sessions.userId, s.user._id));
    expect((await me(s.cookie)).statusCode).toBe(401);
  });

  it('use renews last-seen, at most once a minute', async () => {
    const s = await ctx.loginAs('user');
    const lastSeen = async () => (await ctx.database.db.select().from(sessions).where(eq(sessions.userId, s.user._id)))[0]!.lastSeenAt.getTime();
    const old = new Date(Date.now() - 3600_000);
    await ctx.database.db.update(sessions).set({ lastSeenAt: old }).where(eq(sessions.userId, s.user._id));
    expect((await me(s.cookie)).statusCode).toBe(200);
    const renewed = await lastSeen();
    expect(renewed).toBeGreaterThan(Date.now() - 10_000);
    expect((await me(s.cookie)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(renewed);
  });

  it('over TLS the cookies are __Host- prefixed, Secure, Path=/ and without Domain; the old name is not read', async () => {
    await tls.loginAs('user', { email: 'tls@example.com', password: 'tls-password' });
    const res = await tls.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'tls@example.com', password: 'tls-password' } });
    expect(res.statusCode).toBe(200);
    for (const name of ['__Host-sid', '__Host-did']) {
      const c = res.cookies.find((x) => x.name === name);
      expect(c, name).toBeDefined();
      expect(c!.secure).toBe(true);
      expect(c!.path).toBe('/');
      expect(c!.domain).toBeUndefined();
    }
    const token = res.cookies.find((x) => x.name === '__Host-sid')!.value;
    const meWith = (cookie: string) => tls.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect((await meWith(`__Host-sid=${token}`)).statusCode).toBe(200);
    expect((await meWith(`sid=${token}`)).statusCode).toBe(401);
  });
});
