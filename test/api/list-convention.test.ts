import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '@contract/paging';
import { emails } from '../../server/db/schema/index';
import { buildTestApp } from '../helpers/app';
import { expectErrorShape, validContact } from '../helpers/fixtures';

/** Decision 031: every staff list answers page, pageSize, sort and X-Total-Count the same way. */
describe('one list convention', async () => {
  const { app, database, loginAs } = await buildTestApp({ RATE_LIMIT_ENABLED: false });
  const adminEmail = `lists-admin-${Date.now()}@example.com`;
  const admin = await loginAs('admin', { email: adminEmail, name: 'Zed Admin' });
  // Two more sessions of the same admin, and more accounts (each sign-in is also an audit entry).
  await loginAs('admin', { email: adminEmail });
  await loginAs('admin', { email: adminEmail });
  for (const name of ['Bea Staff', 'Al Staff']) await loginAs('user', { name });
  for (const name of ['Lead One', 'Lead Two', 'Lead Three']) {
    await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact({ name }) });
  }
  for (const email of ['one@example.com', 'two@example.com', 'three@example.com']) {
    await app.inject({ method: 'POST', url: '/api/subscriptions', payload: { email } });
  }
  for (const title of ['Beta post', 'Alpha post', 'Gamma post']) {
    const res = await app.inject({ method: 'POST', url: '/api/blogs/new', headers: admin.bearerHeaders, payload: { title, content: '<p>Text</p>' } });
    expect(res.statusCode, res.body).toBe(201);
  }
  await database.db.insert(emails).values(
    ['first', 'second', 'third'].map((n) => ({
      messageId: `<list-${n}@site.test>`,
      kind: 'test',
      to: `${n}@example.com`,
      subject: n,
      text: n,
      html: n,
      status: 'outbox' as const,
    })),
  );

  // Confirmation and lead mails are written by jobs: wait until the outbox holds still.
  for (let last = -1, same = 0; same < 3;) {
    const n = (await database.db.select().from(emails)).length;
    same = n === last ? same + 1 : 0;
    last = n;
    await new Promise((r) => setTimeout(r, 150));
  }

  const get = (url: string) => app.inject({ method: 'GET', url, headers: admin.bearerHeaders });
  const ids = async (url: string) => ((await get(url)).json() as { _id: string }[]).map((r) => r._id);

  // [list, path, one field it sorts by]
  const lists: [string, string, string][] = [
    ['leads', '/api/contacts', 'createdAt'],
    ['subscriptions', '/api/subscriptions', 'createdAt'],
    ['users', '/api/auth/users', 'name'],
    ['posts', '/api/blogs', 'title'],
    ['outbox', '/api/admin/emails', 'createdAt'],
    ['audit', '/api/audit', 'at'],
    ['sessions', '/api/auth/sessions', 'lastSeenAt'],
  ];

  it.each(lists)('%s: one page of pageSize rows, the total in X-Total-Count, never cached', async (_list, path) => {
    const first = await get(`${path}?page=1&pageSize=2`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toMatch(/no-store/);
    const total = Number(first.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(3);
    const page1 = (first.json() as { _id: string }[]).map((r) => r._id);
    expect(page1).toHaveLength(2);
    const page2 = await ids(`${path}?page=2&pageSize=2`);
    expect(page2.length).toBeGreaterThan(0);
    for (const id of page2) expect(page1).not.toContain(id);
    expect(await ids(`${path}?pageSize=${MAX_PAGE_SIZE}`)).toHaveLength(total);
  });

  it.each(lists)('%s: sort=field is the exact reverse of sort=-field (the id breaks ties)', async (_list, path, field) => {
    const ascending = await ids(`${path}?pageSize=${MAX_PAGE_SIZE}&sort=${field}`);
    const descending = await ids(`${path}?pageSize=${MAX_PAGE_SIZE}&sort=-${field}`);
    expect(ascending.length).toBeGreaterThanOrEqual(3);
    expect(descending).toEqual([...ascending].reverse());
  });

  it.each(lists)('%s: pageSize 201 and an unknown sort answer 400 naming the field', async (_list, path) => {
    for (const [query, field] of [
      [`pageSize=${MAX_PAGE_SIZE + 1}`, 'pageSize'],
      ['pageSize=0', 'pageSize'],
      ['page=0', 'page'],
      ['sort=password', 'sort'],
      ['sort=-', 'sort'],
    ] as const) {
      const res = await get(`${path}?${query}`);
      expect(res.statusCode, `${path}?${query}`).toBe(400);
      expect(expectErrorShape(res).errors?.map((e) => e.field)).toContain(field);
    }
  });

  it('sorts by the field asked: posts by title, users by name', async () => {
    const posts = (await get('/api/blogs?page=1&pageSize=10&sort=title')).json() as { title: string }[];
    expect(posts.map((p) => p.title)).toEqual(['Alpha post', 'Beta post', 'Gamma post']);
    const users = (await get('/api/auth/users?sort=-name')).json() as { name: string }[];
    expect(users.map((u) => u.name)).toEqual(['Zed Admin', 'Bea Staff', 'Al Staff']);
  });

  it('default orders: leads, subscriptions, posts, outbox and audit newest first; users oldest first; sessions last used first', async () => {
    const stamps = async (path: string, key: string) => ((await get(path)).json() as Record<string, string>[]).map((r) => Date.parse(r[key]!));
    const newestFirst = (xs: number[]) => expect([...xs].sort((a, b) => b - a)).toEqual(xs);
    for (const path of ['/api/contacts', '/api/subscriptions', '/api/blogs?page=1&pageSize=50', '/api/admin/emails'])
      newestFirst(await stamps(path, 'createdAt'));
    newestFirst(await stamps('/api/audit', 'at'));
    newestFirst(await stamps('/api/auth/sessions', 'lastSeenAt'));
    const users = await stamps('/api/auth/users', 'createdAt');
    expect([...users].sort((a, b) => a - b)).toEqual(users);
  });

  it('posts keep SPEC answers: staff asking nothing get every post; visitors get newest first, pageSize at most 100', async () => {
    const all = await get('/api/blogs');
    expect(all.headers['x-total-count']).toBe('3');
    expect((all.json() as unknown[]).length).toBe(3);
    const visitor = await app.inject({ method: 'GET', url: '/api/blogs?pageSize=2&sort=title' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['x-total-count']).toBe('3');
    expect((visitor.json() as { title: string }[]).map((p) => p.title)).toEqual(['Gamma post', 'Alpha post']);
    const tooMany = await app.inject({ method: 'GET', url: '/api/blogs?pageSize=101' });
    expect(tooMany.statusCode).toBe(400);
    expect(expectErrorShape(tooMany).errors?.[0]?.field).toBe('pageSize');
  });

  it('the outbox filters by status, and its summary says whether mail leaves the site', async () => {
    const outbox = await get('/api/admin/emails?status=outbox');
    expect(outbox.headers['x-total-count']).toBe(String(Number((await get('/api/admin/emails')).headers['x-total-count'])));
    expect((await get('/api/admin/emails?status=failed')).headers['x-total-count']).toBe('0');
    const summary = await get('/api/admin/emails/summary');
    expect(summary.headers['cache-control']).toMatch(/no-store/);
    expect(summary.json()).toEqual({ smtpConfigured: false, failed: 0, dkim: null });
  });
});
