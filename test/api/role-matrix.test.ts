import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import type { Blog } from '@contract/blogs';
import { emails } from '../../server/db/schema/index';
import { createTwoFactorRepository } from '../../server/repositories/two-factor';
import { buildTestApp, type Session } from '../helpers/app';
import { countRows, expectErrorShape, imageBuffer, multipart, validContact } from '../helpers/fixtures';

type Caller = 'anonymous' | 'user (bearer)' | 'user (cookie)' | 'admin (bearer)' | 'admin (cookie)';
const CALLERS: Caller[] = ['anonymous', 'user (bearer)', 'user (cookie)', 'admin (bearer)', 'admin (cookie)'];

interface Req {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

describe('role matrix of the staff endpoints', async () => {
  const { app, database, loginAs } = await buildTestApp();
  const sessions: Record<'user' | 'admin', Session> = { user: await loginAs('user'), admin: await loginAs('admin') };
  const png = await imageBuffer('png');

  const newBlog = async () => {
    const res = await app.inject({ method: 'POST', url: '/api/blogs/new', headers: sessions.admin.bearerHeaders, payload: { title: 'Matrix post' } });
    return (res.json() as Blog)._id;
  };
  const newSend = async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/blogs/${await newBlog()}/newsletter`,
      headers: sessions.admin.bearerHeaders,
      payload: { test: true },
    });
    return (res.json() as { id: string }).id;
  };
  const newUser = async () => (await loginAs('user')).user._id;
  /** A post with one revision (its creation), for the revision rows. */
  const newRevision = async () => {
    const blogId = await newBlog();
    const list = await app.inject({ method: 'GET', url: `/api/blogs/${blogId}/revisions`, headers: sessions.admin.bearerHeaders });
    return { blogId, revisionId: list.json<{ _id: string }[]>()[0]!._id };
  };
  /** A message given up on (as after a 550), for the outbox's Retry. */
  const failedEmail = async () => {
    const n = Math.random().toString(36).slice(2);
    const [row] = await database.db
      .insert(emails)
      .values({
        messageId: `<m-${n}@localhost>`,
        kind: 'test',
        to: 'x@example.com',
        subject: 's',
        text: 't',
        html: '<p>t</p>',
        status: 'failed',
        attempts: 1,
        error: '550 no',
      })
      .returning();
    return row!.id;
  };
  const newSavedReply = async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/saved-replies',
      headers: sessions.admin.bearerHeaders,
      payload: { title: 'Matrix reply', subject: 'Re: {{reference}}', body: 'Hello {{name}}' },
    });
    return (res.json() as { _id: string })._id;
  };
  const UNKNOWN_SESSION = '00000000-0000-4000-8000-000000000000';
  /** A second session of the caller's account, to end. */
  const otherSessionOf = async (me: Session) => {
    // Made directly: the matrix changes the caller's password on the way, so it cannot sign in again.
    const { token } = await app.sessions.create(me.user._id, 1);
    const list = (await app.inject({ method: 'GET', url: '/api/auth/sessions', headers: { authorization: `Bearer ${token}` } })).json() as {
      _id: string;
      current: boolean;
    }[];
    return list.find((s) => s.current)!._id;
  };
  const newLead = async () => {
    await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact({ email: 'matrix-lead@example.com' }) });
    const res = await app.inject({ method: 'GET', url: '/api/contacts?q=matrix-lead', headers: sessions.admin.bearerHeaders });
    return (res.json() as { _id: string }[])[0]!._id;
  };

  /** The caller's second factor, set up afresh through the API: answers a code newer than the one used. */
  const enrolled = async (me: Session) => {
    await createTwoFactorRepository(database.db).remove(me.user._id);
    const setup = await app.inject({ method: 'POST', url: '/api/auth/two-factor/setup', headers: me.bearerHeaders });
    const { secret } = setup.json() as { secret: string };
    await app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/confirm',
      headers: me.bearerHeaders,
      payload: { code: await generate({ secret }) },
    });
    return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  };
  const pendingCode = async (me: Session) => {
    await createTwoFactorRepository(database.db).remove(me.user._id);
    const setup = await app.inject({ method: 'POST', url: '/api/auth/two-factor/setup', headers: me.bearerHeaders });
    return generate({ secret: (setup.json() as { secret: string }).secret });
  };
  const invitedUser = async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/invitations',
      headers: sessions.admin.bearerHeaders,
      payload: { name: 'Invited', email: `inv-${Math.random().toString(36).slice(2)}@example.com` },
    });
    return (res.json() as { user: { _id: string } }).user._id;
  };

  /** [name, how to build the request for the caller, expected status per role] */
  const rows: [string, (me: Session | undefined) => Promise<Req>, { anonymous: number; user: number; admin: number }][] = [
    ['GET /api/contacts', async () => ({ method: 'GET', url: '/api/contacts' }), { anonymous: 401, user: 200, admin: 200 }],
    ['GET /api/contacts.csv', async () => ({ method: 'GET', url: '/api/contacts.csv' }), { anonymous: 401, user: 403, admin: 200 }],
    ['GET /api/subscriptions', async () => ({ method: 'GET', url: '/api/subscriptions' }), { anonymous: 401, user: 403, admin: 200 }],
    ['GET /api/subscriptions.csv', async () => ({ method: 'GET', url: '/api/subscriptions.csv' }), { anonymous: 401, user: 403, admin: 200 }],
    [
      'GET /api/subscriptions/status-counts',
      async () => ({ method: 'GET', url: '/api/subscriptions/status-counts' }),
      { anonymous: 401, user: 403, admin: 200 },
    ],
    [
      'GET /api/contacts/status-counts',
      async () => ({ method: 'GET', url: '/api/contacts/status-counts' }),
      { anonymous: 401, user: 200, admin: 200 },
    ],
    ['GET /api/contacts/owners', async () => ({ method: 'GET', url: '/api/contacts/owners' }), { anonymous: 401, user: 200, admin: 200 }],
    ['GET /api/contacts/sources', async () => ({ method: 'GET', url: '/api/contacts/sources?days=90' }), { anonymous: 401, user: 200, admin: 200 }],
    ['GET /api/contacts/desk', async () => ({ method: 'GET', url: '/api/contacts/desk' }), { anonymous: 401, user: 200, admin: 200 }],
    ['GET /api/contacts/:id', async () => ({ method: 'GET', url: `/api/contacts/${await newLead()}` }), { anonymous: 401, user: 200, admin: 200 }],
    [
      'PATCH /api/contacts/:id',
      async () => ({ method: 'PATCH', url: `/api/contacts/${await newLead()}`, payload: { status: 'contacted' } }),
      { anonymous: 401, user: 200, admin: 200 },
    ],
    [
      'POST /api/contacts/:id/notes',
      async () => ({ method: 'POST', url: `/api/contacts/${await newLead()}/notes`, payload: { text: 'Matrix note' } }),
      { anonymous: 401, user: 201, admin: 201 },
    ],
    [
      'POST /api/admin/erasures',
      async () => ({ method: 'POST', url: '/api/admin/erasures', payload: { email: 'nobody-here@example.com' } }),
      { anonymous: 401, user: 403, admin: 200 },
    ],
    ['GET /api/stats', async () => ({ method: 'GET', url: '/api/stats' }), { anonymous: 401, user: 200, admin: 200 }],
    ['GET /api/auth/me', async () => ({ method: 'GET', url: '/api/auth/me' }), { anonymous: 401, user: 200, admin: 200 }],
    [
      'POST /api/blogs/new',
      async () => ({ method: 'POST', url: '/api/blogs/new', payload: { title: 'By matrix' } }),
      { anonymous: 401, user: 201, admin: 201 },
    ],
    [
      'PUT /api/blogs/:id',
      async () => ({ method: 'PUT', url: `/api/blogs/${await newBlog()}`, payload: { title: 'Edited by matrix' } }),
      { anonymous: 401, user: 200, admin: 200 },
    ],
    ['DELETE /api/blogs/:id', async () => ({ method: 'DELETE', url: `/api/blogs/${await newBlog()}` }), { anonymous: 401, user: 200, admin: 200 }],
    [
      'POST /api/blogs/:id/unschedule',
      async () => {
        const publishAt = new Date(Date.now() + 3_600_000).toISOString();
        const res = await app.inject({
          method: 'POST',
          url: '/api/blogs/new',
          headers: sessions.admin.bearerHeaders,
          payload: { title: 'Scheduled by matrix', status: 'scheduled', publishAt },
        });
        return { method: 'POST', url: `/api/blogs/${res.json<{ _id: string }>()._id}/unschedule`, payload: {} };
      },
      { anonymous: 401, user: 200, admin: 200 },
    ],
    ['GET /api/blog-schedule', async () => ({ method: 'GET', url: '/api/blog-schedule' }), { anonymous: 401, user: 200, admin: 200 }],
    // Issue 27 (WP-F): the editor's author list.
    ['GET /api/blog-authors', async () => ({ method: 'GET', url: '/api/blog-authors' }), { anonymous: 401, user: 200, admin: 200 }],
    [
      'POST /api/blogs/:id/newsletter',
      async () => ({ method: 'POST', url: `/api/blogs/${await newBlog()}/newsletter`, payload: { test: true } }),
      { anonymous: 401, user: 403, admin: 202 },
    ],
    [
      'GET /api/blogs/:id/newsletter',
      async () => ({ method: 'GET', url: `/api/blogs/${await newBlog()}/newsletter` }),
      { anonymous: 401, user: 403, admin: 200 },
    ],
    [
      'GET /api/newsletter-sends/:id',
      async () => ({ method: 'GET', url: `/api/newsletter-sends/${await newSend()}` }),
      { anonymous: 401, user: 403, admin: 200 },
    ],
    [
      'POST /api/uploads',
      async () => {
        const body = multipart([{ filename: 'a.png', contentType: 'image/png', data: png }]);
        return { method: 'POST', url: '/api/uploads', ...body };
      },
      { anonymous: 401, user: 201, admin: 201 },
    ],
    // Staff reach the copier; a private address is refused (400) before anything is fetched.
    [
      'POST /api/uploads/fetch',
      async () => ({ method: 'POST', url: '/api/uploads/fetch', payload: { url: 'http://10.0.0.1/a.png' } }),
      { anonymous: 401, user: 400, admin: 400 },
    ],
    [
      'POST /api/admin/users',
      async () => ({
        method: 'POST',
        url: '/api/admin/users',
        payload: { name: 'M', email: `m-${Math.random().toString(36).slice(2)}@example.com`, password: 'Violet kettle 42' },
      }),
      { anonymous: 401, user: 403, admin: 201 },
    ],
    ['GET /api/auth/users', async () => ({ method: 'GET', url: '/api/auth/users?pageSize=5&sort=name' }), { anonymous: 401, user: 403, admin: 200 }],
    ['GET /api/admin/emails', async () => ({ method: 'GET', url: '/api/admin/emails?page=1&pageSize=5' }), { anonymous: 401, user: 403, admin: 200 }],
    ['GET /api/admin/emails/summary', async () => ({ method: 'GET', url: '/api/admin/emails/summary' }), { anonymous: 401, user: 403, admin: 200 }],
    [
      'POST /api/admin/emails/:id/retry',
      async () => ({ method: 'POST', url: `/api/admin/emails/${await failedEmail()}/retry` }),
      { anonymous: 401, user: 403, admin: 202 },
    ],
    [
      'POST /api/admin/emails/retry-failed',
      async () => ({ method: 'POST', url: '/api/admin/emails/retry-failed' }),
      { anonymous: 401, user: 403, admin: 202 },
    ],
    ['GET /api/admin/backup', async () => ({ method: 'GET', url: '/api/admin/backup' }), { anonymous: 401, user: 403, admin: 200 }],
    ['GET /api/audit', async () => ({ method: 'GET', url: '/api/audit?action=auth.signed_in&page=1' }), { anonymous: 401, user: 403, admin: 200 }],
    [
      'DELETE /api/auth/users/:id',
      async () => ({ method: 'DELETE', url: `/api/auth/users/${await newUser()}` }),
      { anonymous: 401, user: 403, admin: 200 },
    ],
    [
      'PUT /api/auth/changepassword/:own id',
      // The current password stays the same, so the row can run again with the same session.
      async (me) => ({
        method: 'PUT',
        url: `/api/auth/changepassword/${me?.user._id ?? (await newUser())}`,
        payload: { password: 'correct horse battery', currentPassword: 'correct horse battery' },
      }),
      { anonymous: 401, user: 200, admin: 200 },
    ],
    [
      "PUT /api/auth/changepassword/:someone else's id",
      async () => ({ method: 'PUT', url: `/api/auth/changepassword/${await newUser()}`, payload: { password: 'changed-pw' } }),
      { anonymous: 401, user: 403, admin: 200 },
    ],
    ['GET /api/auth/sessions', async () => ({ method: 'GET', url: '/api/auth/sessions' }), { anonymous: 401, user: 200, admin: 200 }],
    ['DELETE /api/auth/sessions', async () => ({ method: 'DELETE', url: '/api/auth/sessions' }), { anonymous: 401, user: 200, admin: 200 }],
    [
      'DELETE /api/auth/sessions/:id',
      async (me) => ({ method: 'DELETE', url: `/api/auth/sessions/${me ? await otherSessionOf(me) : UNKNOWN_SESSION}` }),
      { anonymous: 401, user: 200, admin: 200 },
    ],
    [
      'POST /api/auth/invitations',
      async () => ({
        method: 'POST',
        url: '/api/auth/invitations',
        payload: { name: 'I', email: `i-${Math.random().toString(36).slice(2)}@example.com` },
      }),
      { anonymous: 401, user: 403, admin: 201 },
    ],
    [
      'POST /api/auth/users/:id/invitation',
      async () => ({ method: 'POST', url: `/api/auth/users/${await invitedUser()}/invitation` }),
      { anonymous: 401, user: 403, admin: 202 },
    ],
    ['GET /api/auth/two-factor', async () => ({ method: 'GET', url: '/api/auth/two-factor' }), { anonymous: 401, user: 200, admin: 200 }],
    [
      'POST /api/auth/two-factor/setup',
      async (me) => {
        if (me) await createTwoFactorRepository(database.db).remove(me.user._id);
        return { method: 'POST', url: '/api/auth/two-factor/setup' };
      },
      { anonymous: 401, user: 200, admin: 200 },
    ],
    [
      'POST /api/auth/two-factor/confirm',
      async (me) => ({ method: 'POST', url: '/api/auth/two-factor/confirm', payload: { code: me ? await pendingCode(me) : '123456' } }),
      { anonymous: 401, user: 200, admin: 200 },
    ],
    [
      'POST /api/auth/two-factor/recovery-codes',
      async (me) => ({ method: 'POST', url: '/api/auth/two-factor/recovery-codes', payload: { code: me ? await enrolled(me) : '123456' } }),
      { anonymous: 401, user: 200, admin: 200 },
    ],
    [
      'POST /api/auth/two-factor/disable',
      async (me) => ({ method: 'POST', url: '/api/auth/two-factor/disable', payload: { code: me ? await enrolled(me) : '123456' } }),
      { anonymous: 401, user: 200, admin: 200 },
    ],
    [
      'DELETE /api/auth/users/:id/two-factor',
      async () => ({ method: 'DELETE', url: `/api/auth/users/${await newUser()}/two-factor` }),
      { anonymous: 401, user: 403, admin: 200 },
    ],
    [
      'GET /api/admin/settings/security',
      async () => ({ method: 'GET', url: '/api/admin/settings/security' }),
      { anonymous: 401, user: 403, admin: 200 },
    ],
    [
      'PUT /api/admin/settings/security',
      async () => ({ method: 'PUT', url: '/api/admin/settings/security', payload: { requireTwoFactor: false } }),
      { anonymous: 401, user: 403, admin: 200 },
    ],
    ['GET /api/saved-replies', async () => ({ method: 'GET', url: '/api/saved-replies' }), { anonymous: 401, user: 200, admin: 200 }],
    [
      'POST /api/saved-replies',
      async () => ({ method: 'POST', url: '/api/saved-replies', payload: { title: 'By matrix', subject: 'Re: hi', body: 'Hello' } }),
      { anonymous: 401, user: 403, admin: 201 },
    ],
    [
      'PUT /api/saved-replies/:id',
      async () => ({
        method: 'PUT',
        url: `/api/saved-replies/${await newSavedReply()}`,
        payload: { title: 'Changed', subject: 'Re: hi', body: 'Hi' },
      }),
      { anonymous: 401, user: 403, admin: 200 },
    ],
    [
      'DELETE /api/saved-replies/:id',
      async () => ({ method: 'DELETE', url: `/api/saved-replies/${await newSavedReply()}` }),
      { anonymous: 401, user: 403, admin: 200 },
    ],
    [
      'DELETE /api/auth/users/:id/sessions',
      async () => ({ method: 'DELETE', url: `/api/auth/users/${await newUser()}/sessions` }),
      { anonymous: 401, user: 403, admin: 200 },
    ],
    [
      'GET /api/contacts/status-counts (filtered)',
      async () => ({ method: 'GET', url: '/api/contacts/status-counts?view=mine&due=overdue&q=matrix' }),
      { anonymous: 401, user: 200, admin: 200 },
    ],
    [
      'POST /api/contacts/bulk (status)',
      async () => ({ method: 'POST', url: '/api/contacts/bulk', payload: { ids: [await newLead()], action: 'status', value: 'contacted' } }),
      { anonymous: 401, user: 200, admin: 200 },
    ],
    [
      'POST /api/contacts/bulk (delete)',
      async () => ({ method: 'POST', url: '/api/contacts/bulk', payload: { ids: [await newLead()], action: 'delete' } }),
      { anonymous: 401, user: 403, admin: 200 },
    ],
    [
      'POST /api/contacts/:id/emails',
      async () => ({ method: 'POST', url: `/api/contacts/${await newLead()}/emails`, payload: { subject: 'Matrix reply', text: 'Hello' } }),
      { anonymous: 401, user: 201, admin: 201 },
    ],
    ['GET /api/auth/me/notifications', async () => ({ method: 'GET', url: '/api/auth/me/notifications' }), { anonymous: 401, user: 200, admin: 200 }],
    [
      'PUT /api/auth/me/notifications',
      async () => ({ method: 'PUT', url: '/api/auth/me/notifications', payload: { newLeads: true, assignments: true, digest: true } }),
      { anonymous: 401, user: 200, admin: 200 },
    ],
    ['GET /api/auth/me/profile', async () => ({ method: 'GET', url: '/api/auth/me/profile' }), { anonymous: 401, user: 200, admin: 200 }],
    [
      'PUT /api/auth/me/profile',
      async () => ({ method: 'PUT', url: '/api/auth/me/profile', payload: { name: 'Matrix Author', bio: 'Bio' } }),
      { anonymous: 401, user: 200, admin: 200 },
    ],
    // Issue 27 (WP-C): revisions, working copies, preview links.
    [
      'GET /api/blogs/:id/revisions',
      async () => ({ method: 'GET', url: `/api/blogs/${await newBlog()}/revisions` }),
      { anonymous: 401, user: 200, admin: 200 },
    ],
    [
      'GET /api/blogs/:id/revisions/:id',
      async () => {
        const { blogId, revisionId } = await newRevision();
        return { method: 'GET', url: `/api/blogs/${blogId}/revisions/${revisionId}` };
      },
      { anonymous: 401, user: 200, admin: 200 },
    ],
    [
      'POST /api/blogs/:id/revisions/:id/restore',
      async () => {
        const { blogId, revisionId } = await newRevision();
        return { method: 'POST', url: `/api/blogs/${blogId}/revisions/${revisionId}/restore`, payload: {} };
      },
      { anonymous: 401, user: 200, admin: 200 },
    ],
    [
      'GET /api/blogs/:id/history',
      async () => ({ method: 'GET', url: `/api/blogs/${await newBlog()}/history` }),
      { anonymous: 401, user: 200, admin: 200 },
    ],
    [
      'PUT /api/blogs/:id/working-copy',
      async () => ({
        method: 'PUT',
        url: `/api/blogs/${await newBlog()}/working-copy`,
        payload: { title: 'Typing', content: '', tags: [], baseVersion: 1 },
      }),
      { anonymous: 401, user: 200, admin: 200 },
    ],
    [
      'DELETE /api/blogs/:id/working-copy',
      async () => ({ method: 'DELETE', url: `/api/blogs/${await newBlog()}/working-copy` }),
      { anonymous: 401, user: 204, admin: 204 },
    ],
    [
      'POST /api/blogs/:id/preview',
      async () => ({ method: 'POST', url: `/api/blogs/${await newBlog()}/preview` }),
      { anonymous: 401, user: 201, admin: 201 },
    ],
    [
      'GET /api/blogs/:id/previews',
      async () => ({ method: 'GET', url: `/api/blogs/${await newBlog()}/previews` }),
      { anonymous: 401, user: 200, admin: 200 },
    ],
    [
      'DELETE /api/blogs/:id/previews/:id',
      async () => {
        const blogId = await newBlog();
        const link = await app.inject({ method: 'POST', url: `/api/blogs/${blogId}/preview`, headers: sessions.admin.bearerHeaders });
        return { method: 'DELETE', url: `/api/blogs/${blogId}/previews/${link.json<{ _id: string }>()._id}` };
      },
      { anonymous: 401, user: 204, admin: 204 },
    ],
  ];

  const cases = rows.flatMap(([name, build, expected]) =>
    CALLERS.map((caller) => {
      const role = caller === 'anonymous' ? 'anonymous' : caller.startsWith('admin') ? 'admin' : 'user';
      return { name, caller, build, role: role as 'anonymous' | 'user' | 'admin', status: expected[role as keyof typeof expected] };
    }),
  );

  it.each(cases)('$name as $caller → $status', async ({ caller, build, role, status }) => {
    const me = role === 'anonymous' ? undefined : sessions[role];
    const req = await build(me);
    const auth = !me ? {} : caller.endsWith('(cookie)') ? me.cookieHeaders : me.bearerHeaders;
    const before = await countRows(database.db);
    const res = await app.inject({ method: req.method, url: req.url, payload: req.payload, headers: { ...req.headers, ...auth } });
    expect(res.statusCode, res.body).toBe(status);
    if (status >= 400) {
      const body = expectErrorShape(res);
      if (status === 401) expect(body.message).toBe('Please sign in to continue');
      // A refused request changes nothing.
      expect(await countRows(database.db)).toEqual(before);
    }
  });

  it('covers every staff endpoint the OpenAPI document lists', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs' })).json() as { paths: Record<string, Record<string, unknown>> };
    const publicOps = new Set([
      'post /api/subscriptions',
      'post /api/subscriptions/confirm',
      'post /api/subscriptions/unsubscribe',
      'post /api/contacts',
      'get /api/blogs',
      'get /api/blogs/{slugOrId}',
      // What the blog's list, its feed and the sitemap read: published posts only, no content.
      'get /api/blog-summaries',
      'get /api/blog-sitemap',
      // Browsing the blog: published posts' tags, authors and related posts (decision 053).
      'get /api/blog-related/{slug}',
      'get /api/blog-tags/{slug}',
      'get /api/blog-authors/{slug}',
      // A preview link's read: the token is the credential (decision 050).
      'get /api/blog-previews/{token}',
      'post /api/auth/login',
      'post /api/auth/logout',
      'post /api/auth/forgot-password',
      'post /api/auth/reset-password',
      // Single sign-on (decision 061): which ways in, and the provider's round trip.
      'get /api/auth/methods',
      'get /api/auth/oidc/start',
      'get /api/auth/oidc/callback',
      // The second step of a sign-in: its challenge (from the password step) is the credential.
      'post /api/auth/login/two-factor',
      'post /api/auth/login/two-factor/setup',
      'post /api/auth/login/two-factor/enrol',
      'get /api/health',
    ]);
    const covered = new Set(
      rows.map(([name]) =>
        name
          .split(' ')
          .slice(0, 2)
          .join(' ')
          .replace(/:id$|:own$|:someone$/, '')
          .replace(/:id\//g, '/'),
      ),
    );
    for (const [p, ops] of Object.entries(doc.paths)) {
      for (const method of Object.keys(ops)) {
        const op = `${method} ${p}`;
        if (publicOps.has(op)) continue;
        const asRow = `${method.toUpperCase()} ${p.replace(/\{[^}]+\}/g, '')}`;
        expect(covered, op).toContain(asRow);
      }
    }
  });
});
