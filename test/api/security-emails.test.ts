import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { SECURITY_NOTICE_SUBJECTS, type SecurityNoticeKind } from '@contract/security-notices';
import { createMailer } from '../../server/mail/send-mail';
import { queueSecurityNotice, securityNoticeQueue, SECURITY_NOTICE_QUEUE, type SecurityNoticeJob } from '../../server/mail/security-notice';
import { buildTestApp } from '../helpers/app';
import { testRepositories } from '../helpers/db';
import { untilJobsSettle } from '../helpers/jobs';
import { startSmtpSink } from '../helpers/smtp-sink';

const SITE = 'http://site.test:3000';
const PASSWORD = 'correct horse battery';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

const toOf = (m: ParsedMail) => (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) => a.value.map((v) => v.address));

describe('security emails (decision 059): one per change, to the person, through the SMTP sink', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const mail = { smtpUrl: sink.url, from: 'Site <site@example.com>', siteUrl: SITE, autoReply: false };
  const { app, database, loginAs } = await buildTestApp({ siteUrl: SITE, TWO_FACTOR_KEY: 'a test key of at least thirty-two characters' }, { mail });
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: object) =>
    app.inject({ method, url, headers: { 'user-agent': UA, ...headers }, ...(payload ? { payload } : {}) });
  const login = (email: string, headers: Record<string, string> = {}) => inject('POST', '/api/auth/login', headers, { email, password: PASSWORD });

  const noticesTo = (address: string, kind: SecurityNoticeKind) =>
    sink.messages.filter((m) => toOf(m).includes(address) && m.subject === SECURITY_NOTICE_SUBJECTS[kind]);
  /** Waits for the notice, then a little longer to see that no second one follows. */
  async function oneNotice(address: string, kind: SecurityNoticeKind): Promise<ParsedMail> {
    await sink.waitFor(1, (m) => toOf(m).includes(address) && m.subject === SECURITY_NOTICE_SUBJECTS[kind]);
    await untilJobsSettle(database.db);
    const found = noticesTo(address, kind);
    expect(found).toHaveLength(1);
    const notice = found[0]!;
    // Never a secret, always the way out.
    expect(notice.text).toContain(`${SITE}/auth/forgot-password`);
    expect(notice.messageId).toMatch(/^<security-[0-9a-f-]{36}\.staff@site\.test>$/);
    return notice;
  }
  async function noNotice(address: string, kind: SecurityNoticeKind): Promise<void> {
    await untilJobsSettle(database.db);
    expect(noticesTo(address, kind)).toHaveLength(0);
  }
  const email = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

  it('password changed: by the person (with the browser and address), by an admin (named), by a reset link; not for an invitation', async () => {
    const me = await loginAs('user', { email: email('pw'), password: PASSWORD });
    const own = await inject('PUT', `/api/auth/changepassword/${me.user._id}`, me.bearerHeaders, {
      password: 'a new lantern 42',
      currentPassword: PASSWORD,
    });
    expect(own.statusCode, own.body).toBe(200);
    const first = await oneNotice(me.user.email, 'password-changed');
    expect(first.text).toContain('Chrome 156 on Linux');
    expect(first.text).toContain('IP address: 127.0.0.1');
    expect(first.text).not.toContain('a new lantern 42');

    const admin = await loginAs('admin', { name: 'Ada Admin' });
    const other = await loginAs('user', { email: email('pw-admin') });
    expect(
      (await inject('PUT', `/api/auth/changepassword/${other.user._id}`, admin.bearerHeaders, { password: 'chosen by ada 77' })).statusCode,
    ).toBe(200);
    expect((await oneNotice(other.user.email, 'password-changed')).text).toContain('by Ada Admin, an administrator');

    const forgetful = await loginAs('user', { email: email('pw-reset') });
    expect((await inject('POST', '/api/auth/forgot-password', {}, { email: forgetful.user.email })).statusCode).toBe(202);
    const [link] = await sink.waitFor(1, (m) => toOf(m).includes(forgetful.user.email) && /reset-password\?token=/.test(m.text ?? ''));
    const token = /token=([A-Za-z0-9_-]+)/.exec(link!.text ?? '')![1]!;
    expect((await inject('POST', '/api/auth/reset-password', {}, { token, password: 'after the reset 99' })).statusCode).toBe(200);
    await oneNotice(forgetful.user.email, 'password-changed');

    const invited = email('invited');
    const made = await inject('POST', '/api/auth/invitations', admin.bearerHeaders, { name: 'New Person', email: invited, role: 'user' });
    expect(made.statusCode, made.body).toBe(201);
    const [invitation] = await sink.waitFor(1, (m) => toOf(m).includes(invited) && /reset-password\?token=/.test(m.text ?? ''));
    const inviteToken = /token=([A-Za-z0-9_-]+)/.exec(invitation!.text ?? '')![1]!;
    expect((await inject('POST', '/api/auth/reset-password', {}, { token: inviteToken, password: 'my first password 11' })).statusCode).toBe(200);
    await noNotice(invited, 'password-changed');
  });

  it('two-factor on and off (by the person, by an admin), and a recovery code used (with how many are left)', async () => {
    const me = await loginAs('user', { email: email('tf') });
    const setup = (await inject('POST', '/api/auth/two-factor/setup', me.bearerHeaders)).json() as { secret: string };
    const on = await inject('POST', '/api/auth/two-factor/confirm', me.bearerHeaders, { code: await generate({ secret: setup.secret }) });
    expect(on.statusCode, on.body).toBe(200);
    const { recoveryCodes } = on.json() as { recoveryCodes: string[] };
    await oneNotice(me.user.email, 'two-factor-on');

    const { challenge } = (await login(me.user.email)).json() as { challenge: string };
    expect((await inject('POST', '/api/auth/login/two-factor', {}, { challenge, recoveryCode: recoveryCodes[0] })).statusCode).toBe(200);
    expect((await oneNotice(me.user.email, 'recovery-code-used')).text).toContain('9 of 10 are left');

    expect((await inject('POST', '/api/auth/two-factor/disable', me.bearerHeaders, { password: PASSWORD })).statusCode).toBe(200);
    await oneNotice(me.user.email, 'two-factor-off');

    const other = await loginAs('user', { email: email('tf-admin') });
    const s2 = (await inject('POST', '/api/auth/two-factor/setup', other.bearerHeaders)).json() as { secret: string };
    await inject('POST', '/api/auth/two-factor/confirm', other.bearerHeaders, { code: await generate({ secret: s2.secret }) });
    const admin = await loginAs('admin', { name: 'Reset Rita' });
    expect((await inject('DELETE', `/api/auth/users/${other.user._id}/two-factor`, admin.bearerHeaders)).statusCode).toBe(200);
    expect((await oneNotice(other.user.email, 'two-factor-off')).text).toContain('by Reset Rita, an administrator');
  });

  it('a sign-in from a browser never seen: not the first sign-in, not from a device of the account; yes with none or another account’s', async () => {
    const address = email('nb');
    const first = await loginAs('user', { email: address }); // the account's first sign-in: always a new browser, no mail
    expect(first.user.email).toBe(address);
    await noNotice(address, 'new-browser');

    const again = await login(address);
    expect(again.statusCode).toBe(200);
    const notice = await oneNotice(address, 'new-browser');
    expect(notice.text).toContain('Chrome 156 on Linux');
    const mine = `did=${again.cookies.find((c) => c.name === 'did')!.value}`;

    // The same browser again: its device cookie is the account's.
    expect((await login(address, { cookie: mine })).statusCode).toBe(200);
    await untilJobsSettle(database.db);
    expect(noticesTo(address, 'new-browser')).toHaveLength(1);

    // Another account's device cookie is a stranger to this one.
    const otherAddress = email('nb-other');
    await loginAs('user', { email: otherAddress });
    const theirs = `did=${(await login(otherAddress)).cookies.find((c) => c.name === 'did')!.value}`;
    expect((await login(address, { cookie: theirs })).statusCode).toBe(200);
    await sink.waitFor(2, (m) => toOf(m).includes(address) && m.subject === SECURITY_NOTICE_SUBJECTS['new-browser']);
  });

  it('email changed goes to the old address; passkey added names the passkey (queued as their routes queue them)', async () => {
    const me = await loginAs('user', { email: email('ec') });
    await database.db.transaction(async (tx) => {
      await queueSecurityNotice(app.jobs, tx, {
        userId: me.user._id,
        kind: 'email-changed',
        to: 'old-address@example.com',
        details: { newEmail: me.user.email },
      });
      await queueSecurityNotice(app.jobs, tx, { userId: me.user._id, kind: 'passkey-added', details: { passkeyName: 'Chrome passkey' } });
    });
    app.jobs.nudge(SECURITY_NOTICE_QUEUE);
    expect((await oneNotice('old-address@example.com', 'email-changed')).text).toContain(`to ${me.user.email}`);
    expect(noticesTo(me.user.email, 'email-changed')).toHaveLength(0);
    expect((await oneNotice(me.user.email, 'passkey-added')).text).toContain('"Chrome passkey"');
  });

  it('a notice whose job is run again is sent once (same Message-ID); a refused delivery is retried and arrives once', async () => {
    const me = await loginAs('user', { email: email('once') });
    const repos = testRepositories(database.db);
    const mailer = createMailer(repos, mail);
    const queue = securityNoticeQueue(repos, mailer, mail);
    const job: SecurityNoticeJob = { noticeId: randomUUID(), userId: me.user._id, kind: 'two-factor-off', details: {}, at: new Date().toISOString() };
    await queue.handle(job, { id: job.noticeId, createdOn: new Date() });
    await queue.handle(job, { id: job.noticeId, createdOn: new Date() });
    mailer.close();
    expect(noticesTo(me.user.email, 'two-factor-off')).toHaveLength(1);

    sink.refuseNext(1, 421);
    expect(
      (await inject('PUT', `/api/auth/changepassword/${me.user._id}`, me.bearerHeaders, { password: 'retry lantern 31', currentPassword: PASSWORD }))
        .statusCode,
    ).toBe(200);
    await sink.waitFor(1, (m) => toOf(m).includes(me.user.email) && m.subject === SECURITY_NOTICE_SUBJECTS['password-changed'], 20_000);
    await untilJobsSettle(database.db);
    expect(noticesTo(me.user.email, 'password-changed')).toHaveLength(1);
  });
});
