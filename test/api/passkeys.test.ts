import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { SECURITY_NOTICE_SUBJECTS } from '@contract/security-notices';
import { LAST_SIGN_IN_METHOD_MESSAGE, PASSKEY_REFUSED_MESSAGE, type Passkey } from '@contract/passkeys';
import { auditEvents, passkeys, sessions, users } from '../../server/db/schema/index';
import { createSettingsRepository } from '../../server/repositories/settings';
import { buildTestApp, sessionCookie, type Session } from '../helpers/app';
import { expectErrorShape } from '../helpers/fixtures';
import { createSoftPasskey, type SoftPasskey, type Tamper } from '../helpers/soft-passkey';
import { startSmtpSink } from '../helpers/smtp-sink';

const PASSWORD = 'correct horse battery';

interface Options {
  flow: string;
  options: Parameters<SoftPasskey['register']>[0] & Parameters<SoftPasskey['authenticate']>[0];
}

describe('passkeys (WebAuthn, decision 060)', async () => {
  const { app, database, loginAs } = await buildTestApp({ TWO_FACTOR_KEY: 'a test key of at least thirty-two characters' });
  const { db } = database;
  const post = (url: string, headers: Record<string, string>, payload: object = {}) => app.inject({ method: 'POST', url, headers, payload });
  const optionsOf = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Options;
  };
  /** The session's last check of who the person is, moved back past REAUTH_MINUTES. */
  const makeStale = (userId: string) =>
    db
      .update(sessions)
      .set({ reauthAt: sql`now() - interval '1 day'` })
      .where(eq(sessions.userId, userId));
  const actions = async (action: string) => (await db.select().from(auditEvents).where(eq(auditEvents.action, action))).length;

  async function addPasskey(me: Session, pk: SoftPasskey = createSoftPasskey(), name = 'Work laptop') {
    const { flow, options } = optionsOf(await post('/api/auth/passkeys/registration/options', me.bearerHeaders));
    const res = await post('/api/auth/passkeys/registration/verify', me.bearerHeaders, { flow, response: pk.register(options), name });
    expect(res.statusCode, res.body).toBe(201);
    return { pk, passkey: res.json() as Passkey };
  }
  async function signInWith(pk: SoftPasskey, body: object = {}, tamper: Tamper = {}, remoteAddress = '127.0.0.1') {
    const { flow, options } = optionsOf(await post('/api/auth/passkeys/login/options', {}, body));
    const payload = { flow, response: pk.authenticate(options, tamper) };
    return app.inject({ method: 'POST', url: '/api/auth/passkeys/login/verify', payload, remoteAddress });
  }

  it('registers a discoverable, user-verified passkey; the list shows it without its key', async () => {
    const me = await loginAs('author');
    const opts = optionsOf(await post('/api/auth/passkeys/registration/options', me.bearerHeaders));
    expect(opts.options.rp.id).toBe('localhost');
    expect(opts.options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(opts.options.attestation).toBe('none');
    // The user handle is random, never the account's id.
    const [row] = await db.select({ handle: users.webauthnUserId }).from(users).where(eq(users.id, me.user._id));
    expect(opts.options.user.id).toBe(row!.handle);
    expect(opts.options.user.id).not.toContain(me.user._id.replace(/-/g, ''));

    const pk = createSoftPasskey();
    const res = await post('/api/auth/passkeys/registration/verify', me.bearerHeaders, { flow: opts.flow, response: pk.register(opts.options) });
    expect(res.statusCode, res.body).toBe(201);
    const added = res.json() as Passkey;
    expect(added.name).toMatch(/ passkey$/); // named after the browser when not named
    expect(added).toMatchObject({ deviceType: 'singleDevice', backedUp: false, lastUsedAt: null });

    const list = await app.inject({ method: 'GET', url: '/api/auth/passkeys', headers: me.bearerHeaders });
    expect(list.json()).toEqual([added]);
    expect(list.body).not.toContain(pk.id);
    expect(await actions('passkey.added')).toBeGreaterThan(0);

    // The same authenticator is excluded next time; the flow answered once.
    const again = optionsOf(await post('/api/auth/passkeys/registration/options', me.bearerHeaders));
    expect(again.options.excludeCredentials?.map((c) => c.id)).toEqual([pk.id]);
    const replay = await post('/api/auth/passkeys/registration/verify', me.bearerHeaders, { flow: opts.flow, response: pk.register(opts.options) });
    expect(replay.statusCode).toBe(400);
    expect(expectErrorShape(replay).errors?.[0]?.field).toBe('flow');
  });

  it('names a second passkey from the same browser apart from the first when neither is named', async () => {
    const me = await loginAs('author');
    const chrome = {
      ...me.bearerHeaders,
      'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    };
    const added: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { flow, options } = optionsOf(await post('/api/auth/passkeys/registration/options', chrome));
      const res = await post('/api/auth/passkeys/registration/verify', chrome, { flow, response: createSoftPasskey().register(options) });
      expect(res.statusCode, res.body).toBe(201);
      added.push((res.json() as Passkey).name);
    }
    const [first] = added;
    expect(first).toMatch(/ passkey$/);
    expect(added).toEqual([first, `${first} 2`, `${first} 3`]);
    const list = await app.inject({ method: 'GET', url: '/api/auth/passkeys', headers: me.bearerHeaders });
    expect((list.json() as Passkey[]).map((p) => p.name)).toEqual(added);
  });

  it('registration needs a fresh confirmation, and its flow belongs to the session that asked', async () => {
    const me = await loginAs('user');
    await makeStale(me.user._id);
    const stale = await post('/api/auth/passkeys/registration/options', me.bearerHeaders);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ reauth: true });

    const other = await loginAs('user', { email: me.user.email });
    const { flow, options } = optionsOf(await post('/api/auth/passkeys/registration/options', other.bearerHeaders));
    const pk = createSoftPasskey();
    // Another session of the same account cannot finish it.
    expect((await post('/api/auth/passkeys/registration/verify', me.bearerHeaders, { flow, response: pk.register(options) })).statusCode).toBe(400);
    expect((await db.select().from(passkeys).where(eq(passkeys.userId, me.user._id))).length).toBe(0);
  });

  it('refuses a registration from another origin or without user verification, and bad input by field', async () => {
    const me = await loginAs('user');
    for (const [pk, tamper] of [
      [createSoftPasskey({ origin: 'https://evil.example' }), {}],
      [createSoftPasskey(), { userVerified: false }],
      [createSoftPasskey(), { rpId: 'evil.example' }],
    ] as const) {
      const { flow, options } = optionsOf(await post('/api/auth/passkeys/registration/options', me.bearerHeaders));
      const res = await post('/api/auth/passkeys/registration/verify', me.bearerHeaders, { flow, response: pk.register(options, tamper) });
      expect(res.statusCode).toBe(400);
      expect(expectErrorShape(res)).toMatchObject({ message: PASSKEY_REFUSED_MESSAGE });
    }
    const bad = await post('/api/auth/passkeys/registration/verify', me.bearerHeaders, { flow: 'x', response: { id: 'a' } });
    expect(bad.statusCode).toBe(400);
    expect(expectErrorShape(bad).errors?.[0]?.field).toMatch(/^response/);
    const longName = await post('/api/auth/passkeys/registration/verify', me.bearerHeaders, { flow: 'x', response: {}, name: 'n'.repeat(61) });
    expect(expectErrorShape(longName).errors?.some((e) => e.field === 'name')).toBe(true);
  });

  it('signs in with no email typed (discoverable): a session made by the passkey, counter and last use recorded', async () => {
    const me = await loginAs('editor');
    const { pk, passkey } = await addPasskey(me);
    const opts = optionsOf(await post('/api/auth/passkeys/login/options', {}));
    expect(opts.options.allowCredentials ?? []).toEqual([]);
    expect(opts.options.userVerification).toBe('required');
    const res = await post('/api/auth/passkeys/login/verify', {}, { flow: opts.flow, response: pk.authenticate(opts.options) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { user: { _id: string; email: string }; token: string };
    expect(body.user.email).toBe(me.user.email);
    const cookie = sessionCookie(res);
    const who = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(who.json()).toMatchObject({ user: { _id: me.user._id } });
    const made = await db.select({ method: sessions.method }).from(sessions).where(eq(sessions.userId, me.user._id));
    expect(made.map((s) => s.method)).toContain('passkey');
    const [stored] = await db.select().from(passkeys).where(eq(passkeys.id, passkey._id));
    expect(stored!.counter).toBe(1);
    expect(stored!.lastUsedAt).not.toBeNull();

    // The flow answers once: a replay of the same answer is refused.
    const replay = await post('/api/auth/passkeys/login/verify', {}, { flow: opts.flow, response: pk.authenticate(opts.options) });
    expect(replay.statusCode).toBe(400);
    expect(expectErrorShape(replay).errors?.[0]?.field).toBe('flow');
  });

  it('refuses a wrong origin, a wrong challenge, another account handle, no user verification, an unknown passkey and a counter that went back', async () => {
    const me = await loginAs('user');
    const { pk, passkey } = await addPasskey(me);
    const someone = await loginAs('user');
    const { pk: theirs } = await addPasskey(someone);
    const before = await actions('auth.sign_in_failed');
    for (const tamper of [
      { origin: 'https://evil.example' },
      { challenge: 'bm90LXRoZS1jaGFsbGVuZ2U' },
      { userHandle: theirs.userHandle },
      { userVerified: false },
      { rpId: 'evil.example' },
    ]) {
      const res = await signInWith(pk, {}, tamper);
      expect(res.statusCode, JSON.stringify(tamper)).toBe(401);
      expect(res.json()).toMatchObject({ message: PASSKEY_REFUSED_MESSAGE });
      expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    }
    expect(await actions('auth.sign_in_failed')).toBe(before + 5);
    expect((await signInWith(createSoftPasskey(), {})).statusCode).toBe(401);

    expect((await signInWith(pk)).statusCode).toBe(200);
    // A clone answers with a counter not above the stored one: refused and recorded.
    const clone = await signInWith(pk, {}, { counter: pk.counter });
    expect(clone.statusCode).toBe(401);
    const flagged = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'passkey.counter_mismatch'), eq(auditEvents.targetId, passkey._id)));
    expect(flagged).toHaveLength(1);
  });

  it('is the second factor after the password: offered beside the code, only that account’s passkeys, and the challenge is spent', async () => {
    const me = await loginAs('user');
    const setup = await post('/api/auth/two-factor/setup', me.bearerHeaders);
    const { secret } = setup.json() as { secret: string };
    expect((await post('/api/auth/two-factor/confirm', me.bearerHeaders, { code: await generate({ secret }) })).statusCode).toBe(200);
    const { pk } = await addPasskey(me);
    const someone = await loginAs('user');
    const { pk: theirs } = await addPasskey(someone);

    const password = await post('/api/auth/login', {}, { email: me.user.email, password: PASSWORD });
    const answer = password.json() as { twoFactorRequired: true; challenge: string; methods: string[] };
    expect(answer).toMatchObject({ twoFactorRequired: true, methods: ['code', 'passkey'] });

    const opts = optionsOf(await post('/api/auth/passkeys/login/options', {}, { challenge: answer.challenge }));
    expect(opts.options.allowCredentials?.map((c) => c.id)).toEqual([pk.id]);
    // Another account's passkey cannot finish this account's sign-in.
    const wrong = await post('/api/auth/passkeys/login/verify', {}, { flow: opts.flow, response: theirs.authenticate(opts.options) });
    expect(wrong.statusCode).toBe(401);

    const again = optionsOf(await post('/api/auth/passkeys/login/options', {}, { challenge: answer.challenge }));
    const ok = await post('/api/auth/passkeys/login/verify', {}, { flow: again.flow, response: pk.authenticate(again.options) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as { user: { _id: string } }).user._id).toBe(me.user._id);
    // The password step's challenge made one session: the code step finds it gone.
    const code = await post(
      '/api/auth/login/two-factor',
      {},
      { challenge: answer.challenge, code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }) },
    );
    expect(code.statusCode).toBe(400);
    expect((await post('/api/auth/passkeys/login/options', {}, { challenge: 'no-such-challenge' })).statusCode).toBe(401);
  });

  it('satisfies "require 2FA": a passkey-only account is asked for its passkey, not to set up an app, and signs in without a code', async () => {
    const settings = createSettingsRepository(db);
    const me = await loginAs('sales');
    const { pk } = await addPasskey(me);
    const bare = await loginAs('sales');
    await settings.setRequireTwoFactor(true);
    try {
      const password = await post('/api/auth/login', {}, { email: me.user.email, password: PASSWORD });
      expect(password.json()).toMatchObject({ twoFactorRequired: true, methods: ['passkey'] });
      const without = await post('/api/auth/login', {}, { email: bare.user.email, password: PASSWORD });
      expect(without.json()).toMatchObject({ twoFactorEnrolmentRequired: true });
      const res = await signInWith(pk);
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await settings.setRequireTwoFactor(false);
    }
    // Without the rule a passkey does not add a step to the password.
    expect((await post('/api/auth/login', {}, { email: me.user.email, password: PASSWORD })).json()).toHaveProperty('token');
  });

  it('renames and removes only with a fresh confirmation, only one’s own, never the last way to sign in', async () => {
    const me = await loginAs('user');
    const { passkey } = await addPasskey(me);
    const { passkey: second } = await addPasskey(me, createSoftPasskey(), 'Phone');
    const someone = await loginAs('user');
    const url = `/api/auth/passkeys/${passkey._id}`;

    await makeStale(me.user._id);
    const staleRename = await app.inject({ method: 'PATCH', url, headers: me.bearerHeaders, payload: { name: 'Home' } });
    expect(staleRename.statusCode).toBe(403);
    expect(staleRename.json()).toMatchObject({ reauth: true });
    expect((await app.inject({ method: 'DELETE', url, headers: me.bearerHeaders })).statusCode).toBe(403);
    await db.update(sessions).set({ reauthAt: new Date() }).where(eq(sessions.userId, me.user._id));

    const blank = await app.inject({ method: 'PATCH', url, headers: me.bearerHeaders, payload: { name: '  ' } });
    expect(expectErrorShape(blank).errors?.[0]?.field).toBe('name');
    const renamed = await app.inject({ method: 'PATCH', url, headers: me.bearerHeaders, payload: { name: 'Home' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ _id: passkey._id, name: 'Home' });
    expect((await app.inject({ method: 'PATCH', url, headers: someone.bearerHeaders, payload: { name: 'Mine' } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url, headers: someone.bearerHeaders })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: '/api/auth/passkeys/not-a-uuid', headers: me.bearerHeaders })).statusCode).toBe(404);

    // Without a password the last passkey stays: it is the only way in.
    await db.update(users).set({ passwordHash: null }).where(eq(users.id, me.user._id));
    expect((await app.inject({ method: 'DELETE', url, headers: me.bearerHeaders })).statusCode).toBe(200);
    const last = await app.inject({ method: 'DELETE', url: `/api/auth/passkeys/${second._id}`, headers: me.bearerHeaders });
    expect(last.statusCode).toBe(400);
    expect(expectErrorShape(last).message).toBe(LAST_SIGN_IN_METHOD_MESSAGE);
    expect((await db.select().from(passkeys).where(eq(passkeys.userId, me.user._id))).map((p) => p.id)).toEqual([second._id]);
    expect(await actions('passkey.removed')).toBeGreaterThan(0);
  });

  it('is throttled like a password: failures count, then 429 and one lock-out entry', async () => {
    const stranger = createSoftPasskey();
    const ip = '203.0.113.7'; // its own address: the other tests' failures do not count here
    const before = await actions('auth.locked_out');
    for (let i = 0; i < 10; i++) expect((await signInWith(stranger, {}, {}, ip)).statusCode).toBe(401);
    const refused = await signInWith(stranger, {}, {}, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await signInWith(stranger, {}, {}, ip)).statusCode).toBe(429);
    expect((await signInWith(stranger)).statusCode).toBe(401); // another address is not locked out
    expect(await actions('auth.locked_out')).toBe(before + 1);
  });

  it('confirms it is you (decision 058): a challenge for this session, one of the account’s passkeys, then sensitive changes go through', async () => {
    const me = await loginAs('user');
    const { pk } = await addPasskey(me);
    const other = await loginAs('user');
    const { pk: theirs } = await addPasskey(other);
    const status = await app.inject({ method: 'GET', url: '/api/auth/reauth', headers: me.bearerHeaders });
    expect((status.json() as { methods: string[] }).methods).toContain('passkey');
    await makeStale(me.user._id);
    expect((await post('/api/auth/passkeys/registration/options', me.bearerHeaders)).statusCode).toBe(403);

    const reauthWith = async (signer: SoftPasskey, asked: Session, answering: Session) => {
      const { flow, options } = optionsOf(await post('/api/auth/passkeys/login/options', asked.bearerHeaders, { purpose: 'reauth' }));
      expect(options.allowCredentials?.length).toBeGreaterThan(0);
      return post('/api/auth/reauth', answering.bearerHeaders, { passkey: { flow, response: signer.authenticate(options) } });
    };
    // Another account's passkey, or a flow asked for by another session, does not confirm (400, never 401).
    const wrongKey = await reauthWith(theirs, me, me);
    expect(wrongKey.statusCode).toBe(400);
    expect(expectErrorShape(wrongKey).errors?.[0]?.field).toBe('passkey');
    expect((await reauthWith(pk, other, me)).statusCode).toBe(400);
    expect((await post('/api/auth/passkeys/registration/options', me.bearerHeaders)).statusCode).toBe(403);

    const ok = await reauthWith(pk, me, me);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await post('/api/auth/passkeys/registration/options', me.bearerHeaders)).statusCode).toBe(200);
  });

  it('needs a session for everything but signing in', async () => {
    for (const [method, url] of [
      ['GET', '/api/auth/passkeys'],
      ['POST', '/api/auth/passkeys/registration/options'],
      ['POST', '/api/auth/passkeys/registration/verify'],
      ['PATCH', '/api/auth/passkeys/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/auth/passkeys/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      expect((await app.inject({ method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} })).statusCode, url).toBe(401);
    }
    expect((await post('/api/auth/passkeys/login/options', {}, { purpose: 'reauth' })).statusCode).toBe(401);
  });
});

describe('passkey security email (decision 059)', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const mail = { smtpUrl: sink.url, from: 'Site <site@example.com>', siteUrl: 'http://localhost:3000', autoReply: false };
  const { app, loginAs } = await buildTestApp({}, { mail });

  it('adding a passkey emails the person once, naming it', async () => {
    const me = await loginAs('author');
    const opts = await app.inject({ method: 'POST', url: '/api/auth/passkeys/registration/options', headers: me.bearerHeaders, payload: {} });
    const { flow, options } = opts.json() as Options;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/passkeys/registration/verify',
      headers: me.bearerHeaders,
      payload: { flow, response: createSoftPasskey().register(options), name: 'Desk key' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const to = (m: ParsedMail) => (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) => a.value.map((v) => v.address));
    const isNotice = (m: ParsedMail) => m.subject === SECURITY_NOTICE_SUBJECTS['passkey-added'] && to(m).includes(me.user.email);
    const [notice] = await sink.waitFor(1, isNotice);
    expect(notice!.text).toContain('"Desk key"');
    await new Promise((r) => setTimeout(r, 300));
    expect(sink.messages.filter(isNotice)).toHaveLength(1);
  });
});
