import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Blog, BlogAuthor, BlogSummary, BlogTag } from '@contract/blogs';
import { backfillBlogDerived } from '../../server/db/backfill-blog-derived';
import { rowsOf } from '../../server/db/rows';
import { buildTestApp } from '../helpers/app';

describe('browsing the blog: tags, authors, related posts, reading time', async () => {
  const { app, database, loginAs } = await buildTestApp();
  const author = await loginAs('user', { name: 'Zoë Writer' });
  const create = async (payload: object): Promise<Blog> => {
    const res = await app.inject({ method: 'POST', url: '/api/blogs/new', headers: author.bearerHeaders, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Blog;
  };
  const get = (url: string) => app.inject({ method: 'GET', url });

  const base = await create({ title: 'Base', content: '<p>Base post.</p>', tags: ['Web Scraping', 'Python', 'Proxies'] });
  const twoShared = await create({ title: 'Two shared', content: '<p>x</p>', tags: ['web scraping', 'python'] });
  const oneSharedOld = await create({ title: 'One shared (older)', content: '<p>x</p>', tags: ['Proxies'] });
  const oneSharedNew = await create({ title: 'One shared (newer)', content: '<p>x</p>', tags: ['Python'] });
  const threeShared = await create({ title: 'Three shared', content: '<p>x</p>', tags: ['Proxies', 'Python', 'Web-Scraping'] });
  await create({ title: 'Nothing shared', content: '<p>x</p>', tags: ['Cooking'] });
  const long = await create({ title: 'Long read', content: `<p>${'word '.repeat(1150)}</p>`, tags: ['Cooking'] });

  it('finds a tag whatever its case and spacing, named as its newest post writes it', async () => {
    for (const asked of ['web-scraping', 'Web%20Scraping', 'WEB-SCRAPING']) {
      const res = await get(`/api/blog-tags/${asked}`);
      expect(res.statusCode, asked).toBe(200);
      expect(res.json() as BlogTag).toEqual({ slug: 'web-scraping', name: 'Web-Scraping', count: 3 });
    }
    expect((await get('/api/blog-tags/no-such-tag')).statusCode).toBe(404);
    const tagged = (await get('/api/blog-summaries?tag=web-scraping')).json() as BlogSummary[];
    expect(tagged.map((p) => p._id)).toEqual([threeShared._id, twoShared._id, base._id]);
  });

  it('answers an author card by slug (NFKD: "Zoë" → zoe) and lists their posts', async () => {
    const res = await get('/api/blog-authors/zoe-writer');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json() as BlogAuthor).toMatchObject({ _id: author.user._id, name: 'Zoë Writer', slug: 'zoe-writer', bio: '' });
    const page = await get('/api/blog-summaries?author=zoe-writer&limit=2');
    expect(page.headers['x-total-count']).toBe('7');
    expect((page.json() as BlogSummary[]).map((p) => p.authorSlug)).toEqual(['zoe-writer', 'zoe-writer']);
  });

  it('relates up to three posts, most shared tags first, then newest, never the post itself', async () => {
    const related = (await get(`/api/blog-related/${base.slug}`)).json() as BlogSummary[];
    expect(related.map((p) => p._id)).toEqual([threeShared._id, twoShared._id, oneSharedNew._id]);
    expect(related.map((p) => p._id)).not.toContain(oneSharedOld._id);
    expect((await get('/api/blog-related/no-such-post')).statusCode).toBe(404);
  });

  it('gives each post its reading time (230 words a minute, at least one)', () => {
    expect(base.readingMinutes).toBe(1);
    expect(long.readingMinutes).toBe(5);
  });

  it('lists the tag and author pages in the sitemap with their last change', async () => {
    const map = (await get('/api/blog-sitemap')).json() as { tags: { slug: string; updatedAt: string }[]; authors: { slug: string }[] };
    expect(map.tags.map((t) => t.slug)).toEqual(['cooking', 'proxies', 'python', 'web-scraping']);
    expect(map.tags.every((t) => !Number.isNaN(Date.parse(t.updatedAt)))).toBe(true);
    expect(map.authors.map((a) => a.slug)).toEqual(['zoe-writer']);
  });

  it('the staff author list names everyone; visitors may not read it', async () => {
    expect((await get('/api/blog-authors')).statusCode).toBe(401);
    const res = await app.inject({ method: 'GET', url: '/api/blog-authors', headers: author.bearerHeaders });
    expect((res.json() as { slug: string }[]).map((a) => a.slug)).toContain('zoe-writer');
  });

  it('the startup backfill fills what rows from before the desk lack, and only that', async () => {
    const db = database.db;
    await db.execute(sql`UPDATE blogs SET body_text = NULL, tag_slugs = NULL, reading_minutes = 1 WHERE id = ${long._id}`);
    await db.execute(sql`UPDATE users SET slug = NULL WHERE id = ${author.user._id}`);
    const done = await backfillBlogDerived(db, { siteOrigin: 'http://localhost:3000', isOwnImage: () => false });
    expect(done).toEqual({ posts: 1, users: 1 });
    const [row] = rowsOf<{ tag_slugs: string[]; reading_minutes: number; body_text: string }>(
      await db.execute(sql`SELECT tag_slugs, reading_minutes, body_text FROM blogs WHERE id = ${long._id}`),
    );
    expect(row).toMatchObject({ tag_slugs: ['cooking'], reading_minutes: 5 });
    expect(row!.body_text).toMatch(/^word word/);
    expect((await get('/api/blog-authors/zoe-writer')).statusCode).toBe(200);
    // Idempotent: a second start finds nothing to do.
    expect(await backfillBlogDerived(db, { siteOrigin: 'http://localhost:3000', isOwnImage: () => false })).toEqual({ posts: 0, users: 0 });
  });
});
