import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { publishArticle } from '../../bench/article-load/article.mjs';
import { fillPosts } from '../../bench/blog-list/fill.mjs';
import { BULK_SERVICE, seed } from '../../bench/staff-lists/seed.mjs';
import { rowsOf } from '../../server/db/rows';
import { buildTestApp } from '../helpers/app';

/**
 * Every bench's seed step on a few rows against the current schema and API (issue 44): a bench is
 * run by hand, now and then, and its seed fell behind a renamed column (is_published) unnoticed.
 */
describe('the benches seed what the app reads', async () => {
  const { app, database, loginAs } = await buildTestApp();
  const admin = await loginAs('admin');
  await app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => app.close());
  const exec = (text: string) => database.db.execute(sql.raw(text));
  const count = async (query: string) => rowsOf<{ n: number }>(await exec(query))[0]!.n;

  it('bench/blog-list/fill.mjs: published posts the public list and the sitemap show', async () => {
    await fillPosts(exec, 3);
    const list = await app.inject({ method: 'GET', url: '/api/blogs?pageSize=50' });
    expect(list.statusCode, list.body).toBe(200);
    const slugs = (list.json() as { slug: string }[]).map((p) => p.slug);
    expect(slugs).toEqual(expect.arrayContaining(['filled-post-1', 'filled-post-2', 'filled-post-3']));
    const sitemap = await app.inject({ method: 'GET', url: '/api/blog-sitemap' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('filled-post-3');
  });

  it('bench/staff-lists/seed.mjs: leads and subscribers, every tenth lead new in the bulk service', async () => {
    await seed(exec, 20);
    expect(await count(`select count(*)::int as n from contacts where email like 'lead%@example.com'`)).toBe(20);
    expect(await count(`select count(*)::int as n from contacts where service = '${BULK_SERVICE}' and status = 'new'`)).toBe(2);
    expect(await count(`select count(*)::int as n from subscriptions where email like 'reader%@example.com'`)).toBe(20);
    const leads = await app.inject({ method: 'GET', url: '/api/contacts?pageSize=50', headers: admin.bearerHeaders });
    expect(leads.statusCode, leads.body).toBe(200);
    // The board leaves spam out, as the seed's desk has some.
    expect(Number(leads.headers['x-total-count'])).toBe(await count(`select count(*)::int as n from contacts where status <> 'spam'`));
  });

  it('bench/article-load/article.mjs: the article published through the API, readable by its path', async () => {
    const { port } = app.server.address() as { port: number };
    const articlePath = await publishArticle(`http://127.0.0.1:${port}`, admin.bearerHeaders);
    const slug = articlePath.replace('/blogs/', '');
    const post = await app.inject({ method: 'GET', url: `/api/blogs/${slug}` });
    expect(post.statusCode, post.body).toBe(200);
    expect(post.json()).toMatchObject({ title: 'Keeping scrapers healthy at scale', status: 'published' });
  });
});
