import { describe, expect, it } from 'vitest';
import type { Blog, BlogSummary } from '@contract/blogs';
import { buildTestApp } from '../helpers/app';

// Search on both databases (decision 053): PostgreSQL full-text search, which PGlite has too.
describe('blog search', async () => {
  const { app, loginAs } = await buildTestApp();
  const staff = await loginAs('user');
  const create = async (payload: object): Promise<Blog> => {
    const res = await app.inject({ method: 'POST', url: '/api/blogs/new', headers: staff.bearerHeaders, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Blog;
  };
  const search = async (q: string, path = '/api/blog-summaries') => {
    const res = await app.inject({ method: 'GET', url: `${path}?q=${encodeURIComponent(q)}` });
    expect(res.statusCode, res.body).toBe(200);
    return { posts: res.json() as BlogSummary[], total: Number(res.headers['x-total-count']) };
  };

  const inBody = await create({
    title: 'Notes from the field',
    content: '<p>Our scraper visits every shop at night. It reads prices and stock, then writes a daily feed.</p>',
  });
  const inTitle = await create({ title: 'Choosing a scraper for the job', content: '<p>Tools differ in speed and price.</p>' });
  const draft = await create({ title: 'Unfinished', content: '<p>The word zanzibarquill is in a draft.</p>', status: 'draft' });
  const scheduled = await create({
    title: 'Later',
    content: '<p>The word marrowtwine is in a scheduled post.</p>',
    status: 'scheduled',
    publishAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
  await create({ title: 'Published twin', content: '<p>Only published words here: quillbright.</p>' });

  it("finds a published post's word, and not a draft's or a scheduled post's, on both search endpoints", async () => {
    for (const path of ['/api/blog-summaries', '/api/blogs']) {
      expect((await search('quillbright', path)).posts.map((p) => p.title)).toEqual(['Published twin']);
      expect((await search('zanzibarquill', path)).posts).toEqual([]);
      expect((await search('marrowtwine', path)).posts).toEqual([]);
    }
    // The posts exist: staff see them.
    expect([draft.status, scheduled.status]).toEqual(['draft', 'scheduled']);
  });

  it('stems words ("scrapers" finds "scraper") and ranks a title match above a body match', async () => {
    const { posts, total } = await search('scrapers');
    expect(posts.map((p) => p._id)).toEqual([inTitle._id, inBody._id]);
    expect(total).toBe(2);
  });

  it('understands "exact phrases" and -excluded words', async () => {
    expect((await search('"daily feed"')).posts.map((p) => p._id)).toEqual([inBody._id]);
    expect((await search('"feed daily"')).posts).toEqual([]);
    expect((await search('scraper -price')).posts.map((p) => p._id)).toEqual([]);
    expect((await search('scraper -tools')).posts.map((p) => p._id)).toEqual([inBody._id]);
  });

  it('answers an empty list, not an error, for empty words, stop words only and syntax it cannot read', async () => {
    for (const q of ['', '   ', 'the and of', '"', '-', '!!! & |']) {
      const { posts, total } = await search(q);
      expect(posts, q).toEqual([]);
      expect(total, q).toBe(0);
    }
  });

  it('gives each result a snippet as segments, the matched words marked, with no HTML', async () => {
    const [hit] = (await search('stock')).posts;
    expect(hit?._id).toBe(inBody._id);
    const snippet = hit!.snippet!;
    expect(snippet.some((s) => s.mark && s.text === 'stock')).toBe(true);
    expect(snippet.map((s) => s.text).join('')).toContain('reads prices and stock');
    expect(snippet.every((s) => !/[<>]/.test(s.text))).toBe(true);
  });

  it('never lets post text become markup in a snippet', async () => {
    await create({ title: 'Escapes', content: '<p>Write &lt;b&gt;bold&lt;/b&gt; as tagsoupword in HTML.</p>' });
    const [hit] = (await search('tagsoupword')).posts;
    const text = hit!.snippet!.map((s) => s.text).join('');
    // Tag-like text in a post is dropped by the database's parser; the page prints segments as text anyway.
    expect(text).toContain('tagsoupword');
    expect(text).not.toMatch(/[<>]/);
  });

  it('refuses words longer than 200 characters with a 400 naming q', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/blog-summaries?q=${'a'.repeat(201)}` });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('q');
  });

  it('pages the results with X-Total-Count', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/blog-summaries?q=scraper&limit=1&page=2' });
    expect((res.json() as BlogSummary[]).map((p) => p._id)).toEqual([inBody._id]);
    expect(res.headers['x-total-count']).toBe('2');
  });
});
