import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SavedReply } from '@contract/saved-replies';
import { auditEvents } from '../../server/db/schema/index';
import { buildTestApp } from '../helpers/app';
import { expectErrorShape } from '../helpers/fixtures';

const reply = {
  title: 'First answer',
  subject: 'Re: your enquiry {{reference}}',
  body: 'Hello {{name}},\n\nThanks for asking about {{service}}.\n{{staffName}}',
};

describe('saved replies', async () => {
  const { app, database, loginAs } = await buildTestApp();
  const admin = await loginAs('admin', { name: 'Ada Admin' });
  const staff = await loginAs('user', { name: 'Sam Staff' });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    app.inject({ method, url, headers, payload });

  it('an admin adds, changes and deletes one; staff read them by title; each write is audited without the text', async () => {
    const created = await call('POST', '/api/saved-replies', admin.bearerHeaders, reply);
    expect(created.statusCode, created.body).toBe(201);
    const one = created.json() as SavedReply;
    expect(one).toMatchObject({ ...reply, updatedByName: 'Ada Admin' });
    await call('POST', '/api/saved-replies', admin.bearerHeaders, { ...reply, title: 'Another answer' });

    const listed = await call('GET', '/api/saved-replies', staff.bearerHeaders);
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as SavedReply[]).map((r) => r.title)).toEqual(['Another answer', 'First answer']);

    const changed = await call('PUT', `/api/saved-replies/${one._id}`, admin.bearerHeaders, { ...reply, title: 'Zebra answer', body: 'New text' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ _id: one._id, title: 'Zebra answer', body: 'New text' });
    expect(Date.parse((changed.json() as SavedReply).updatedAt)).toBeGreaterThanOrEqual(Date.parse(one.updatedAt));

    const deleted = await call('DELETE', `/api/saved-replies/${one._id}`, admin.bearerHeaders);
    expect(deleted.statusCode).toBe(200);
    expect(((await call('GET', '/api/saved-replies', staff.bearerHeaders)).json() as SavedReply[]).map((r) => r.title)).toEqual(['Another answer']);

    const audit = await database.db.select().from(auditEvents).where(eq(auditEvents.targetId, one._id)).orderBy(asc(auditEvents.id));
    expect(audit.map((a) => [a.action, a.targetType, a.actorId])).toEqual([
      ['saved_reply.created', 'saved_reply', admin.user._id],
      ['saved_reply.updated', 'saved_reply', admin.user._id],
      ['saved_reply.deleted', 'saved_reply', admin.user._id],
    ]);
    expect(JSON.stringify(audit.map((a) => a.details))).not.toContain('Thanks for asking');
  });

  it('staff cannot write them, and a refused write changes nothing', async () => {
    const created = (await call('POST', '/api/saved-replies', admin.bearerHeaders, { ...reply, title: 'Kept' })).json() as SavedReply;
    expect((await call('POST', '/api/saved-replies', staff.bearerHeaders, reply)).statusCode).toBe(403);
    expect((await call('PUT', `/api/saved-replies/${created._id}`, staff.bearerHeaders, reply)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/saved-replies/${created._id}`, staff.bearerHeaders)).statusCode).toBe(403);
    const titles = ((await call('GET', '/api/saved-replies', staff.bearerHeaders)).json() as SavedReply[]).map((r) => r.title);
    expect(titles).toContain('Kept');
    expect(titles).not.toContain('First answer');
  });

  it('bad input names the field; an unknown or malformed id is 404', async () => {
    const empty = await call('POST', '/api/saved-replies', admin.bearerHeaders, { ...reply, title: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(expectErrorShape(empty).errors?.map((e) => e.field)).toContain('title');
    const long = await call('POST', '/api/saved-replies', admin.bearerHeaders, { ...reply, body: 'x'.repeat(20_001) });
    expect(long.statusCode).toBe(400);
    expect(expectErrorShape(long).errors?.map((e) => e.field)).toContain('body');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await call('PUT', `/api/saved-replies/${id}`, admin.bearerHeaders, reply)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/saved-replies/${id}`, admin.bearerHeaders)).statusCode).toBe(404);
    }
  });

  it('asks anonymous callers to sign in', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/saved-replies' });
    expect(res.statusCode).toBe(401);
  });
});
