import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '@contract/audit';
import type { StaffUser } from '@contract/two-factor';
import { auditEvents, blogs, leadHistory, leads, oidcIdentities, passkeys, passwordResets, users } from '../../server/db/schema/index';
import { createUsersRepository } from '../../server/repositories/users';
import { buildTestApp, type Session } from '../helpers/app';
import { expectErrorShape, NON_UUID, UNKNOWN_UUID } from '../helpers/fixtures';
import { startSmtpSink } from '../helpers/smtp-sink';

const SITE = 'http://localhost:3000';

describe('people: edit, list, delete with handover (decision 056)', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const { app, database, loginAs } = await buildTestApp(
    { siteUrl: SITE },
    { mail: { smtpUrl: sink.url, from: 'Site <site@example.com>', siteUrl: SITE, autoReply: false } },
  );
  const db = database.db;
  const admin = await loginAs('admin', { name: 'Ann Admin' });
  const patch = (id: string, payload: object, s: Session = admin) =>
    app.inject({ method: 'PATCH', url: `/api/admin/users/${id}`, headers: s.bearerHeaders, payload });
  const remove = (id: string, query = '', s: Session = admin) =>
    app.inject({ method: 'DELETE', url: `/api/auth/users/${id}${query}`, headers: s.bearerHeaders });
  const list = async (): Promise<StaffUser[]> =>
    (await app.inject({ method: 'GET', url: '/api/auth/users?pageSize=100', headers: admin.bearerHeaders })).json();
  const auditOf = async (action: string, targetId: string) =>
    db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, targetId)));
  /** Sessions of this account look as if the last password check was long ago. */
  const goStale = (s: Session) => db.execute(sql`UPDATE sessions SET reauth_at = now() - interval '1 day' WHERE user_id = ${s.user._id}::uuid`);

  let n = 0;
  const lead = async (ownerId: string | null) => {
    n++;
    const [row] = await db
      .insert(leads)
      .values({ name: `Lead ${n}`, email: `lead${n}@example.com`, phone: '', service: 'web', budget: '1k', ownerId })
      .returning();
    return row!;
  };
  const post = async (authorId: string, author: string) => {
    n++;
    const [row] = await db
      .insert(blogs)
      .values({ slug: `post-${n}`, title: `Post ${n}`, authorId, author, status: 'published', publishedAt: new Date() })
      .returning();
    return row!;
  };

  describe('PATCH /api/admin/users/{id}', () => {
    it('changes name, phone and photo: 200 with the staff row, audited with the fields and the new name', async () => {
      const bo = await loginAs('user', { name: 'Bo Chen' });
      const res = await patch(bo.user._id, { name: 'Bo Chen-Li', phone: '+44 20 7946 0000', profileImage: '/uploads/bo.png' });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { message: string; user: StaffUser };
      expect(body.message).toBe('User updated');
      expect(body.user).toMatchObject({
        _id: bo.user._id,
        name: 'Bo Chen-Li',
        phone: '+44 20 7946 0000',
        profileImage: '/uploads/bo.png',
        role: 'user',
      });
      const [entry] = await auditOf('user.updated', bo.user._id);
      expect(entry).toMatchObject({ actorName: 'Ann Admin', targetLabel: 'Bo Chen-Li', details: { fields: 'name, phone, profileImage' } });
    });

    it("changes a colleague's role; their live session has the new rights on its next request", async () => {
      const cy = await loginAs('user', { name: 'Cy' });
      const asCy = () => app.inject({ method: 'GET', url: '/api/auth/users', headers: cy.bearerHeaders });
      expect((await asCy()).statusCode).toBe(403);
      const res = await patch(cy.user._id, { role: 'admin' });
      expect(res.statusCode).toBe(200);
      expect((res.json() as { user: StaffUser }).user.role).toBe('admin');
      expect((await asCy()).statusCode).toBe(200);
      expect((await auditOf('user.role_changed', cy.user._id))[0]?.details).toEqual({ from: 'user', to: 'admin' });
      // Back to a role without the list: refused again at once.
      expect((await patch(cy.user._id, { role: 'sales' })).statusCode).toBe(200);
      expect((await asCy()).statusCode).toBe(403);
    });

    it('changes the email: one notice to the OLD address, open reset links revoked, the new address signs in', async () => {
      const dee = await loginAs('user', { name: 'Dee', email: 'dee.old@example.com' });
      expect((await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'dee.old@example.com' } })).statusCode).toBe(
        202,
      );
      await sink.waitFor(1, (m) => m.subject === 'Reset your password' || (m.text ?? '').includes('reset-password'));
      const res = await patch(dee.user._id, { email: 'Dee.New@Example.com ' });
      expect(res.statusCode).toBe(200);
      expect((res.json() as { user: StaffUser }).user.email).toBe('dee.new@example.com');
      const [notice] = await sink.waitFor(1, (m) => m.subject === 'Your sign-in email was changed');
      expect((notice!.to as { value: { address: string }[] }).value.map((v) => v.address)).toEqual(['dee.old@example.com']);
      expect(notice!.text).toContain('dee.new@example.com');
      const open = await db
        .select()
        .from(passwordResets)
        .where(and(eq(passwordResets.userId, dee.user._id), isNull(passwordResets.usedAt)));
      expect(open).toEqual([]);
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'dee.new@example.com', password: 'correct horse battery' },
      });
      expect(signIn.statusCode).toBe(200);
      expect((await auditOf('user.email_changed', dee.user._id))[0]?.details).toEqual({ from: 'dee.old@example.com', to: 'dee.new@example.com' });
      // Nothing else was mailed about it.
      await new Promise((r) => setTimeout(r, 300));
      expect(sink.messages.filter((m) => m.subject === 'Your sign-in email was changed')).toHaveLength(1);
    });

    it('answers 409 naming email for an address another account uses', async () => {
      const eve = await loginAs('user', { name: 'Eve' });
      const res = await patch(eve.user._id, { email: admin.user.email.toUpperCase() });
      expect(res.statusCode).toBe(409);
      expect(expectErrorShape(res).errors?.[0]?.field).toBe('email');
    });

    it.each([
      [{}, 'name'],
      [{ role: 'superuser' }, 'role'],
      [{ email: 'not-an-email' }, 'email'],
      [{ name: '   ' }, 'name'],
      [{ profileImage: 'javascript:alert(1)' }, 'profileImage'],
    ])('answers 400 for %j naming %s', async (payload, field) => {
      const fay = await loginAs('user');
      const res = await patch(fay.user._id, payload);
      expect(res.statusCode).toBe(400);
      expect(expectErrorShape(res).errors?.map((e) => e.field)).toContain(field);
    });

    it('answers 404 for an unknown id or one that is not a UUID', async () => {
      expect((await patch(UNKNOWN_UUID, { name: 'X' })).statusCode).toBe(404);
      expect((await patch(NON_UUID, { name: 'X' })).statusCode).toBe(404);
    });

    it('refuses changing your own role (403, ask another administrator) but lets you change your own name', async () => {
      const res = await patch(admin.user._id, { role: 'editor' });
      expect(res.statusCode).toBe(403);
      expect(expectErrorShape(res).message).toMatch(/another administrator/);
      expect((await patch(admin.user._id, { role: 'admin', name: 'Ann Admin' })).statusCode).toBe(200);
    });

    it('asks for a fresh re-authentication before any change of a colleague’s account (403 reauth), role, email or phone (issue 42)', async () => {
      const other = await loginAs('admin', { name: 'Gil Admin', password: 'gil password 77' });
      const target = await loginAs('user');
      await goStale(other);
      const stale = await patch(target.user._id, { role: 'editor' }, other);
      expect(stale.statusCode).toBe(403);
      expect(stale.json()).toMatchObject({ reauth: true });
      expect((await patch(target.user._id, { email: 'someone.else@example.com' }, other)).statusCode).toBe(403);
      expect((await createUsersRepository(db).findById(target.user._id))?.role).toBe('user');
      expect((await patch(target.user._id, { phone: '123' }, other)).statusCode).toBe(403);
      const reauth = await app.inject({
        method: 'POST',
        url: '/api/auth/reauth',
        headers: other.bearerHeaders,
        payload: { password: 'gil password 77' },
      });
      expect(reauth.statusCode).toBe(200);
      expect((await patch(target.user._id, { role: 'editor' }, other)).statusCode).toBe(200);
    });
  });

  describe('the last administrator', async () => {
    const solo = await buildTestApp();
    it('of two admins demoting each other at once, one stays admin', async () => {
      const a = await solo.loginAs('admin');
      const b = await solo.loginAs('admin');
      const demote = (who: Session, whom: Session) =>
        solo.app.inject({ method: 'PATCH', url: `/api/admin/users/${whom.user._id}`, headers: who.bearerHeaders, payload: { role: 'user' } });
      const answers = await Promise.all([demote(a, b), demote(b, a)]);
      expect(await createUsersRepository(solo.database.db).countAdmins()).toBeGreaterThanOrEqual(1);
      expect(answers.map((r) => r.statusCode).filter((c) => c === 200).length).toBeLessThanOrEqual(1);
      for (const r of answers.filter((x) => x.statusCode === 400)) {
        expect(expectErrorShape(r).errors?.[0]?.field).toBe('role');
      }
    });
  });

  describe('PUT /api/auth/me/email', () => {
    it('changes your own address (re-authenticated); the old one is told', async () => {
      const hal = await loginAs('author', { name: 'Hal', email: 'hal.old@example.com' });
      const res = await app.inject({
        method: 'PUT',
        url: '/api/auth/me/email',
        headers: hal.bearerHeaders,
        payload: { email: 'hal.new@example.com' },
      });
      expect(res.statusCode).toBe(200);
      expect((res.json() as { user: { email: string } }).user.email).toBe('hal.new@example.com');
      const [notice] = await sink.waitFor(1, (m) => m.subject === 'Your sign-in email was changed' && (m.text ?? '').includes('hal.new@example.com'));
      expect((notice!.to as { value: { address: string }[] }).value[0]?.address).toBe('hal.old@example.com');
      await goStale(hal);
      const stale = await app.inject({
        method: 'PUT',
        url: '/api/auth/me/email',
        headers: hal.bearerHeaders,
        payload: { email: 'hal.3@example.com' },
      });
      expect(stale.statusCode).toBe(403);
      expect(stale.json()).toMatchObject({ reauth: true });
    });
  });

  describe('GET /api/auth/users', () => {
    it('lists role, 2FA, passkeys, SSO, last sign-in and invited/active', async () => {
      const ivy = await loginAs('editor', { name: 'Ivy' });
      const invited = await app.inject({
        method: 'POST',
        url: '/api/auth/invitations',
        headers: admin.bearerHeaders,
        payload: { name: 'Jo Invited', email: 'jo@example.com', role: 'sales' },
      });
      expect(invited.statusCode).toBe(201);
      // An account made by single sign-on: no password, has signed in.
      const [sso] = await db
        .insert(users)
        .values({ name: 'Kai SSO', email: 'kai@example.com', role: 'author', lastSignInAt: new Date() })
        .returning();
      await db.insert(oidcIdentities).values({ issuer: 'http://127.0.0.1:1', subject: 'kai', userId: sso!.id, email: 'kai@example.com' });
      await db.insert(passkeys).values({
        userId: ivy.user._id,
        credentialId: 'cred-ivy',
        publicKey: Buffer.from([1, 2, 3]),
        deviceType: 'multiDevice',
        backedUp: true,
        name: 'Laptop',
      });
      const rows = await list();
      const row = (email: string) => rows.find((r) => r.email === email)!;
      expect(row(ivy.user.email)).toMatchObject({ role: 'editor', status: 'active', invited: false, passkeys: 1, sso: false, twoFactor: false });
      expect(Date.parse(row(ivy.user.email).lastSignInAt!)).toBeGreaterThan(Date.now() - 60_000);
      expect(row('jo@example.com')).toMatchObject({ role: 'sales', status: 'invited', invited: true, lastSignInAt: null, passkeys: 0 });
      expect(row('kai@example.com')).toMatchObject({ status: 'active', sso: true });
    });
  });

  describe('DELETE /api/auth/users/{id} with a handover', () => {
    it('by default leaves the leads unassigned with a history line naming the person, gives the posts to the deleter, and audits it', async () => {
      const gone = await loginAs('user', { name: 'Lee Gone' });
      const [l1, l2, other] = [await lead(gone.user._id), await lead(gone.user._id), await lead(null)];
      const p1 = await post(gone.user._id, 'Lee Gone');
      const holdings = await app.inject({ method: 'GET', url: `/api/auth/users/${gone.user._id}/holdings`, headers: admin.bearerHeaders });
      expect(holdings.json()).toEqual({ leads: 2, posts: 1 });

      const res = await remove(gone.user._id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'User deleted successfully', leadsMoved: 2, postsMoved: 1 });
      for (const l of [l1!, l2!]) {
        const [now] = await db.select().from(leads).where(eq(leads.id, l.id));
        expect(now).toMatchObject({ ownerId: null, version: l.version + 1, updatedByName: 'Ann Admin' });
        const history = await db.select().from(leadHistory).where(eq(leadHistory.leadId, l.id));
        expect(history).toEqual([
          expect.objectContaining({
            kind: 'owner',
            fromValue: 'Lee Gone (account deleted)',
            toValue: '',
            actorId: admin.user._id,
            actorName: 'Ann Admin',
          }),
        ]);
      }
      expect((await db.select().from(leadHistory).where(eq(leadHistory.leadId, other!.id))).length).toBe(0);
      const detail = await app.inject({ method: 'GET', url: `/api/contacts/${l1!.id}`, headers: admin.bearerHeaders });
      expect(JSON.stringify(detail.json())).toContain('Lee Gone (account deleted)');
      const [moved] = await db.select().from(blogs).where(eq(blogs.id, p1.id));
      expect(moved).toMatchObject({ authorId: admin.user._id, author: 'Ann Admin' });
      const [entry] = await auditOf('user.deleted', gone.user._id);
      expect(entry).toMatchObject({
        targetLabel: 'Lee Gone',
        details: { email: gone.user.email, role: 'user', leads: 2, leadsTo: 'unassigned', posts: 1, postsTo: 'Ann Admin' },
      });
    });

    it('hands leads and posts to the people named', async () => {
      const gone = await loginAs('user', { name: 'Mo Gone' });
      const sales = await loginAs('sales', { name: 'Sal Sales' });
      const author = await loginAs('author', { name: 'Ari Author' });
      const l = await lead(gone.user._id);
      const p = await post(gone.user._id, 'Mo Gone');
      const res = await remove(gone.user._id, `?leadsTo=${sales.user._id}&postsTo=${author.user._id}`);
      expect(res.json()).toEqual({ message: 'User deleted successfully', leadsMoved: 1, postsMoved: 1 });
      expect((await db.select().from(leads).where(eq(leads.id, l.id)))[0]?.ownerId).toBe(sales.user._id);
      expect((await db.select().from(leadHistory).where(eq(leadHistory.leadId, l.id)))[0]).toMatchObject({
        fromValue: 'Mo Gone (account deleted)',
        toValue: 'Sal Sales',
      });
      expect((await db.select().from(blogs).where(eq(blogs.id, p.id)))[0]).toMatchObject({ authorId: author.user._id, author: 'Ari Author' });
      expect((await auditOf('user.deleted', gone.user._id))[0]?.details).toMatchObject({ leadsTo: 'Sal Sales', postsTo: 'Ari Author' });
      // The taker hears of it as of any assignment.
      const [mail] = await sink.waitFor(1, (m) => m.subject === `Ann Admin gave you a lead: ${l.name}`);
      expect(mail!.to).toMatchObject({ value: [{ address: sales.user.email }] });
    });

    it('refuses a taker who cannot do the work, does not exist, or is the person deleted (400 naming the field; nothing deleted)', async () => {
      const gone = await loginAs('user', { name: 'Ned' });
      const contributor = await loginAs('contributor');
      const sales = await loginAs('sales');
      const cases: [string, string][] = [
        ['?leadsTo=nobody', 'leadsTo'],
        [`?leadsTo=${UNKNOWN_UUID}`, 'leadsTo'],
        [`?leadsTo=${gone.user._id}`, 'leadsTo'],
        [`?leadsTo=${contributor.user._id}`, 'leadsTo'],
        [`?postsTo=${sales.user._id}`, 'postsTo'],
        [`?postsTo=${NON_UUID}`, 'postsTo'],
      ];
      for (const [query, field] of cases) {
        const res = await remove(gone.user._id, query);
        expect(res.statusCode, query).toBe(400);
        expect(expectErrorShape(res).errors?.[0]?.field, query).toBe(field);
      }
      expect(await createUsersRepository(db).findById(gone.user._id)).toBeDefined();
    });

    it('refuses deleting yourself and resetting your own second factor (400)', async () => {
      expect((await remove(admin.user._id)).statusCode).toBe(400);
      const reset = await app.inject({ method: 'DELETE', url: `/api/auth/users/${admin.user._id}/two-factor`, headers: admin.bearerHeaders });
      expect(reset.statusCode).toBe(400);
      expect(expectErrorShape(reset).errors?.[0]?.field).toBe('id');
    });
  });

  describe("a colleague's second factor and sessions", () => {
    it('Reset 2FA also removes their passkeys, and is audited with how many', async () => {
      const pat = await loginAs('editor', { name: 'Pat' });
      await db.insert(passkeys).values({
        userId: pat.user._id,
        credentialId: 'cred-pat',
        publicKey: Buffer.from([4, 5, 6]),
        deviceType: 'singleDevice',
        backedUp: false,
        name: 'Phone',
      });
      const res = await app.inject({ method: 'DELETE', url: `/api/auth/users/${pat.user._id}/two-factor`, headers: admin.bearerHeaders });
      expect(res.statusCode).toBe(200);
      expect(await db.select().from(passkeys).where(eq(passkeys.userId, pat.user._id))).toEqual([]);
      expect((await auditOf('two_factor.reset', pat.user._id))[0]).toMatchObject({ targetLabel: 'Pat', details: { passkeysRemoved: 1 } });
    });

    it('Sign out everywhere ends every session of the person', async () => {
      const quin = await loginAs('sales');
      const me = () => app.inject({ method: 'GET', url: '/api/auth/me', headers: quin.bearerHeaders });
      expect((await me()).statusCode).toBe(200);
      const res = await app.inject({ method: 'DELETE', url: `/api/auth/users/${quin.user._id}/sessions`, headers: admin.bearerHeaders });
      expect(res.statusCode).toBe(200);
      expect((await me()).statusCode).toBe(401);
    });
  });

  it('lists every audit entry of these actions with names over the API', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/audit?action=user.deleted', headers: admin.bearerHeaders });
    const entries = res.json() as AuditEvent[];
    expect(entries.length).toBeGreaterThan(0);
    for (const e of entries) expect(e).toMatchObject({ actorName: 'Ann Admin', targetGone: true });
  });
});
