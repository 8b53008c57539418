import { describe, expect, it } from 'vitest';
import type { Stats } from '@contract/stats';
import { buildTestApp } from '../helpers/app';
import { expectErrorShape, validContact } from '../helpers/fixtures';

describe('GET /api/stats', async () => {
  const { app, loginAs } = await buildTestApp();
  const staff = await loginAs('user');
  const stats = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/stats', headers: staff.bearerHeaders });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return res.json() as Stats;
  };

  it("counts contacts (leads and spam apart too), and posts (drafts included); subscriptions are null for SPEC's user (decision 055)", async () => {
    expect(await stats()).toEqual({ contacts: 0, leads: 0, spam: 0, subscriptions: null, blogs: 0 });
    await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact() });
    await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact() });
    await app.inject({ method: 'POST', url: '/api/contacts', payload: { ...validContact(), website: 'http://bot.example' } });
    await app.inject({ method: 'POST', url: '/api/subscriptions', payload: { email: 's@example.com' } });
    await app.inject({ method: 'POST', url: '/api/blogs/new', headers: staff.bearerHeaders, payload: { title: 'One' } });
    await app.inject({ method: 'POST', url: '/api/blogs/new', headers: staff.bearerHeaders, payload: { title: 'Two', isPublished: false } });
    expect(await stats()).toEqual({ contacts: 3, leads: 2, spam: 1, subscriptions: null, blogs: 2 });
  });

  it('refuses visitors with 401', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/stats' });
    expect(res.statusCode).toBe(401);
    expectErrorShape(res);
  });
});

describe('GET /api/docs', async () => {
  const { app } = await buildTestApp();

  it('documents every endpoint with its method', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs' })).json() as { paths: Record<string, Record<string, unknown>> };
    const expected: [string, string][] = [
      ['/api/subscriptions', 'post'],
      ['/api/subscriptions', 'get'],
      ['/api/subscriptions.csv', 'get'],
      ['/api/contacts', 'post'],
      ['/api/contacts', 'get'],
      ['/api/contacts.csv', 'get'],
      ['/api/blogs', 'get'],
      ['/api/blogs/{id}', 'get'],
      ['/api/blogs/new', 'post'],
      ['/api/blogs/{id}', 'put'],
      ['/api/blogs/{id}', 'delete'],
      ['/api/auth/login', 'post'],
      ['/api/auth/logout', 'post'],
      ['/api/auth/me', 'get'],
      ['/api/admin/users', 'post'],
      ['/api/auth/users', 'get'],
      ['/api/auth/users/{id}', 'delete'],
      ['/api/auth/changepassword/{id}', 'put'],
      ['/api/uploads', 'post'],
      ['/api/stats', 'get'],
      ['/api/health', 'get'],
      ['/api/contacts/bulk', 'post'],
      ['/api/contacts/status-counts', 'get'],
      ['/api/contacts/sources', 'get'],
      ['/api/contacts/desk', 'get'],
    ];
    for (const [p, method] of expected) expect(doc.paths[p]?.[method], `${method} ${p}`).toBeDefined();
  });

  it('never documents a password hash field', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.body).not.toMatch(/passwordHash|password_hash/);
  });
});
