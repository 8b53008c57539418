import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiKey, ApiKeyCreated } from '@contract/api-keys';
import type { Blog } from '@contract/blogs';
import type { Lead, LeadDetail } from '@contract/leads';
import { SCOPED_ROUTES } from '../../server/api-keys/scoped-routes';
import { apiKeys, auditEvents } from '../../server/db/schema/index';
import { buildTestApp } from '../helpers/app';
import { expectErrorShape, UNKNOWN_UUID, validContact } from '../helpers/fixtures';

/** Issue 29 point 7 (decision 069): named keys with scopes, sent as a bearer token, every use outside them refused and audited. */
describe('API keys', async () => {
  const { app, database, loginAs, routes } = await buildTestApp();
  const admin = await loginAs('admin', { name: 'Ada Admin' });
  const editor = await loginAs('editor');

  const createKey = async (name: string, scopes: string[]): Promise<ApiKeyCreated> => {
    const res = await app.inject({ method: 'POST', url: '/api/api-keys', headers: admin.bearerHeaders, payload: { name, scopes } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as ApiKeyCreated;
  };
  const withKey = (key: string) => ({ authorization: `Bearer ${key}` });
  const list = async () => (await app.inject({ method: 'GET', url: '/api/api-keys', headers: admin.bearerHeaders })).json() as ApiKey[];
  const newLead = async (email: string): Promise<string> => {
    expect((await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact({ email }) })).statusCode).toBe(201);
    const rows = (
      await app.inject({ method: 'GET', url: `/api/contacts?q=${encodeURIComponent(email)}`, headers: admin.bearerHeaders })
    ).json() as Lead[];
    return rows[0]!._id;
  };
  const deniedFor = (keyId: string) =>
    database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'api_key.denied'), eq(auditEvents.targetId, keyId)))
      .orderBy(asc(auditEvents.at));

  it('answers the key once with a recognisable prefix; the table holds only its sha256; the list shows no key', async () => {
    const { id, key } = await createKey('Zapier', ['leads:read', 'leads:read', 'posts:read']);
    expect(key).toMatch(/^dk_[A-Za-z0-9_-]{43}$/);
    const [row] = await database.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row!.keyHash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(key.slice(3));
    expect(row!.scopes).toEqual(['leads:read', 'posts:read']);

    const listed = (await list()).find((k) => k._id === id);
    expect(listed).toEqual({
      _id: id,
      name: 'Zapier',
      prefix: key.slice(0, 7),
      scopes: ['leads:read', 'posts:read'],
      createdByName: 'Ada Admin',
      createdAt: expect.any(String),
      lastUsedAt: null,
      revokedAt: null,
      revokedByName: '',
    });
    expect(JSON.stringify(await list())).not.toContain(key.slice(7));
    const [created] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'api_key.created'), eq(auditEvents.targetId, id)));
    expect(created).toMatchObject({ actorId: admin.user._id, targetType: 'api_key', targetLabel: 'Zapier' });
    expect(JSON.stringify(created!.details)).not.toContain(key.slice(7));
  });

  it('works within its scope, stamps its last use, and answers 403 outside it, audited as the key', async () => {
    const { id, key } = await createKey('Reader', ['leads:read']);
    const leadId = await newLead('api-reader@example.com');
    const listRes = await app.inject({ method: 'GET', url: '/api/contacts', headers: withKey(key) });
    expect(listRes.statusCode, listRes.body).toBe(200);
    expect((listRes.json() as Lead[]).map((l) => l._id)).toContain(leadId);
    expect(listRes.headers['cache-control']).toBe('private, no-store');
    expect((await app.inject({ method: 'GET', url: `/api/contacts/${leadId}`, headers: withKey(key) })).statusCode).toBe(200);
    const [used] = await database.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(Date.now() - used!.lastUsedAt!.getTime()).toBeLessThan(60_000);
    expect((await list()).find((k) => k._id === id)!.lastUsedAt).toBe(used!.lastUsedAt!.toISOString());

    const patch = await app.inject({ method: 'PATCH', url: `/api/contacts/${leadId}`, headers: withKey(key), payload: { status: 'won' } });
    expect(patch.statusCode).toBe(403);
    expect(expectErrorShape(patch).message).toBe('This API key does not have the leads:write scope');
    const subs = await app.inject({ method: 'GET', url: '/api/subscriptions', headers: withKey(key) });
    expect(subs.statusCode).toBe(403);
    expect(expectErrorShape(subs).message).toBe('This API key does not have the subscribers:read scope');

    const denied = await deniedFor(id);
    expect(denied.map((d) => [d.actorId, d.actorEmail, d.actorName, d.targetLabel, d.details])).toEqual([
      [
        admin.user._id,
        `api-key:${key.slice(0, 7).toLowerCase()}`,
        'API key Reader',
        'Reader',
        { route: 'PATCH /api/contacts/:id', scope: 'leads:write' },
      ],
      [
        admin.user._id,
        `api-key:${key.slice(0, 7).toLowerCase()}`,
        'API key Reader',
        'Reader',
        { route: 'GET /api/subscriptions', scope: 'subscribers:read' },
      ],
    ]);
    const lead = (await app.inject({ method: 'GET', url: `/api/contacts/${leadId}`, headers: admin.bearerHeaders })).json() as LeadDetail;
    expect(lead.status).toBe('new');
  });

  it('credits what a key changes to "API key ‹name›" in the lead history, notes and audit log', async () => {
    const { key } = await createKey('CRM sync', ['leads:read', 'leads:write', 'posts:write', 'subscribers:read']);
    const leadId = await newLead('api-writer@example.com');
    const patch = await app.inject({ method: 'PATCH', url: `/api/contacts/${leadId}`, headers: withKey(key), payload: { status: 'contacted' } });
    expect(patch.statusCode, patch.body).toBe(200);
    const note = await app.inject({
      method: 'POST',
      url: `/api/contacts/${leadId}/notes`,
      headers: withKey(key),
      payload: { text: 'Synced from the CRM' },
    });
    expect(note.statusCode, note.body).toBe(201);
    const lead = (await app.inject({ method: 'GET', url: `/api/contacts/${leadId}`, headers: withKey(key) })).json() as LeadDetail;
    expect(lead.history.map((e) => [e.kind, e.to, e.actorName])).toEqual([
      ['status', 'contacted', 'API key CRM sync'],
      ['note', 'Synced from the CRM', 'API key CRM sync'],
    ]);
    expect(lead.notes[0]!.authorName).toBe('API key CRM sync');

    const post = await app.inject({
      method: 'POST',
      url: '/api/blogs/new',
      headers: withKey(key),
      payload: { title: 'From the API', content: '<p>Hi</p>', status: 'draft' },
    });
    expect(post.statusCode, post.body).toBe(201);
    const postId = (post.json() as Blog)._id;
    const [audited] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'post.created'), eq(auditEvents.targetId, postId)));
    expect(audited).toMatchObject({ actorId: admin.user._id, actorName: 'API key CRM sync', actorEmail: `api-key:${key.slice(0, 7).toLowerCase()}` });
    expect((await app.inject({ method: 'GET', url: '/api/subscriptions/status-counts', headers: withKey(key) })).statusCode).toBe(200);
  });

  it('reads drafts only with posts:read; without it the key reads posts as a visitor does', async () => {
    const draft = await app.inject({
      method: 'POST',
      url: '/api/blogs/new',
      headers: admin.bearerHeaders,
      payload: { title: 'Secret draft', content: '<p>x</p>', status: 'draft' },
    });
    const draftId = (draft.json() as Blog)._id;
    const reader = await createKey('Posts reader', ['posts:read']);
    const other = await createKey('Leads only', ['leads:read']);
    expect((await app.inject({ method: 'GET', url: `/api/blogs/${draftId}`, headers: withKey(reader.key) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/blogs/${draftId}`, headers: withKey(other.key) })).statusCode).toBe(404);
    const write = await app.inject({ method: 'DELETE', url: `/api/blogs/${draftId}`, headers: withKey(reader.key) });
    expect(write.statusCode).toBe(403);
    expect(expectErrorShape(write).message).toBe('This API key does not have the posts:write scope');
  });

  it('never reaches a route outside the scope table (users, settings, exports, backups, webhooks, API keys, audit, erase…), even with every scope', async () => {
    const { id, key } = await createKey('Everything', ['leads:read', 'leads:write', 'posts:read', 'posts:write', 'subscribers:read']);
    const closed = routes.filter((r) => r.permission && !SCOPED_ROUTES[`${r.method} ${r.url}`]);
    expect(closed.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/auth/users',
        'GET /api/admin/settings/security',
        'GET /api/contacts.csv',
        'GET /api/subscriptions.csv',
        'GET /api/admin/backup',
        'POST /api/webhooks',
        'POST /api/api-keys',
        'GET /api/audit',
        'POST /api/admin/erasures',
        'GET /api/auth/me',
      ]),
    );
    for (const route of closed) {
      const url = route.url.replace(/:[A-Za-z]+/g, UNKNOWN_UUID);
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const res = await app.inject({ method, url, headers: withKey(key), ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(expectErrorShape(res).message, `${route.method} ${route.url}`).toBe('API keys cannot do this');
    }
    expect((await deniedFor(id)).length).toBe(closed.length);
    // Every route of the table exists and needs a permission or is one of the public post reads.
    const registered = new Map(routes.map((r) => [`${r.method} ${r.url}`, r]));
    for (const name of Object.keys(SCOPED_ROUTES)) expect(registered.has(name), name).toBe(true);
  });

  it('a revoked key, an unknown one, or one whose maker left answers 401; revoking twice is a 409; a demoted maker narrows the key', async () => {
    const { id, key } = await createKey('Old', ['leads:read']);
    expect((await app.inject({ method: 'GET', url: '/api/contacts', headers: withKey(key) })).statusCode).toBe(200);
    const revoke = await app.inject({ method: 'DELETE', url: `/api/api-keys/${id}`, headers: admin.bearerHeaders });
    expect(revoke.statusCode, revoke.body).toBe(200);
    const after = await app.inject({ method: 'GET', url: '/api/contacts', headers: withKey(key) });
    expect(after.statusCode).toBe(401);
    expect(expectErrorShape(after).message).toBe('This API key is not valid');
    // Public routes too: a wrong key is an error, not an anonymous visit.
    expect((await app.inject({ method: 'GET', url: '/api/blogs', headers: withKey(key) })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/contacts', headers: withKey('dk_nothing') })).statusCode).toBe(401);
    expect((await list()).find((k) => k._id === id)).toMatchObject({ revokedAt: expect.any(String), revokedByName: 'Ada Admin' });
    expect((await app.inject({ method: 'DELETE', url: `/api/api-keys/${id}`, headers: admin.bearerHeaders })).statusCode).toBe(409);
    expect((await app.inject({ method: 'DELETE', url: `/api/api-keys/${UNKNOWN_UUID}`, headers: admin.bearerHeaders })).statusCode).toBe(404);
    const actions = await database.db.select().from(auditEvents).where(eq(auditEvents.targetId, id)).orderBy(asc(auditEvents.at));
    expect(actions.map((a) => a.action)).toEqual(['api_key.created', 'api_key.revoked']);

    // The account that made a key is deleted: the key stops with it.
    const leaving = await loginAs('admin', { name: 'Leaving Admin' });
    const made = await app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: leaving.bearerHeaders,
      payload: { name: 'Orphan', scopes: ['leads:read'] },
    });
    const orphan = made.json() as ApiKeyCreated;
    expect((await app.inject({ method: 'GET', url: '/api/contacts', headers: withKey(orphan.key) })).statusCode).toBe(200);
    await database.db.execute(sql`delete from users where id = ${leaving.user._id}`);
    expect((await app.inject({ method: 'GET', url: '/api/contacts', headers: withKey(orphan.key) })).statusCode).toBe(401);

    // Its maker becomes an editor: the key keeps its scopes but loses what the editor may not do.
    const demoted = await loginAs('admin', { name: 'Demoted Admin' });
    const kept = (
      await app.inject({
        method: 'POST',
        url: '/api/api-keys',
        headers: demoted.bearerHeaders,
        payload: { name: 'Kept', scopes: ['leads:read', 'posts:read'] },
      })
    ).json() as ApiKeyCreated;
    await database.db.execute(sql`update users set role = 'editor' where id = ${demoted.user._id}`);
    const leads = await app.inject({ method: 'GET', url: '/api/contacts', headers: withKey(kept.key) });
    expect(leads.statusCode).toBe(403);
    expect(expectErrorShape(leads).message).toBe('The account that made this API key may no longer do this');
    expect((await app.inject({ method: 'GET', url: '/api/blogs', headers: withKey(kept.key) })).statusCode).toBe(200);
  });

  it('is for administrators, with a fresh check of who they are; bad input names the field', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: editor.bearerHeaders,
      payload: { name: 'X', scopes: ['leads:read'] },
    });
    expect(refused.statusCode).toBe(403);
    for (const [payload, field] of [
      [{ name: '', scopes: ['leads:read'] }, 'name'],
      [{ name: 'X', scopes: [] }, 'scopes'],
      [{ name: 'X', scopes: ['users:write'] }, 'scopes'],
      // Keys do not expire: an expiry is refused, not silently dropped (issue 42).
      [{ name: 'X', scopes: ['leads:read'], expiresAt: '2030-01-01T00:00:00.000Z' }, 'expiresAt'],
    ] as const) {
      const res = await app.inject({ method: 'POST', url: '/api/api-keys', headers: admin.bearerHeaders, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(expectErrorShape(res).errors?.map((e) => e.field.split('.')[0])).toContain(field);
    }
    await database.db.execute(sql`update sessions set reauth_at = now() - interval '1 day' where user_id = ${admin.user._id}`);
    const stale = await app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: admin.bearerHeaders,
      payload: { name: 'X', scopes: ['leads:read'] },
    });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ reauth: true });
  });
});
