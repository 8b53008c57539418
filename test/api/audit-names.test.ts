import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditTargetHref, type AuditEvent } from '@contract/audit';
import { auditEvents, leads } from '../../server/db/schema/index';
import { buildTestApp } from '../helpers/app';

describe('audit log names and links (decision 057)', async () => {
  const { app, database, loginAs } = await buildTestApp();
  const db = database.db;
  const admin = await loginAs('admin', { name: 'Ann Admin' });
  const headers = admin.bearerHeaders;
  const latest = async (action: string, targetId?: string) => {
    const [row] = await db
      .select()
      .from(auditEvents)
      .where(targetId ? and(eq(auditEvents.action, action), eq(auditEvents.targetId, targetId)) : eq(auditEvents.action, action))
      .orderBy(desc(auditEvents.at))
      .limit(1);
    return row!;
  };

  it('a sign-in names the person who signed in (no session yet: looked up by id)', async () => {
    const bo = await loginAs('user', { name: 'Bo Chen' });
    expect(await latest('auth.signed_in', bo.user._id)).toMatchObject({ actorId: bo.user._id, actorName: 'Bo Chen', targetLabel: 'Bo Chen' });
  });

  it('names the caller and the person of each people action, and a rename does not rewrite earlier entries', async () => {
    const cy = await loginAs('user', { name: 'Cy Old' });
    await app.inject({ method: 'PATCH', url: `/api/admin/users/${cy.user._id}`, headers, payload: { role: 'editor' } });
    expect(await latest('user.role_changed', cy.user._id)).toMatchObject({ actorName: 'Ann Admin', targetLabel: 'Cy Old' });
    await app.inject({ method: 'PATCH', url: `/api/admin/users/${cy.user._id}`, headers, payload: { name: 'Cy New' } });
    expect(await latest('user.updated', cy.user._id)).toMatchObject({ targetLabel: 'Cy New' });
    expect(await latest('user.role_changed', cy.user._id)).toMatchObject({ targetLabel: 'Cy Old' });
    await app.inject({ method: 'DELETE', url: `/api/auth/users/${cy.user._id}/sessions`, headers });
    expect(await latest('session.ended', cy.user._id)).toMatchObject({ actorName: 'Ann Admin', targetLabel: 'Cy New' });
  });

  it('a deleted person and a deleted post keep their names', async () => {
    const dee = await loginAs('user', { name: 'Dee Gone' });
    await app.inject({ method: 'DELETE', url: `/api/auth/users/${dee.user._id}`, headers });
    expect(await latest('user.deleted', dee.user._id)).toMatchObject({ targetLabel: 'Dee Gone' });

    const created = await app.inject({
      method: 'POST',
      url: '/api/blogs/new',
      headers,
      payload: { title: 'Pricing page rewrite', content: '<p>x</p>' },
    });
    expect(created.statusCode).toBe(201);
    const postId = (created.json() as { _id: string })._id;
    expect(await latest('post.created', postId)).toMatchObject({ targetLabel: 'Pricing page rewrite' });
    expect((await app.inject({ method: 'DELETE', url: `/api/blogs/${postId}`, headers })).statusCode).toBe(200);
    expect(await latest('post.deleted', postId)).toMatchObject({ actorName: 'Ann Admin', targetLabel: 'Pricing page rewrite' });
  });

  it("names a lead by the visitor's name", async () => {
    const [lead] = await db
      .insert(leads)
      .values({ name: 'Erin Visitor', email: 'erin@example.com', phone: '', service: 'web', budget: '1k' })
      .returning();
    const leadId = lead!.id;
    const res = await app.inject({ method: 'PATCH', url: `/api/contacts/${leadId}`, headers, payload: { status: 'contacted' } });
    expect(res.statusCode).toBe(200);
    expect(await latest('lead.updated', leadId)).toMatchObject({ actorName: 'Ann Admin', targetLabel: 'Erin Visitor' });
  });

  it('a refused request names who tried', async () => {
    const sam = await loginAs('sales', { name: 'Sam Sales' });
    expect((await app.inject({ method: 'GET', url: '/api/auth/users', headers: sam.bearerHeaders })).statusCode).toBe(403);
    expect(await latest('access.denied')).toMatchObject({ actorId: sam.user._id, actorName: 'Sam Sales' });
  });

  it('GET /api/audit answers the names, and says which targets are gone', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/audit?pageSize=100', headers });
    expect(res.statusCode).toBe(200);
    const entries = res.json() as AuditEvent[];
    const deleted = entries.find((e) => e.action === 'user.deleted')!;
    expect(deleted).toMatchObject({ actorName: 'Ann Admin', targetLabel: 'Dee Gone', targetGone: true });
    const signedIn = entries.find((e) => e.action === 'auth.signed_in' && e.targetId === admin.user._id)!;
    expect(signedIn).toMatchObject({ actorName: 'Ann Admin', targetLabel: 'Ann Admin', targetGone: false });
  });

  it('links people, posts and leads to their staff pages, nothing else', () => {
    const id = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
    expect(auditTargetHref('user', id)).toBe(`/admin/users#user-${id}`);
    expect(auditTargetHref('post', id)).toBe(`/blogs/edit/${id}`);
    expect(auditTargetHref('lead', id)).toBe(`/dashboard?lead=${id}`);
    expect(auditTargetHref('session', id)).toBeNull();
    expect(auditTargetHref('lead', 'bulk-operation')).toBeNull();
  });
});
