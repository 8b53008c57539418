import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_MESSAGE, INVALID_RESET_LINK_MESSAGE } from '@contract/users';
import { passwordResets } from '../../server/db/schema/index';
import { COMMON_PASSWORD_MESSAGE } from '../../server/lib/password-policy';
import { FORGOT_PASSWORD_FLOOR_MS } from '../../server/routes/auth/password-reset';
import { buildTestApp } from '../helpers/app';
import { expectErrorShape } from '../helpers/fixtures';
import { startSmtpSink } from '../helpers/smtp-sink';

const SITE = 'http://site.test:3000';

describe('forgot and reset password', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const { app, database, loginAs } = await buildTestApp(
    { siteUrl: SITE },
    { mail: { smtpUrl: sink.url, from: 'Site <site@example.com>', siteUrl: SITE, autoReply: false } },
  );
  const forgot = (email: string) => app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const reset = (token: string, password: string) => app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
  const login = (email: string, password: string) => app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const me = (h: Record<string, string>) => app.inject({ method: 'GET', url: '/api/auth/me', headers: h });

  /** Asks for a link and answers the token from the email the sink received. */
  async function linkFor(email: string): Promise<string> {
    expect((await forgot(email)).statusCode).toBe(202);
    const [mail] = await sink.waitFor(
      1,
      // Security emails (decision 059) go to the same address: only the reset link is wanted here.
      (m) =>
        (m.to as { value: { address: string }[] }).value[0]?.address === email &&
        /reset-password\?token=/.test(m.text ?? '') &&
        !seen.has(m.messageId ?? ''),
    );
    seen.add(mail!.messageId ?? '');
    const match = /\/auth\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.text ?? '');
    expect(match).not.toBeNull();
    expect(mail!.html).toContain(`${SITE}/auth/reset-password?token=${match![1]}`);
    return match![1]!;
  }
  const seen = new Set<string>();

  it('emails a single-use link; the reset ends every session and the new password signs in', async () => {
    const a = await loginAs('user', { email: 'forgetful@example.com', password: 'old lantern 55' });
    const b = await loginAs('user', { email: 'forgetful@example.com', password: 'old lantern 55' });
    const token = await linkFor('forgetful@example.com');
    const res = await reset(token, 'brand new lantern 66');
    expect(res.statusCode).toBe(200);
    expect((await me(a.bearerHeaders)).statusCode).toBe(401);
    expect((await me(b.bearerHeaders)).statusCode).toBe(401);
    expect((await login('forgetful@example.com', 'old lantern 55')).statusCode).toBe(401);
    expect((await login('forgetful@example.com', 'brand new lantern 66')).statusCode).toBe(200);
    // Used once: a second use is refused and changes nothing.
    const again = await reset(token, 'third lantern 77');
    expect(again.statusCode).toBe(400);
    expect(expectErrorShape(again).errors?.[0]).toEqual({ field: 'token', message: INVALID_RESET_LINK_MESSAGE });
    expect((await login('forgetful@example.com', 'brand new lantern 66')).statusCode).toBe(200);
  });

  it('answers the same 202 for an unknown address, after the same floor, and sends nothing', async () => {
    const toNobody = () => sink.messages.filter((m) => (m.to as { value: { address: string }[] }).value[0]?.address === 'nobody-here@example.com');
    const before = toNobody().length;
    const started = Date.now();
    const res = await forgot('nobody-here@example.com');
    expect(Date.now() - started).toBeGreaterThanOrEqual(FORGOT_PASSWORD_FLOOR_MS - 5);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    await new Promise((r) => setTimeout(r, 500));
    expect(toNobody().length).toBe(before);
  });

  it('refuses an expired link', async () => {
    await loginAs('user', { email: 'late@example.com' });
    const token = await linkFor('late@example.com');
    await database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await reset(token, 'too late lantern 88');
    expect(res.statusCode).toBe(400);
    expect(expectErrorShape(res).errors?.[0]?.field).toBe('token');
  });

  it('a refused password keeps the link usable; an older link stops working when a new one is sent', async () => {
    const user = await loginAs('user', { email: 'picky@example.com' });
    const first = await linkFor('picky@example.com');
    const second = await linkFor('picky@example.com');
    expect((await reset(first, 'quiet harbour 12')).statusCode).toBe(400);
    const weak = await reset(second, 'password1');
    expect(weak.statusCode).toBe(400);
    expect(expectErrorShape(weak).errors?.[0]).toEqual({ field: 'password', message: COMMON_PASSWORD_MESSAGE });
    expect((await reset(second, 'quiet harbour 12')).statusCode).toBe(200);
    const rows = await database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.user._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.usedAt).not.toBeNull();
  });

  it.each([
    [{}, 'token'],
    [{ token: '', password: 'quiet harbour 12' }, 'token'],
    [{ token: 'x', password: 'short' }, 'password'],
    [{ token: 'unknown-token', password: 'quiet harbour 12' }, 'token'],
  ])('answers 400 naming the field for %j', async (payload, field) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload });
    expect(res.statusCode).toBe(400);
    expect(expectErrorShape(res).errors?.[0]?.field).toBe(field);
  });

  it('answers 400 naming email for a malformed address', async () => {
    const res = await forgot('not-an-address');
    expect(res.statusCode).toBe(400);
    expect(expectErrorShape(res).errors?.[0]?.field).toBe('email');
  });
});
