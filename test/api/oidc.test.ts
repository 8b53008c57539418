import { and, desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { ssoRefusalMessage } from '@contract/oidc';
import { SECURITY_NOTICE_SUBJECTS } from '@contract/security-notices';
import { auditEvents, oidcIdentities, passwordResets, sessions, users } from '../../server/db/schema/index';
import { hashPassword } from '../../server/lib/passwords';
import { createSettingsRepository } from '../../server/repositories/settings';
import { createUsersRepository } from '../../server/repositories/users';
import { buildTestApp } from '../helpers/app';
import { createOidcBrowser } from '../helpers/oidc-browser';
import { startOidcProvider, TEST_CLIENT } from '../helpers/oidc-provider.mjs';
import { startSmtpSink } from '../helpers/smtp-sink';

// The site never listens: the provider redirects the test's browser here, which hands it to app.inject.
const SITE = 'http://localhost:3000';
const CALLBACK = `${SITE}/api/auth/oidc/callback`;

describe('single sign-on against a real OpenID Connect provider on loopback', async () => {
  const provider = await startOidcProvider({ redirectUris: [CALLBACK] });
  afterAll(() => provider.close());
  const sso = {
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: TEST_CLIENT.id,
    OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
    OIDC_LABEL: 'Sign in with Corp ID',
    OIDC_ALLOWED_DOMAINS: ['corp.test'],
    OIDC_DEFAULT_ROLE: 'user' as const,
  };
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const { app, database } = await buildTestApp(
    { siteUrl: SITE, ...sso },
    { mail: { smtpUrl: sink.url, from: 'Site <site@example.com>', siteUrl: SITE, autoReply: false } },
  );
  const db = database.db;
  const toOf = (m: ParsedMail) => (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) => a.value.map((v) => v.address));
  const linkMails = (address: string) =>
    sink.messages.filter((m) => toOf(m).includes(address) && m.subject === SECURITY_NOTICE_SUBJECTS['sso-linked']);
  /** Password sign-in: the browser gets the session cookie, as the sign-in page would leave it. */
  const signInWithPassword = async (b: ReturnType<typeof browser>, email: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'correct horse battery' } });
    expect(res.statusCode, res.body).toBe(200);
    b.setCookie(SITE, 'sid', res.cookies.find((c) => c.name === 'sid')!.value);
  };
  const identitiesOf = (userId: string) => db.select().from(oidcIdentities).where(eq(oidcIdentities.userId, userId));
  const accounts = createUsersRepository(db);
  const browser = () => createOidcBrowser(app, SITE);
  const me = (b: ReturnType<typeof browser>) => b.request('/api/auth/me');
  const refusedWith = (hop: { status: number; location: string | null }, code: string) => {
    expect(hop.status).toBe(302);
    expect(new URL(hop.location!).pathname).toBe('/auth/login');
    expect(new URL(hop.location!).searchParams.get('sso')).toBe(code);
  };
  const lastAudit = async (action: string) =>
    (await db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(desc(auditEvents.at)).limit(1))[0];

  it('tells the sign-in page which ways in there are', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/methods' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ password: true, oidc: { label: 'Sign in with Corp ID', startUrl: '/api/auth/oidc/start' }, passkeys: true });
  });

  it('starts with a redirect to the provider: code flow, PKCE S256, state and nonce, and a flow cookie for the callback only', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/oidc/start?next=/blogs' });
    expect(res.statusCode).toBe(302);
    const to = new URL(res.headers.location as string);
    expect(to.origin).toBe(provider.issuer);
    const q = to.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe('site');
    expect(q.get('redirect_uri')).toBe(CALLBACK);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(q.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(q.get('scope')).toBe('openid email profile');
    const cookie = res.cookies.find((c) => c.name === 'oidc_flow');
    expect(cookie).toMatchObject({ path: '/api/auth/oidc', httpOnly: true, sameSite: 'Lax', maxAge: 600 });
    // The verifier never leaves the server.
    expect(res.headers.location).not.toContain(cookie!.value);
  });

  it('signs in the account with the verified email, links the identity, then finds it by subject after the email changed', async () => {
    const ada = await accounts.insert({
      name: 'Ada Staff',
      email: 'ada@corp.test',
      passwordHash: await hashPassword('correct horse battery'),
      role: 'user',
    });
    const b = browser();
    const hop = await b.signIn('/api/auth/oidc/start?next=/blogs', 'ada@corp.test');
    expect(hop.status).toBe(302);
    expect(hop.location).toBe(`${SITE}/blogs`);
    expect(b.cookieFor(SITE, 'sid')).toBeDefined();
    expect(b.cookieFor(SITE, 'oidc_flow')).toBeUndefined();
    const who = await me(b);
    expect(who.status, who.body).toBe(200);
    expect(JSON.parse(who.body)).toMatchObject({ user: { _id: ada.id, email: 'ada@corp.test' } });
    const [identity] = await db.select().from(oidcIdentities).where(eq(oidcIdentities.userId, ada.id));
    expect(identity).toMatchObject({ issuer: provider.issuer, subject: 'ada@corp.test' });
    expect(await lastAudit('auth.sso_linked')).toMatchObject({ actorId: ada.id, targetId: ada.id });
    expect((await lastAudit('auth.signed_in'))?.details).toMatchObject({ method: 'oidc' });
    // The account is told of the new way in (decision 059).
    await sink.waitFor(1, (m) => toOf(m).includes('ada@corp.test') && m.subject === SECURITY_NOTICE_SUBJECTS['sso-linked']);
    const [notice] = linkMails('ada@corp.test');
    expect(notice!.text).toContain(`An account at ${provider.issuer} was linked to your`);
    expect(notice!.text).toContain(`${SITE}/auth/forgot-password`);
    expect((await db.select().from(sessions).where(eq(sessions.userId, ada.id))).map((r) => r.method)).toEqual(['oidc']);

    // The account's address changes here; the provider's subject still leads to it.
    await db.update(users).set({ email: 'ada.lovelace@corp.test' }).where(eq(users.id, ada.id));
    const again = browser();
    expect((await again.signIn('/api/auth/oidc/start', 'ada@corp.test')).location).toBe(`${SITE}/dashboard`);
    expect(JSON.parse((await me(again)).body)).toMatchObject({ user: { _id: ada.id } });
  });

  it('never takes over an administrator, or an account outside the allowed domains, by its address (issue 42)', async () => {
    const boss = await accounts.insert({
      name: 'Boss',
      email: 'admin@corp.test',
      passwordHash: await hashPassword('correct horse battery'),
      role: 'admin',
    });
    const pat = await accounts.insert({
      name: 'Pat',
      email: 'pat@partner.test',
      passwordHash: await hashPassword('correct horse battery'),
      role: 'user',
    });
    for (const [account, email] of [
      [boss, 'admin@corp.test'],
      [pat, 'pat@partner.test'],
    ] as const) {
      const b = browser();
      const hop = await b.signIn('/api/auth/oidc/start', email);
      refusedWith(hop, 'link-required');
      expect(new URL(hop.location!).searchParams.get('email')).toBe(email);
      expect(b.cookieFor(SITE, 'sid')).toBeUndefined();
      expect(await identitiesOf(account.id)).toEqual([]);
      expect(await lastAudit('auth.sso_refused')).toMatchObject({ details: { reason: 'link-required', email } });
    }
    expect(ssoRefusalMessage('link-required', 'admin@corp.test')).toBe(
      'A staff account already uses admin@corp.test, and single sign-on does not take it over by email. Sign in with your password (or passkey), then link single sign-on on your Security page.',
    );
    expect(linkMails('admin@corp.test')).toEqual([]);
  });

  it('after the link the subject decides: a changed address at the provider still signs in, another subject with the address does not', async () => {
    const zoe = await accounts.insert({ name: 'Zoe', email: 'zoe@corp.test', passwordHash: null, role: 'editor' });
    provider.setAddress('zoe-sub', 'zoe@corp.test');
    expect((await browser().signIn('/api/auth/oidc/start', 'zoe-sub')).location).toBe(`${SITE}/dashboard`);
    expect(await identitiesOf(zoe.id)).toMatchObject([{ subject: 'zoe-sub', email: 'zoe@corp.test' }]);
    const renamed = browser();
    provider.setAddress('zoe-sub', 'zoe.renamed@corp.test');
    expect((await renamed.signIn('/api/auth/oidc/start', 'zoe-sub')).location).toBe(`${SITE}/dashboard`);
    expect(JSON.parse((await me(renamed)).body)).toMatchObject({ user: { _id: zoe.id } });
    // Someone else at the provider who now carries zoe@corp.test is not matched to her account.
    const imposter = browser();
    provider.setAddress('imposter', 'zoe@corp.test');
    refusedWith(await imposter.signIn('/api/auth/oidc/start', 'imposter'), 'link-required');
    expect(imposter.cookieFor(SITE, 'sid')).toBeUndefined();
    expect((await identitiesOf(zoe.id)).map((r) => r.subject)).toEqual(['zoe-sub']);
  });

  it('an administrator links single sign-on from the Security page after signing in with the password; the account is told', async () => {
    const boss = await accounts.insert({
      name: 'Root',
      email: 'root@corp.test',
      passwordHash: await hashPassword('correct horse battery'),
      role: 'admin',
    });
    const b = browser();
    // Only for a signed-in caller, and a recent check of who they are.
    expect((await app.inject({ method: 'GET', url: '/api/auth/oidc/start?purpose=link' })).statusCode).toBe(401);
    await signInWithPassword(b, 'root@corp.test');
    await db
      .update(sessions)
      .set({ reauthAt: new Date(Date.now() - 3600_000) })
      .where(eq(sessions.userId, boss.id));
    const stale = await b.request('/api/auth/oidc/start?purpose=link');
    expect(stale.status).toBe(403);
    expect(JSON.parse(stale.body)).toMatchObject({ reauth: true });
    await db.update(sessions).set({ reauthAt: new Date() }).where(eq(sessions.userId, boss.id));

    provider.setAddress('root-sub', 'root@corp.test');
    const start = await b.request('/api/auth/oidc/start?purpose=link');
    expect(new URL(start.location!).searchParams.get('prompt')).toBe('login');
    const hop = await b.signIn('/api/auth/oidc/start?purpose=link', 'root-sub');
    expect(hop.location).toBe(`${SITE}/account/security?sso=linked`);
    expect(await identitiesOf(boss.id)).toMatchObject([{ issuer: provider.issuer, subject: 'root-sub' }]);
    await sink.waitFor(1, (m) => toOf(m).includes('root@corp.test') && m.subject === SECURITY_NOTICE_SUBJECTS['sso-linked']);
    expect(linkMails('root@corp.test')).toHaveLength(1);
    // From now on the provider signs the administrator in, by the subject.
    const later = browser();
    expect((await later.signIn('/api/auth/oidc/start', 'root-sub')).location).toBe(`${SITE}/dashboard`);
    expect(JSON.parse((await me(later)).body)).toMatchObject({ user: { _id: boss.id } });

    // A provider account linked to someone else is not moved.
    const other = await accounts.insert({
      name: 'Other',
      email: 'other@corp.test',
      passwordHash: await hashPassword('correct horse battery'),
      role: 'user',
    });
    const ob = browser();
    await signInWithPassword(ob, 'other@corp.test');
    expect((await ob.signIn('/api/auth/oidc/start?purpose=link', 'root-sub')).location).toBe(`${SITE}/account/security?sso=link-taken`);
    expect(await identitiesOf(other.id)).toEqual([]);
  });

  it('refuses an unknown address outside the allowed domains, and creates an account with the default role inside them', async () => {
    const stranger = await browser().signIn('/api/auth/oidc/start', 'eve@elsewhere.test');
    refusedWith(stranger, 'no-account');
    expect(new URL(stranger.location!).searchParams.get('email')).toBe('eve@elsewhere.test');
    expect(ssoRefusalMessage('no-account', 'eve@elsewhere.test')).toBe(
      'No staff account uses eve@elsewhere.test. Ask an administrator to invite you.',
    );
    expect(await accounts.findByEmail('eve@elsewhere.test')).toBeUndefined();
    expect(await lastAudit('auth.sso_refused')).toMatchObject({ details: { reason: 'no-account', email: 'eve@elsewhere.test' } });

    const b = browser();
    expect((await b.signIn('/api/auth/oidc/start', 'new-writer@corp.test')).location).toBe(`${SITE}/dashboard`);
    const created = await accounts.findByEmail('new-writer@corp.test');
    expect(created).toMatchObject({ name: 'New Writer', role: 'user', passwordHash: null });
    expect(JSON.parse((await me(b)).body)).toMatchObject({ user: { _id: created!.id, role: 'user' } });
    expect(await lastAudit('user.created')).toMatchObject({ targetId: created!.id, details: { via: 'oidc', role: 'user' } });
  });

  it('refuses an address the provider did not verify, even when an account uses it', async () => {
    await accounts.insert({ name: 'Mallory', email: 'unverified+mal@corp.test', passwordHash: null, role: 'admin' });
    const b = browser();
    refusedWith(await b.signIn('/api/auth/oidc/start', 'unverified+mal@corp.test'), 'unverified');
    expect(b.cookieFor(SITE, 'sid')).toBeUndefined();
    expect(await db.select().from(oidcIdentities).where(eq(oidcIdentities.email, 'unverified+mal@corp.test'))).toEqual([]);
  });

  it('refuses a callback without the flow cookie, with another browser’s, a replayed one and a tampered state', async () => {
    await accounts.insert({ name: 'Bob', email: 'bob@corp.test', passwordHash: null, role: 'user' });
    // No cookie: the link was opened in another browser (or forged).
    const a = browser();
    const callback = await a.toCallback('/api/auth/oidc/start', 'bob@corp.test');
    a.dropCookie(SITE, 'oidc_flow');
    refusedWith(await a.request(callback), 'expired');

    // Another browser's flow: its state and verifier do not fit this code.
    const mine = browser();
    const myCallback = await mine.toCallback('/api/auth/oidc/start', 'bob@corp.test');
    const theirs = browser();
    await theirs.toCallback('/api/auth/oidc/start', 'bob@corp.test');
    mine.setCookie(SITE, 'oidc_flow', theirs.cookieFor(SITE, 'oidc_flow')!);
    refusedWith(await mine.request(myCallback), 'failed');
    expect(theirs.cookieFor(SITE, 'sid')).toBeUndefined();

    // Tampered state with the right cookie.
    const c = browser();
    const good = new URL(await c.toCallback('/api/auth/oidc/start', 'bob@corp.test'));
    const flow = c.cookieFor(SITE, 'oidc_flow')!;
    good.searchParams.set('state', 'forged-state-value');
    refusedWith(await c.request(good.href), 'failed');

    // Replayed: the flow was spent by the first (successful) use.
    const d = browser();
    const once = await d.toCallback('/api/auth/oidc/start', 'bob@corp.test');
    const replayFlow = d.cookieFor(SITE, 'oidc_flow')!;
    expect((await d.request(once)).location).toBe(`${SITE}/dashboard`);
    d.setCookie(SITE, 'oidc_flow', replayFlow);
    refusedWith(await d.request(once), 'expired');
    expect(flow).not.toBe(replayFlow);
  });

  it('a cancelled sign-in at the provider comes back as "denied"', async () => {
    const b = browser();
    await b.request('/api/auth/oidc/start');
    refusedWith(await b.request('/api/auth/oidc/callback?error=access_denied&state=x'), 'denied');
  });

  it('asks for the site’s own second factor when admins require it, through the sign-in page', async () => {
    await accounts.insert({ name: 'Cy', email: 'cy@corp.test', passwordHash: null, role: 'user' });
    await createSettingsRepository(db).setRequireTwoFactor(true);
    try {
      const b = browser();
      const hop = await b.signIn('/api/auth/oidc/start?next=/blogs', 'cy@corp.test');
      const to = new URL(hop.location!);
      expect(to.pathname).toBe('/auth/login');
      expect(to.searchParams.get('step')).toBe('enrol');
      expect(to.searchParams.get('next')).toBe('/blogs');
      const challenge = to.searchParams.get('second')!;
      expect(b.cookieFor(SITE, 'sid')).toBeUndefined();
      // The challenge is the ordinary sign-in one: the enrolment step takes it.
      const setup = await app.inject({ method: 'POST', url: '/api/auth/login/two-factor/setup', payload: { challenge } });
      expect(setup.statusCode, setup.body).toBe(200);
    } finally {
      await createSettingsRepository(db).setRequireTwoFactor(false);
    }
  });

  it('re-authentication (purpose=reauth) asks the provider to check again, stamps this session and makes none', async () => {
    const dee = await accounts.insert({ name: 'Dee', email: 'dee@corp.test', passwordHash: null, role: 'user' });
    const b = browser();
    expect((await b.signIn('/api/auth/oidc/start', 'dee@corp.test')).status).toBe(302);
    const old = new Date(Date.now() - 3600_000);
    await db.update(sessions).set({ reauthAt: old }).where(eq(sessions.userId, dee.id));
    // The dialog offers the provider to an account that signed in with it, and no password to one that has none.
    expect(JSON.parse((await b.request('/api/auth/reauth')).body)).toMatchObject({ fresh: false, methods: ['oidc'] });

    // Only for a signed-in caller.
    expect((await app.inject({ method: 'GET', url: '/api/auth/oidc/start?purpose=reauth' })).statusCode).toBe(401);
    const start = await b.request('/api/auth/oidc/start?purpose=reauth&next=/admin/users');
    const to = new URL(start.location!);
    expect(to.searchParams.get('prompt')).toBe('login');
    expect(to.searchParams.get('max_age')).toBe('300');

    // Someone else at the provider: refused, nothing stamped.
    const other = new URL(await b.toCallback('/api/auth/oidc/start?purpose=reauth&next=/admin/users', 'ada@corp.test'));
    expect((await b.request(other.href)).location).toBe(`${SITE}/admin/users`);
    const [still] = await db.select().from(sessions).where(eq(sessions.userId, dee.id));
    expect(still!.reauthAt.getTime()).toBe(old.getTime());
    expect(await lastAudit('auth.reauth_failed')).toMatchObject({ actorId: dee.id, details: { method: 'oidc' } });

    const hop = await b.signIn('/api/auth/oidc/start?purpose=reauth&next=/admin/users', 'dee@corp.test');
    expect(hop.location).toBe(`${SITE}/admin/users`);
    const rows = await db.select().from(sessions).where(eq(sessions.userId, dee.id));
    expect(rows).toHaveLength(1);
    expect(Date.now() - rows[0]!.reauthAt.getTime()).toBeLessThan(60_000);
    expect(await lastAudit('auth.reauthenticated')).toMatchObject({ actorId: dee.id, details: { method: 'oidc' } });
  });

  it('answers 404 for both routes when single sign-on is not set up', async () => {
    const plain = await buildTestApp({ siteUrl: SITE });
    for (const url of ['/api/auth/oidc/start', '/api/auth/oidc/callback?code=x&state=y']) {
      expect((await plain.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect((await plain.app.inject({ method: 'GET', url: '/api/auth/methods' })).json()).toMatchObject({ password: true, oidc: null });
  });

  it('answers 503 while the provider is down, and a later start discovers it', async () => {
    const late = await startOidcProvider({ redirectUris: [CALLBACK] });
    afterAll(() => late.close());
    late.setReachable(false);
    const other = await buildTestApp({ siteUrl: SITE, ...sso, OIDC_ISSUER: late.issuer });
    const down = await other.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ message: 'The sign-in provider cannot be reached. Please try again in a minute.' });
    late.setReachable(true);
    const up = await other.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    expect(up.statusCode).toBe(302);
    expect(up.headers.location).toContain(late.issuer);
  });
});

describe('PASSWORD_LOGIN=false: staff sign in through single sign-on; administrators keep a password', async () => {
  const provider = await startOidcProvider({ redirectUris: [CALLBACK] });
  afterAll(() => provider.close());
  const { app, database, loginAs } = await buildTestApp({
    siteUrl: SITE,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: TEST_CLIENT.id,
    OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
    OIDC_LABEL: 'Sign in with Corp ID',
    // Without a password, a staff member's first SSO sign-in links only in a listed domain (decision 092).
    OIDC_ALLOWED_DOMAINS: ['corp.test'],
    OIDC_DEFAULT_ROLE: 'user',
    PASSWORD_LOGIN: false,
  });
  const accounts = createUsersRepository(database.db);

  it('refuses a staff member’s right password with the way in, lets the admin in, and still offers SSO to both', async () => {
    await accounts.insert({ name: 'Sam', email: 'sam@corp.test', passwordHash: await hashPassword('correct horse battery'), role: 'user' });
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'sam@corp.test', password: 'correct horse battery' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'Passwords are not used here. Sign in with Corp ID.' });
    // A wrong password stays the ordinary 401: the 403 tells nothing to someone without it.
    const wrong = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'sam@corp.test', password: 'not the password' } });
    expect(wrong.statusCode).toBe(401);
    const refusals = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'auth.sign_in_failed'), eq(auditEvents.targetType, 'user')));
    expect(refusals.map((r) => r.details)).toContainEqual({ email: 'sam@corp.test', account: true, reason: 'password sign-in is off' });
    expect(await database.db.select().from(sessions)).toEqual([]);

    const admin = await loginAs('admin');
    expect(admin.token).toBeTruthy();

    expect((await app.inject({ method: 'GET', url: '/api/auth/methods' })).json()).toMatchObject({
      password: false,
      oidc: { label: 'Sign in with Corp ID' },
    });
    const b = createOidcBrowser(app, SITE);
    expect((await b.signIn('/api/auth/oidc/start', 'sam@corp.test')).location).toBe(`${SITE}/dashboard`);
  });

  it('sends no reset link to a staff member, with the same answer as for anyone', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'sam@corp.test' } });
    expect(res.statusCode).toBe(202);
    const unknown = await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'nobody@corp.test' } });
    expect(unknown.json()).toEqual(res.json());
    const sam = await accounts.findByEmail('sam@corp.test');
    expect(await database.db.select().from(passwordResets).where(eq(passwordResets.userId, sam!.id))).toEqual([]);
    // The break-glass account can still reset its password.
    const admin = await loginAs('admin');
    expect((await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: admin.user.email } })).statusCode).toBe(202);
    expect(await database.db.select().from(passwordResets).where(eq(passwordResets.userId, admin.user._id))).toHaveLength(1);
  });
});
