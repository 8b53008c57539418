import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { loginChallenges, twoFactor } from '../../server/db/schema/index';
import { REUSED_CODE_MESSAGE, WRONG_CODE_MESSAGE, WRONG_RECOVERY_CODE_MESSAGE } from '../../server/routes/auth/second-factor';
import { EXPIRED_CHALLENGE_MESSAGE } from '../../server/routes/auth/two-factor-login';
import { buildTestApp, type Session } from '../helpers/app';
import { expectErrorShape } from '../helpers/fixtures';

const PASSWORD = 'correct horse battery';
/** The code of the step after this one: accepted (one step of tolerance) and newer than a used one. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

describe('two-factor sign-in (TOTP)', async () => {
  const { app, database, loginAs } = await buildTestApp({ TWO_FACTOR_KEY: 'a test key of at least thirty-two characters' });
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const login = (email: string, headers: Record<string, string> = {}) => inject('POST', '/api/auth/login', headers, { email, password: PASSWORD });
  const second = (payload: object, headers: Record<string, string> = {}) => inject('POST', '/api/auth/login/two-factor', headers, payload);
  const sidOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'sid');

  /** A signed-in user with a confirmed authenticator: its secret and recovery codes. */
  async function enrolled(): Promise<{ me: Session; secret: string; recoveryCodes: string[] }> {
    const me = await loginAs('user');
    const setup = await inject('POST', '/api/auth/two-factor/setup', me.bearerHeaders);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json() as { secret: string };
    const confirm = await inject('POST', '/api/auth/two-factor/confirm', me.bearerHeaders, { code: await generate({ secret }) });
    expect(confirm.statusCode, confirm.body).toBe(200);
    return { me, secret, recoveryCodes: (confirm.json() as { recoveryCodes: string[] }).recoveryCodes };
  }

  it('enrols: a QR code and the key once, a first code turns it on, ten recovery codes once; the secret is sealed', async () => {
    const me = await loginAs('user');
    expect((await inject('GET', '/api/auth/two-factor', me.bearerHeaders)).json()).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });
    const setup = await inject('POST', '/api/auth/two-factor/setup', me.bearerHeaders);
    const body = setup.json() as { secret: string; otpauthUrl: string; qrDataUrl: string };
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(body.otpauthUrl).toContain(`secret=${body.secret}`);
    expect(body.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const [row] = await database.db.select().from(twoFactor).where(eq(twoFactor.userId, me.user._id));
    expect(row!.secret).not.toContain(body.secret);
    expect(row!.enabledAt).toBeNull();

    const wrong = await inject('POST', '/api/auth/two-factor/confirm', me.bearerHeaders, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(expectErrorShape(wrong).errors).toEqual([{ field: 'code', message: WRONG_CODE_MESSAGE }]);
    const bad = await inject('POST', '/api/auth/two-factor/confirm', me.bearerHeaders, { code: '12ab' });
    expect(bad.statusCode).toBe(400);
    expect(expectErrorShape(bad).errors?.[0]?.field).toBe('code');

    const ok = await inject('POST', '/api/auth/two-factor/confirm', me.bearerHeaders, { code: await generate({ secret: body.secret }) });
    const codes = (ok.json() as { recoveryCodes: string[] }).recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);
    expect((await inject('GET', '/api/auth/two-factor', me.bearerHeaders)).json()).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });
    // Never again: a second setup is refused while it is on.
    expect((await inject('POST', '/api/auth/two-factor/setup', me.bearerHeaders)).statusCode).toBe(409);
  });

  it('sign-in asks for a code (no session until then); a wrong or reused code is refused', async () => {
    const { me, secret } = await enrolled();
    const first = await login(me.user.email);
    expect(first.statusCode).toBe(200);
    const { challenge, twoFactorRequired } = first.json() as { challenge: string; twoFactorRequired: boolean };
    expect(twoFactorRequired).toBe(true);
    expect(first.json()).not.toHaveProperty('token');
    expect(sidOf(first)).toBeUndefined();

    const wrong = await second({ challenge, code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(expectErrorShape(wrong).errors).toEqual([{ field: 'code', message: WRONG_CODE_MESSAGE }]);

    const code = await nextCode(secret);
    const ok = await second({ challenge, code });
    expect(ok.statusCode, ok.body).toBe(200);
    const answer = ok.json() as { user: { email: string }; token: string };
    expect(Object.keys(answer).sort()).toEqual(['token', 'user']);
    expect(answer.user.email).toBe(me.user.email);
    expect(sidOf(ok)).toBeDefined();
    expect((await inject('GET', '/api/auth/me', { authorization: `Bearer ${answer.token}` })).statusCode).toBe(200);

    // The challenge made its session; the same code on a new sign-in is refused as used.
    expect(expectErrorShape(await second({ challenge, code })).errors?.[0]?.field).toBe('challenge');
    const again = (await login(me.user.email)).json() as { challenge: string };
    const reused = await second({ challenge: again.challenge, code });
    expect(reused.statusCode).toBe(400);
    expect(expectErrorShape(reused).errors).toEqual([{ field: 'code', message: REUSED_CODE_MESSAGE }]);
  });

  it('a recovery code signs in once', async () => {
    const { me, recoveryCodes } = await enrolled();
    const { challenge } = (await login(me.user.email)).json() as { challenge: string };
    // Typed any case, with spaces for dashes.
    const ok = await second({ challenge, recoveryCode: recoveryCodes[3]!.toUpperCase().replace(/-/g, ' ') });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await inject('GET', '/api/auth/two-factor', me.bearerHeaders)).json()).toMatchObject({ recoveryCodesLeft: 9 });
    const next = (await login(me.user.email)).json() as { challenge: string };
    const used = await second({ challenge: next.challenge, recoveryCode: recoveryCodes[3]! });
    expect(used.statusCode).toBe(400);
    expect(expectErrorShape(used).errors).toEqual([{ field: 'recoveryCode', message: WRONG_RECOVERY_CODE_MESSAGE }]);
  });

  it('code guesses are throttled: the 11th in a window is refused with 429, even with the right code', async () => {
    const { me, secret } = await enrolled();
    const { challenge } = (await login(me.user.email)).json() as { challenge: string };
    for (let i = 0; i < 10; i++) expect((await second({ challenge, code: '000000' })).statusCode).toBe(400);
    const refused = await second({ challenge, code: await nextCode(secret) });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // A fresh password does not buy more guesses.
    const again = (await login(me.user.email)).json() as { challenge: string };
    expect((await second({ challenge: again.challenge, code: '000000' })).statusCode).toBe(429);
  });

  it('refuses an unknown or expired challenge, naming the field', async () => {
    const { me, secret } = await enrolled();
    const unknown = await second({ challenge: 'nope', code: '123456' });
    expect(unknown.statusCode).toBe(400);
    expect(expectErrorShape(unknown).errors).toEqual([{ field: 'challenge', message: EXPIRED_CHALLENGE_MESSAGE }]);
    const { challenge } = (await login(me.user.email)).json() as { challenge: string };
    await database.db
      .update(loginChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginChallenges.userId, me.user._id));
    const expired = await second({ challenge, code: await nextCode(secret) });
    expect(expired.statusCode).toBe(400);
    expect(expectErrorShape(expired).errors?.[0]?.field).toBe('challenge');
    const missing = await second({ challenge });
    expect(missing.statusCode).toBe(400);
    expect(expectErrorShape(missing).errors?.[0]?.field).toBe('code');
  });

  it('turns off with the password (not a wrong one); sign-in is then the password alone', async () => {
    const { me } = await enrolled();
    const wrong = await inject('POST', '/api/auth/two-factor/disable', me.bearerHeaders, { password: 'not it at all' });
    expect(wrong.statusCode).toBe(400);
    expect(expectErrorShape(wrong).errors?.[0]?.field).toBe('password');
    const none = await inject('POST', '/api/auth/two-factor/disable', me.bearerHeaders, {});
    expect(none.statusCode).toBe(400);
    expect((await inject('POST', '/api/auth/two-factor/disable', me.bearerHeaders, { password: PASSWORD })).statusCode).toBe(200);
    const plain = await login(me.user.email);
    expect(Object.keys(plain.json() as object).sort()).toEqual(['token', 'user']);
  });

  it('turns off with a current code', async () => {
    const { me, secret } = await enrolled();
    const res = await inject('POST', '/api/auth/two-factor/disable', me.bearerHeaders, { code: await nextCode(secret) });
    expect(res.statusCode, res.body).toBe(200);
    expect((await inject('GET', '/api/auth/two-factor', me.bearerHeaders)).json()).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
  });

  it('new recovery codes for a current code; the old ones stop working', async () => {
    const { me, secret, recoveryCodes } = await enrolled();
    const res = await inject('POST', '/api/auth/two-factor/recovery-codes', me.bearerHeaders, { code: await nextCode(secret) });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = (res.json() as { recoveryCodes: string[] }).recoveryCodes;
    const { challenge } = (await login(me.user.email)).json() as { challenge: string };
    expect((await second({ challenge, recoveryCode: recoveryCodes[0]! })).statusCode).toBe(400);
    expect((await second({ challenge, recoveryCode: fresh[0]! })).statusCode).toBe(200);
  });

  it("an admin resets a user's second factor: the user signs in with the password alone", async () => {
    const admin = await loginAs('admin');
    const { me } = await enrolled();
    const list = (await inject('GET', '/api/auth/users', admin.bearerHeaders)).json() as { _id: string; twoFactor: boolean; invited: boolean }[];
    expect(list.find((u) => u._id === me.user._id)).toMatchObject({ twoFactor: true, invited: false });
    expect((await inject('DELETE', `/api/auth/users/${me.user._id}/two-factor`, admin.bearerHeaders)).statusCode).toBe(200);
    expect(Object.keys((await login(me.user.email)).json() as object).sort()).toEqual(['token', 'user']);
    expect((await inject('DELETE', '/api/auth/users/00000000-0000-4000-8000-000000000000/two-factor', admin.bearerHeaders)).statusCode).toBe(404);
  });

  it('when admins require it, staff without a second factor set one up right after the password, before any session', async () => {
    const admin = await loginAs('admin');
    const staff = await loginAs('user');
    const bad = await inject('PUT', '/api/admin/settings/security', admin.bearerHeaders, { requireTwoFactor: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(expectErrorShape(bad).errors?.[0]?.field).toBe('requireTwoFactor');
    expect((await inject('PUT', '/api/admin/settings/security', admin.bearerHeaders, { requireTwoFactor: true })).json()).toEqual({
      requireTwoFactor: true,
    });
    try {
      const first = await login(staff.user.email);
      const { challenge, twoFactorEnrolmentRequired } = first.json() as { challenge: string; twoFactorEnrolmentRequired: boolean };
      expect(twoFactorEnrolmentRequired).toBe(true);
      expect(sidOf(first)).toBeUndefined();
      // An enrolment challenge is not a code challenge.
      expect(expectErrorShape(await second({ challenge, code: '123456' })).errors?.[0]?.field).toBe('challenge');
      const setup = await inject('POST', '/api/auth/login/two-factor/setup', {}, { challenge });
      expect(setup.statusCode, setup.body).toBe(200);
      const { secret, qrDataUrl } = setup.json() as { secret: string; qrDataUrl: string };
      expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
      expect((await inject('POST', '/api/auth/login/two-factor/enrol', {}, { challenge, code: '000000' })).statusCode).toBe(400);
      const done = await inject('POST', '/api/auth/login/two-factor/enrol', {}, { challenge, code: await generate({ secret }) });
      expect(done.statusCode, done.body).toBe(200);
      const body = done.json() as { user: { email: string }; token: string; recoveryCodes: string[] };
      expect(body.user.email).toBe(staff.user.email);
      expect(body.recoveryCodes).toHaveLength(10);
      expect(sidOf(done)).toBeDefined();
      // From now on the sign-in asks for a code.
      expect((await login(staff.user.email)).json()).toMatchObject({ twoFactorRequired: true });
    } finally {
      await inject('PUT', '/api/admin/settings/security', admin.bearerHeaders, { requireTwoFactor: false });
    }
  });

  it('a trusted device keeps its own code counter: guesses from elsewhere do not lock it out', async () => {
    const { me, secret } = await enrolled();
    // The first full sign-in from this "browser" makes it a trusted device of the account.
    const c1 = (await login(me.user.email)).json() as { challenge: string };
    const ok = await second({ challenge: c1.challenge, code: await nextCode(secret) });
    const did = ok.cookies.find((c) => c.name === 'did')!;
    const device = { cookie: `did=${did.value}` };
    const c2 = (await login(me.user.email)).json() as { challenge: string };
    for (let i = 0; i < 10; i++) await second({ challenge: c2.challenge, code: '000000' });
    expect((await second({ challenge: c2.challenge, code: '000000' })).statusCode).toBe(429);
    const c3 = (await login(me.user.email, device)).json() as { challenge: string };
    expect((await second({ challenge: c3.challenge, code: '000000' }, device)).statusCode).toBe(400);
  });
  it('each second-factor event is in the audit log: enabled, refused, recovery code used, signed in (how), reset, the requirement', async () => {
    const admin = await loginAs('admin');
    const { me, secret, recoveryCodes } = await enrolled();
    const audit = async (action: string) =>
      (await inject('GET', `/api/audit?action=${action}&target=${me.user._id}`, admin.bearerHeaders)).json() as {
        details: Record<string, unknown>;
      }[];
    expect(await audit('two_factor.enabled')).toHaveLength(1);
    const { challenge } = (await login(me.user.email)).json() as { challenge: string };
    expect((await second({ challenge, code: '000000' })).statusCode).toBe(400);
    expect(await audit('two_factor.failed')).toHaveLength(1);
    expect((await second({ challenge, code: await nextCode(secret) })).statusCode).toBe(200);
    const again = (await login(me.user.email)).json() as { challenge: string };
    expect((await second({ challenge: again.challenge, recoveryCode: recoveryCodes[0]! })).statusCode).toBe(200);
    expect(await audit('two_factor.recovery_code_used')).toHaveLength(1);
    const methods = (await audit('auth.signed_in')).map((e) => e.details.method);
    expect(methods).toEqual(expect.arrayContaining(['code', 'recovery_code']));
    expect((await inject('DELETE', `/api/auth/users/${me.user._id}/two-factor`, admin.bearerHeaders)).statusCode).toBe(200);
    expect(await audit('two_factor.reset')).toHaveLength(1);
    await inject('PUT', '/api/admin/settings/security', admin.bearerHeaders, { requireTwoFactor: false });
    const settings = (await inject('GET', '/api/audit?action=settings.changed', admin.bearerHeaders)).json() as {
      details: Record<string, unknown>;
    }[];
    expect(settings[0]?.details).toEqual({ requireTwoFactor: false });
    // Never a code or a secret in what is kept.
    const all = (await inject('GET', `/api/audit?target=${me.user._id}&pageSize=200`, admin.bearerHeaders)).body;
    expect(all).not.toContain(secret);
    expect(all).not.toContain(recoveryCodes[0]!);
  });
});
