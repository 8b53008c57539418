import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { INVALID_RESET_LINK_MESSAGE } from '@contract/users';
import { passwordResets, users } from '../../server/db/schema/index';
import { buildTestApp } from '../helpers/app';
import { expectErrorShape, expectNoSecrets } from '../helpers/fixtures';
import { startSmtpSink } from '../helpers/smtp-sink';

const SITE = 'http://site.test:3000';

describe('invitations: an account without a password, and an emailed link to choose one', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const { app, database, loginAs } = await buildTestApp(
    { siteUrl: SITE },
    { mail: { smtpUrl: sink.url, from: 'Site <site@example.com>', siteUrl: SITE, autoReply: false } },
  );
  const admin = await loginAs('admin', { name: 'Grace Admin' });
  const invite = (email: string, extra: object = {}) =>
    app.inject({ method: 'POST', url: '/api/auth/invitations', headers: admin.bearerHeaders, payload: { name: 'Ivy Invited', email, ...extra } });
  const setPassword = (token: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
  const login = (email: string, password: string) => app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const listed = async (email: string) =>
    (
      (await app.inject({ method: 'GET', url: '/api/auth/users', headers: admin.bearerHeaders })).json() as { email: string; invited: boolean }[]
    ).find((u) => u.email === email);
  const seen = new Set<string>();
  /** The token of the next invitation email to that address, read from the SMTP sink. */
  async function emailedToken(email: string): Promise<string> {
    const [mail] = await sink.waitFor(
      1,
      (m) => (m.to as { value: { address: string }[] }).value[0]?.address === email && !seen.has(m.messageId ?? ''),
    );
    seen.add(mail!.messageId ?? '');
    expect(mail!.subject).toMatch(/invited/);
    expect(mail!.text).toContain('Grace Admin created');
    expect(mail!.text).toContain('within 7 days');
    const match = /\/auth\/reset-password\?token=([A-Za-z0-9_-]+)&welcome=1/.exec(mail!.text ?? '');
    expect(match).not.toBeNull();
    expect(mail!.html).toContain(`${SITE}/auth/reset-password?token=${match![1]}&amp;welcome=1`);
    return match![1]!;
  }

  it('creates the account without a password; it cannot sign in until the emailed link sets one, once', async () => {
    const res = await invite('ivy@example.com', { role: 'admin', phone: '+1 555 0100' });
    expect(res.statusCode, res.body).toBe(201);
    expectNoSecrets(res);
    expect(res.json()).toMatchObject({ message: 'Invitation sent', user: { email: 'ivy@example.com', role: 'admin', phone: '+1 555 0100' } });
    const [row] = await database.db.select().from(users).where(eq(users.email, 'ivy@example.com'));
    expect(row!.passwordHash).toBeNull();
    expect(await listed('ivy@example.com')).toMatchObject({ invited: true });
    // No password: nothing signs in, not even an empty-looking guess.
    expect((await login('ivy@example.com', 'anything at all 1')).statusCode).toBe(401);

    const token = await emailedToken('ivy@example.com');
    const weak = await setPassword(token, 'password1');
    expect(weak.statusCode).toBe(400);
    expect(expectErrorShape(weak).errors?.[0]?.field).toBe('password');
    const ok = await setPassword(token, 'my own lantern 90');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Your password is set. Sign in with your email and this password.' });
    expect(await listed('ivy@example.com')).toMatchObject({ invited: false });
    expect((await login('ivy@example.com', 'my own lantern 90')).statusCode).toBe(200);
    // A password the holder chose (the launch checklist's "admins chose their own passwords", decision 074).
    const [accepted] = await database.db.select().from(users).where(eq(users.id, row!.id));
    expect(accepted!.passwordChangedAt).toBeInstanceOf(Date);
    const audited = async (action: string) =>
      (await app.inject({ method: 'GET', url: `/api/audit?action=${action}&target=${row!.id}`, headers: admin.bearerHeaders })).json() as {
        actorEmail: string | null;
      }[];
    expect((await audited('user.invited')).map((e) => e.actorEmail)).toEqual([admin.user.email]);
    expect((await audited('user.invitation_accepted')).map((e) => e.actorEmail)).toEqual(['ivy@example.com']);

    const again = await setPassword(token, 'another lantern 91');
    expect(again.statusCode).toBe(400);
    expect(expectErrorShape(again).errors?.[0]).toEqual({ field: 'token', message: INVALID_RESET_LINK_MESSAGE });
    expect((await login('ivy@example.com', 'my own lantern 90')).statusCode).toBe(200);
  });

  it('a link lasts 7 days: an expired one is refused', async () => {
    await invite('late-ivy@example.com');
    const token = await emailedToken('late-ivy@example.com');
    const [row] = await database.db
      .select()
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(eq(users.email, 'late-ivy@example.com'));
    const days = (row!.password_resets.expiresAt.getTime() - row!.password_resets.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 1);
    expect(row!.password_resets.purpose).toBe('invitation');
    await database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.id, row!.password_resets.id));
    const res = await setPassword(token, 'too late lantern 92');
    expect(res.statusCode).toBe(400);
    expect(expectErrorShape(res).errors?.[0]?.field).toBe('token');
  });

  it('sending again replaces the link; an account that has a password gets no invitation', async () => {
    const created = (await invite('twice@example.com')).json() as { user: { _id: string } };
    const first = await emailedToken('twice@example.com');
    const resend = await app.inject({ method: 'POST', url: `/api/auth/users/${created.user._id}/invitation`, headers: admin.bearerHeaders });
    expect(resend.statusCode).toBe(202);
    const second = await emailedToken('twice@example.com');
    expect((await setPassword(first, 'quiet harbour 12')).statusCode).toBe(400);
    expect((await setPassword(second, 'quiet harbour 12')).statusCode).toBe(200);
    const active = await app.inject({ method: 'POST', url: `/api/auth/users/${created.user._id}/invitation`, headers: admin.bearerHeaders });
    expect(active.statusCode).toBe(400);
    expect(expectErrorShape(active).errors?.[0]?.field).toBe('id');
  });

  it('an invitation link is spent once an admin has set the password', async () => {
    const created = (await invite('set-by-admin@example.com')).json() as { user: { _id: string } };
    const token = await emailedToken('set-by-admin@example.com');
    const put = await app.inject({
      method: 'PUT',
      url: `/api/auth/changepassword/${created.user._id}`,
      headers: admin.bearerHeaders,
      payload: { password: 'chosen by admin 33' },
    });
    expect(put.statusCode).toBe(200);
    expect(await listed('set-by-admin@example.com')).toMatchObject({ invited: false });
    const res = await setPassword(token, 'taken over lantern 34');
    expect(res.statusCode).toBe(400);
    expect(expectErrorShape(res).errors?.[0]?.field).toBe('token');
    expect((await login('set-by-admin@example.com', 'chosen by admin 33')).statusCode).toBe(200);
  });

  it('refuses a taken email (409) and bad fields (400 naming them); SPEC create-with-password is unchanged', async () => {
    const taken = await invite(admin.user.email);
    expect(taken.statusCode).toBe(409);
    expect(expectErrorShape(taken).errors?.[0]?.field).toBe('email');
    const bad = await invite('not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(expectErrorShape(bad).errors?.[0]?.field).toBe('email');
    const noName = await app.inject({
      method: 'POST',
      url: '/api/auth/invitations',
      headers: admin.bearerHeaders,
      payload: { email: 'x@example.com' },
    });
    expect(expectErrorShape(noName).errors?.[0]?.field).toBe('name');
    const spec = await app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: admin.bearerHeaders,
      payload: { name: 'Pat', email: 'pat@example.com' },
    });
    expect(spec.statusCode).toBe(400);
    expect(expectErrorShape(spec).errors?.[0]?.field).toBe('password');
  });
});
