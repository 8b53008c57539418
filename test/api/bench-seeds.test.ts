import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { publishArticle } from '../../bench/article-load/article.mjs';
import { fillPosts } from '../../bench/blog-list/fill.mjs';
import { bigPost, publishPosts, scalePost } from '../../bench/blog-list/posts.mjs';
import { insertRawContact } from '../../bench/lib/raw-insert.mjs';
import { allLeads, contactBody, subscriptionBody } from '../../bench/lib/server.mjs';
import { SEED_TAG, SEED_TITLES, SEED_WORD, seedPosts } from '../../bench/lighthouse/seed.mjs';
import { fillLongTail, longTailPath } from '../../bench/long-tail/fill.mjs';
import { seedConfirmedSubscribers, subscriberAddress } from '../../bench/newsletter/subscribers.mjs';
import { BULK_SERVICE, seed, seedBenchAdmin } from '../../bench/staff-lists/seed.mjs';
import { rowsOf } from '../../server/db/rows';
import { buildTestApp } from '../helpers/app';

interface Post {
  slug: string;
  title: string;
  status: string;
  content: string;
  tags: string[];
  featuredImage: string;
}

/**
 * Every bench's seed step on a few rows against the current schema and API (issue 44): a bench is
 * run by hand, now and then, and its seed fell behind a renamed column (is_published) unnoticed.
 * docs/benchmarks.md lists the steps and which test here runs each.
 */
describe('the benches seed what the app reads', async () => {
  const { app, database, loginAs, uploadsDir } = await buildTestApp();
  const admin = await loginAs('admin');
  await app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => app.close());
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const exec = (text: string) => database.db.execute(sql.raw(text));
  /** SQL text with $n parameters, as pg and PGlite take it. */
  const query = (text: string, params: unknown[]) =>
    database.db.execute(sql.join(text.split(/\$(\d+)/).map((part, i) => (i % 2 === 1 ? sql`${params[Number(part) - 1]}` : sql.raw(part)))));
  const count = async (text: string) => rowsOf<{ n: number }>(await exec(text))[0]!.n;
  const get = async (target: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'GET', url: target, headers });
    expect(res.statusCode, `${target}: ${res.body}`).toBe(200);
    return res;
  };
  const publicPosts = async (query = '') => (await get(`/api/blogs?pageSize=50${query}`)).json() as Post[];

  it('bench/blog-list/fill.mjs: published posts the public list and the sitemap show', async () => {
    await fillPosts(exec, 3);
    const slugs = (await publicPosts()).map((p) => p.slug);
    expect(slugs).toEqual(expect.arrayContaining(['filled-post-1', 'filled-post-2', 'filled-post-3']));
    expect((await get('/api/blog-sitemap')).body).toContain('filled-post-3');
  });

  it('bench/blog-list/posts.mjs: the posts run.mjs and scale.mjs publish through the API', async () => {
    await publishPosts(url, admin.bearerHeaders, { to: 2, body: bigPost, batch: 2 });
    await publishPosts(url, admin.bearerHeaders, { from: 0, to: 2, body: scalePost, batch: 20 });
    const titles = (await publicPosts()).map((p) => p.title);
    expect(titles).toEqual(expect.arrayContaining(['Bench post 0', 'Bench post 1', 'Scale post 0', 'Scale post 1']));
    const big = (await publicPosts('&q=Bench%20post%201')).find((p) => p.title === 'Bench post 1')!;
    const stored = (await get(`/api/blogs/${big.slug}`)).json() as Post;
    expect(stored.content.length).toBeGreaterThan(40_000);
    expect(stored.tags).toEqual(['bench', 'load']);
  });

  it('bench/long-tail/fill.mjs: posts readable at the paths the bench reads', async () => {
    await fillLongTail(exec, 3);
    const slug = longTailPath(2).replace('/blogs/', '');
    const post = (await get(`/api/blogs/${slug}`)).json() as Post;
    expect(post).toMatchObject({ title: 'Long tail post 2', status: 'published', tags: ['scraping', 'monitoring'] });
    expect(post.content).toContain('Post 2 keeps a replayable archive');
  });

  it("bench/staff-lists/seed.mjs: desk-plans.ts's admin, then leads and subscribers, every tenth lead new in the bulk service", async () => {
    await seedBenchAdmin(exec);
    const users = (await get('/api/auth/users?pageSize=200', admin.bearerHeaders)).json() as { email: string; role: string }[];
    expect(users).toContainEqual(expect.objectContaining({ email: 'admin@bench.test', role: 'admin' }));
    // 20 leads from 16 senders (run.mjs's --people): lead3@ sends Lead 3 and Lead 19, as one person with both.
    await seed(exec, { leads: 20, people: 16 });
    expect(await count(`select count(*)::int as n from contacts where email like 'lead%@example.com'`)).toBe(20);
    expect(await count(`select count(distinct person_id)::int as n from contacts where email like 'lead%@example.com'`)).toBe(16);
    const lead3 = (await get('/api/people?q=lead3@example.com', admin.bearerHeaders)).json() as { email: string; leads: number }[];
    expect(lead3).toEqual([expect.objectContaining({ email: 'lead3@example.com', leads: 2 })]);
    expect(await count(`select count(*)::int as n from contacts where service = '${BULK_SERVICE}' and status = 'new'`)).toBe(2);
    expect(await count(`select count(*)::int as n from subscriptions where email like 'reader%@example.com'`)).toBe(20);
    const leads = await get('/api/contacts?pageSize=50', admin.bearerHeaders);
    // The board leaves spam out, as the seed's desk has some.
    expect(Number(leads.headers['x-total-count'])).toBe(await count(`select count(*)::int as n from contacts where status <> 'spam'`));
  });

  it("bench/staff-lists/seed.mjs (busy-day.mjs's counts): posts and a day of views the dashboard counts", async () => {
    await seed(exec, { posts: 4, views: 40 });
    // By its path: the public list is cached, and a seed writes beside the app, not through it.
    expect((await get('/api/blogs/seeded-post-4')).json()).toMatchObject({ title: 'Seeded post 4', status: 'published' });
    const summary = (await get('/api/analytics/summary?days=7', admin.bearerHeaders)).json() as { views: number };
    expect(summary.views).toBe(40);
    const pages = (await get('/api/analytics/pages?days=7', admin.bearerHeaders)).json() as { key?: string; path?: string }[];
    expect(JSON.stringify(pages)).toContain('/blogs/seeded-post-');
  });

  it('bench/newsletter/subscribers.mjs: confirmed subscribers the staff list shows as confirmed', async () => {
    await seedConfirmedSubscribers(exec, 3);
    const res = await get('/api/subscriptions?status=confirmed&pageSize=50', admin.bearerHeaders);
    const emails = (res.json() as { email: string }[]).map((s) => s.email);
    expect(emails).toEqual(expect.arrayContaining([1, 2, 3].map(subscriberAddress)));
    const counts = (await get('/api/subscriptions/status-counts', admin.bearerHeaders)).json() as { confirmed: number };
    expect(counts.confirmed).toBe(await count(`select count(*)::int as n from subscriptions where status = 'confirmed'`));
  });

  it('bench/lib/server.mjs and raw-insert.mjs: the lead and sign-up bodies load, crash, outage and memory post, read back', async () => {
    // As the benches send them: JSON text from the public forms, no session.
    const post = (target: string, payload: string) =>
      app.inject({ method: 'POST', url: target, headers: { 'content-type': 'application/json' }, payload });
    const lead = await post('/api/contacts', contactBody('Bench body check'));
    expect(lead.statusCode, lead.body).toBe(201);
    const signUp = await post('/api/subscriptions', subscriptionBody('bench-body-check@example.com'));
    expect(signUp.statusCode, signUp.body).toBeLessThan(300);
    await insertRawContact(query, 1);
    const names = (await allLeads(url, admin.bearerHeaders)).map((l) => l.name);
    expect(names).toEqual(expect.arrayContaining(['Bench body check', 'Raw 1']));
    const subscriptions = (await get('/api/subscriptions?pageSize=200', admin.bearerHeaders)).json() as { email: string }[];
    expect(subscriptions.map((s) => s.email)).toContain('bench-body-check@example.com');
  });

  it('bench/article-load/article.mjs: the article published through the API, readable by its path', async () => {
    const articlePath = await publishArticle(url, admin.bearerHeaders);
    const post = (await get(`/api/blogs/${articlePath.replace('/blogs/', '')}`)).json() as Post;
    expect(post).toMatchObject({ title: 'Keeping scrapers healthy at scale', status: 'published' });
  });

  it("bench/lighthouse/seed.mjs: --seed-article's posts, each with its uploaded image, under the tag and the word", async () => {
    const [article] = await seedPosts(url, admin.bearerHeaders);
    const tagged = await publicPosts(`&tag=${SEED_TAG.slug}`);
    expect(tagged.map((p) => p.title).sort()).toEqual([...SEED_TITLES].sort());
    expect((await publicPosts(`&q=${SEED_WORD}`)).map((p) => p.title)).toEqual(expect.arrayContaining(SEED_TITLES));
    const post = (await get(`/api/blogs/${article!.replace('/blogs/', '')}`)).json() as Post;
    const image = new URL(post.featuredImage, url).pathname.replace(/^\/uploads\//, '');
    expect(fs.existsSync(path.join(uploadsDir, image)), post.featuredImage).toBe(true);
  });
});
