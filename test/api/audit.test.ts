import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '@contract/audit';
import type { Blog } from '@contract/blogs';
import { createPasswordResetsRepository } from '../../server/repositories/password-resets';
import { buildTestApp, type Session } from '../helpers/app';
import { imageBuffer, multipart, validContact } from '../helpers/fixtures';

const PASSWORD = 'correct horse battery';

describe('audit log: every security event and staff write is recorded', async () => {
  const { app, database, loginAs } = await buildTestApp({ LOGIN_MAX_FAILURES: 3 });
  const admin = await loginAs('admin');
  const editor = await loginAs('user');

  /** The entries matching a query, newest first, read as an admin through the API. */
  async function audit(query: string, as: Session = admin): Promise<AuditEvent[]> {
    const res = await app.inject({ method: 'GET', url: `/api/audit?pageSize=200&${query}`, headers: as.bearerHeaders });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AuditEvent[];
  }
  const about = async (targetId: string) => audit(`target=${encodeURIComponent(targetId)}`);
  const login = (email: string, password: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers });

  it('sign-in: success, failure (no actor, the address tried, never the password) and one lock-out entry', async () => {
    const person = await loginAs('user');
    const wrong = 'not-the-password-1';
    expect((await login(person.user.email, wrong)).statusCode).toBe(401);
    expect((await login('nobody@example.com', wrong)).statusCode).toBe(401);
    const signedIn = (await about(person.user._id)).filter((e) => e.action === 'auth.signed_in');
    expect(signedIn).toHaveLength(1);
    expect(signedIn[0]).toMatchObject({ actorId: person.user._id, actorEmail: person.user.email, targetType: 'user', ip: '127.0.0.1' });

    const [failed] = (await about(person.user._id)).filter((e) => e.action === 'auth.sign_in_failed');
    expect(failed).toMatchObject({ actorId: null, actorEmail: '', details: { email: person.user.email, account: true } });
    const unknown = (await audit('action=auth.sign_in_failed')).find((e) => e.details.email === 'nobody@example.com');
    expect(unknown).toMatchObject({ targetId: '', details: { account: false } });

    // Two more failures reach the limit (3); every later attempt is refused, and logged once.
    for (let i = 0; i < 2; i++) expect((await login(person.user.email, wrong)).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) expect((await login(person.user.email, wrong)).statusCode).toBe(429);
    const locked = (await about(person.user._id)).filter((e) => e.action === 'auth.locked_out');
    expect(locked).toHaveLength(1);
    expect(locked[0]!.details).toMatchObject({ email: person.user.email, limit: 'pair' });
    expect(JSON.stringify(await audit(''))).not.toContain(wrong);
    expect(JSON.stringify(await audit(''))).not.toContain(PASSWORD);
  });

  it('sign-out, ending sessions (one, every other, all of a user)', async () => {
    const person = await loginAs('user');
    const second = await loginAs('user', { email: person.user.email });
    const third = await loginAs('user', { email: person.user.email });
    const list = (await app.inject({ method: 'GET', url: '/api/auth/sessions', headers: second.bearerHeaders })).json() as {
      _id: string;
      current: boolean;
    }[];
    const secondId = list.find((s) => s.current)!._id;
    expect((await app.inject({ method: 'DELETE', url: `/api/auth/sessions/${secondId}`, headers: person.bearerHeaders })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: '/api/auth/sessions', headers: third.bearerHeaders })).statusCode).toBe(200);
    const fourth = await loginAs('user', { email: person.user.email });
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: fourth.bearerHeaders })).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/auth/users/${person.user._id}/sessions`, headers: admin.bearerHeaders })).statusCode,
    ).toBe(200);

    const one = (await about(secondId)).find((e) => e.action === 'session.ended');
    expect(one).toMatchObject({ actorId: person.user._id, targetType: 'session', details: { which: 'one' } });
    const ended = (await about(person.user._id)).filter((e) => e.action === 'session.ended');
    expect(ended.map((e) => [e.actorId, e.details.which])).toEqual([
      [admin.user._id, 'all of a user'],
      [person.user._id, 'every other'],
    ]);
    expect((await audit(`action=auth.signed_out&actor=${person.user._id}`)).length).toBe(1);
  });

  it('password change (own, someone else’s by an admin, refused for an editor) and reset by link', async () => {
    const person = await loginAs('user');
    const change = (id: string, who: Session, currentPassword = PASSWORD) =>
      app.inject({
        method: 'PUT',
        url: `/api/auth/changepassword/${id}`,
        headers: who.bearerHeaders,
        payload: { password: 'Violet kettle 42', currentPassword },
      });
    expect((await change(person.user._id, person, 'not-my-password')).statusCode).toBe(400);
    const [refused] = (await about(person.user._id)).filter((e) => e.action === 'password.change_refused');
    expect(refused).toMatchObject({ actorId: person.user._id, details: { currentPassword: 'wrong' } });
    expect(JSON.stringify(refused)).not.toContain('not-my-password');
    expect((await change(person.user._id, person)).statusCode).toBe(200);
    expect((await change(person.user._id, admin)).statusCode).toBe(200);
    expect((await change(admin.user._id, editor)).statusCode).toBe(403);
    const changed = (await about(person.user._id)).filter((e) => e.action === 'password.changed');
    expect(changed.map((e) => [e.actorId, e.details.own])).toEqual([
      [admin.user._id, false],
      [person.user._id, true],
    ]);
    const denied = (await about(admin.user._id)).find((e) => e.action === 'access.denied');
    expect(denied).toMatchObject({ actorId: editor.user._id, details: { change: 'password' } });

    const forgot = (email: string) => app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect((await forgot(person.user.email)).statusCode).toBe(202);
    expect((await forgot('stranger@example.com')).statusCode).toBe(202);
    const requested = await audit('action=password.reset_requested');
    expect(requested.find((e) => e.targetId === person.user._id)).toMatchObject({ actorId: null, details: { account: true } });
    expect(requested.find((e) => e.details.email === 'stranger@example.com')).toMatchObject({ targetId: '', details: { account: false } });

    const { token } = await createPasswordResetsRepository(database.db).create(person.user._id);
    const reset = (password: string) => app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
    // A refused password rolls the reset back, and its audit entry with it.
    expect((await reset('password')).statusCode).toBe(400);
    expect((await about(person.user._id)).filter((e) => e.action === 'password.reset')).toHaveLength(0);
    expect((await reset('Quiet lantern 77')).statusCode).toBe(200);
    const [done] = (await about(person.user._id)).filter((e) => e.action === 'password.reset');
    expect(done).toMatchObject({ actorId: person.user._id, actorEmail: person.user.email });
    expect(JSON.stringify(done)).not.toContain(token);
  });

  it('users created and deleted; an editor calling an admin endpoint is recorded as denied', async () => {
    const email = 'audited-user@example.com';
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: admin.bearerHeaders,
      payload: { name: 'Audited', email, password: 'Violet kettle 42', role: 'user' },
    });
    const id = (created.json() as { user: { _id: string } }).user._id;
    expect((await app.inject({ method: 'DELETE', url: `/api/auth/users/${id}`, headers: admin.bearerHeaders })).statusCode).toBe(200);
    expect((await about(id)).map((e) => [e.action, e.actorId, e.details.email, e.details.role])).toEqual([
      ['user.deleted', admin.user._id, email, 'user'],
      ['user.created', admin.user._id, email, 'user'],
    ]);
    expect(JSON.stringify(await about(id))).not.toContain('Violet kettle 42');

    expect((await app.inject({ method: 'GET', url: '/api/auth/users', headers: editor.bearerHeaders })).statusCode).toBe(403);
    const denied = (await audit(`action=access.denied&actor=${editor.user._id}`)).find((e) => e.targetId === 'GET /api/auth/users');
    expect(denied).toMatchObject({ targetType: 'route', actorEmail: editor.user.email });
  });

  it('posts created, edited and deleted; uploads', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/blogs/new',
      headers: editor.bearerHeaders,
      payload: { title: 'Audited post', content: '<p>Body text</p>' },
    });
    const post = res.json() as Blog;
    await app.inject({ method: 'PUT', url: `/api/blogs/${post._id}`, headers: editor.bearerHeaders, payload: { title: 'Audited post, edited' } });
    await app.inject({ method: 'DELETE', url: `/api/blogs/${post._id}`, headers: admin.bearerHeaders });
    const entries = await about(post._id);
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([
      ['post.deleted', admin.user._id],
      ['post.updated', editor.user._id],
      ['post.created', editor.user._id],
    ]);
    expect(entries[2]!.details).toEqual({ title: 'Audited post', slug: post.slug, status: 'published' });
    expect(JSON.stringify(entries)).not.toContain('Body text');

    const body = multipart([{ filename: 'a.png', contentType: 'image/png', data: await imageBuffer('png') }]);
    const upload = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...editor.bearerHeaders, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(201);
    const [uploaded] = await audit(`action=upload.created&actor=${editor.user._id}`);
    expect(uploaded).toMatchObject({
      targetType: 'upload',
      targetId: (upload.json() as { secure_url: string }).secure_url,
      details: { type: 'image/png' },
    });
  });

  it('lead changes (status out of spam, owner, next action, notes without their text), exports, erasure, backup', async () => {
    const email = 'audited-lead@example.com';
    await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact({ email, website: 'http://spam.example' }) });
    const found = await app.inject({ method: 'GET', url: `/api/contacts?status=spam&q=${email}`, headers: editor.bearerHeaders });
    const leadId = (found.json() as { _id: string }[])[0]!._id;
    const patch = (payload: object) => app.inject({ method: 'PATCH', url: `/api/contacts/${leadId}`, headers: editor.bearerHeaders, payload });
    expect(
      (await patch({ status: 'new', ownerId: editor.user._id, nextAction: { text: 'Call', dueAt: '2026-12-01T09:00:00.000Z' } })).statusCode,
    ).toBe(200);
    expect((await patch({ status: 'new' })).statusCode).toBe(200); // no change: nothing to record
    const note = 'Called, she wants a quote by Friday';
    expect(
      (await app.inject({ method: 'POST', url: `/api/contacts/${leadId}/notes`, headers: editor.bearerHeaders, payload: { text: note } })).statusCode,
    ).toBe(201);
    const lead = await about(leadId);
    expect(lead.map((e) => [e.action, e.actorId])).toEqual([
      ['lead.note_added', editor.user._id],
      ['lead.updated', editor.user._id],
    ]);
    expect(lead[1]!.details).toEqual({
      status: 'spam → new',
      owner: `(none) → ${editor.user.name}`,
      'next-action': '(none) → 2026-12-01T09:00:00.000Z',
    });
    expect(lead[0]!.details).toEqual({ length: note.length });
    expect(JSON.stringify(lead)).not.toContain('quote');

    // Exports are the admin's (leads) and the admin's and editors' (subscribers): decision 054.
    expect((await app.inject({ method: 'GET', url: '/api/contacts.csv?status=new', headers: admin.bearerHeaders })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/subscriptions.csv', headers: admin.bearerHeaders })).statusCode).toBe(200);
    expect((await audit(`action=contacts.exported&actor=${admin.user._id}`))[0]).toMatchObject({
      targetId: 'contacts.csv',
      details: { status: 'new' },
    });
    expect(await audit(`action=subscriptions.exported&actor=${admin.user._id}`)).toHaveLength(1);

    const erased = await app.inject({ method: 'POST', url: '/api/admin/erasures', headers: admin.bearerHeaders, payload: { email } });
    expect(erased.statusCode).toBe(200);
    const [erasure] = await audit('action=person.erased');
    expect(erasure).toMatchObject({ actorId: admin.user._id, targetType: 'person', details: { contacts: 1, subscriptions: 0 } });
    expect(erasure!.targetId).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(erasure)).not.toContain(email);

    const backup = await app.inject({ method: 'GET', url: '/api/admin/backup', headers: admin.bearerHeaders });
    expect(backup.statusCode).toBe(200);
    const [downloaded] = await audit('action=backup.downloaded');
    expect(downloaded).toMatchObject({ actorId: admin.user._id, targetType: 'backup' });
    expect(backup.headers['content-disposition']).toContain(downloaded!.targetId);
  });

  // Last: it locks this file's one client address.
  it('an address spraying many accounts is one lock-out entry, not one per account', async () => {
    let refused = 0;
    for (let i = 0; i < 40 && refused < 4; i++) {
      const status = (await login(`spray-${i}@example.com`, 'guess-1')).statusCode;
      expect([401, 429]).toContain(status);
      if (status === 429) refused++;
    }
    expect(refused).toBe(4);
    const byIp = (await audit('action=auth.locked_out')).filter((e) => e.details.limit === 'ip');
    expect(byIp).toHaveLength(1);
    expect(byIp[0]).toMatchObject({ actorId: null, ip: '127.0.0.1', targetId: '' });
  });
});
