import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Blog } from '@contract/blogs';
import { blogs } from '../../server/db/schema/index';
import { buildTestApp } from '../helpers/app';
import { countRows, expectErrorShape, NON_UUID, UNKNOWN_UUID } from '../helpers/fixtures';

describe('blogs', async () => {
  const { app, database, loginAs } = await buildTestApp();
  const author = await loginAs('user', { name: 'Grace Hopper' });
  const headers = author.bearerHeaders;
  const create = (payload: object) => app.inject({ method: 'POST', url: '/api/blogs/new', headers, payload });
  const created = async (payload: object): Promise<Blog> => {
    const res = await create(payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Blog;
  };

  describe('create', () => {
    it('answers 201 with the whole post, its slug made from the title', async () => {
      const post = await created({ title: 'Scraping 101: Prices & Stock!', content: '<p>Hello</p>', tags: 'a, b', featuredImage: '/uploads/x.png' });
      expect(post).toEqual({
        _id: expect.any(String),
        slug: 'scraping-101-prices-and-stock',
        title: 'Scraping 101: Prices & Stock!',
        content: '<p>Hello</p>',
        excerpt: 'Hello',
        featuredImage: '/uploads/x.png',
        tags: ['a', 'b'],
        author: 'Grace Hopper',
        isPublished: true,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        // Issue 27: SPEC's post without a state is published, and carries its state, version and settings.
        status: 'published',
        publishAt: null,
        publishedAt: expect.any(String),
        version: 1,
        excerptIsCustom: false,
        metaTitle: '',
        metaDescription: '',
        socialImage: '',
        featuredImageAlt: '',
        authorId: expect.any(String),
        // Every staff member has an author page address from their name.
        authorSlug: 'grace-hopper',
        readingMinutes: 1,
        updatedByName: 'Grace Hopper',
        submittedAt: null,
      });
    });

    it('makes slugs unique with -2, -3 …', async () => {
      const slugs = [];
      for (let i = 0; i < 3; i++) slugs.push((await created({ title: 'Same Title' })).slug);
      expect(slugs).toEqual(['same-title', 'same-title-2', 'same-title-3']);
    });

    it.each([
      ['New', ['new-2', 'new-3']],
      ['Edit', ['edit-2', 'edit-3']],
    ])('never gives a post titled %j the slug of a staff screen (/blogs/new, /blogs/edit)', async (title, expected) => {
      const first = await created({ title });
      const second = await created({ title: title.toUpperCase() });
      expect([first.slug, second.slug]).toEqual(expected);
      const got = await app.inject({ method: 'GET', url: `/api/blogs/${first.slug}` });
      expect((got.json() as Blog)._id).toBe(first._id);
      expect((await app.inject({ method: 'GET', url: `/api/blogs/${title.toLowerCase()}` })).statusCode).toBe(404);
    });

    it('gives posts created at the same moment with one title distinct slugs', async () => {
      const results = await Promise.all(Array.from({ length: 6 }, () => create({ title: 'Race Condition' })));
      expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
      const slugs = results.map((r) => (r.json() as Blog).slug).sort();
      expect(slugs).toEqual(['race-condition', 'race-condition-2', 'race-condition-3', 'race-condition-4', 'race-condition-5', 'race-condition-6']);
    });

    it('sets the author to the signed-in user, ignoring a sent author', async () => {
      const post = await created({ title: 'Whose post', author: 'Mallory' });
      expect(post.author).toBe('Grace Hopper');
    });

    it.each([
      ['a, b', ['a', 'b']],
      [
        ['a', 'b'],
        ['a', 'b'],
      ],
      [['a, b'], ['a', 'b']],
      [' a ,, b , A,b ,c ', ['a', 'b', 'c']],
      [
        ['x, y', 'y', ' z '],
        ['x', 'y', 'z'],
      ],
      ['', []],
      [[], []],
    ])('normalises tags %j into %j', async (tags, expected) => {
      const post = await created({ title: 'Tagged', tags });
      expect(post.tags).toEqual(expected);
    });

    it.each([
      ['<p>ok</p><script>alert(1)</script>', '<p>ok</p>'],
      ['<p onclick="alert(1)" onmouseover="x()">hi</p>', '<p>hi</p>'],
      ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
      ['<img src="data:image/png;base64,AAAA" alt="d">', ''],
      ['<iframe src="https://evil.example"></iframe><p>after</p>', '<p>after</p>'],
      ['<style>body{display:none}</style><p style="color:red">styled</p>', '<p>styled</p>'],
      ['<svg onload="alert(1)"><circle /></svg>text', 'text'],
    ])('sanitises content %j', async (content, expected) => {
      const post = await created({ title: 'Unsafe', content });
      expect(post.content).toBe(expected);
      const [row] = await database.db.select().from(blogs).where(eq(blogs.id, post._id));
      expect(row?.content).toBe(expected);
    });

    it('keeps allowed tags and attributes', async () => {
      const html =
        '<h1>A</h1><h2>B</h2><h3>C</h3><p><strong>s</strong> <em>e</em> <u>u</u> <s>x</s> <code>c</code><br /></p>' +
        '<ol><li>1</li></ol><ul><li>2</li></ul><blockquote>q</blockquote><pre>p</pre>' +
        '<a href="https://example.com/x">ext</a><a href="/blog">int</a><img src="https://example.com/i.png" alt="pic" /><img src="/uploads/own.png" alt="own" />';
      const post = await created({ title: 'Rich', content: html });
      for (const tag of [
        '<h1>A</h1>',
        '<h2>B</h2>',
        '<h3>C</h3>',
        '<strong>s</strong>',
        '<em>e</em>',
        '<u>u</u>',
        '<s>x</s>',
        '<code>c</code>',
        '<br />',
      ]) {
        expect(post.content).toContain(tag);
      }
      expect(post.content).toContain('<ol><li>1</li></ol><ul><li>2</li></ul><blockquote>q</blockquote><pre>p</pre>');
      // Decision 052: site links carry no rel; external ones noopener; other hosts' images are removed (never hot-linked).
      expect(post.content).toContain('<a href="https://example.com/x" target="_blank" rel="noopener">ext</a>');
      expect(post.content).toContain('<a href="/blog">int</a>');
      expect(post.content).not.toContain('example.com/i.png');
      expect((post as Blog & { notices?: string[] }).notices?.join(' ')).toContain('https://example.com/i.png');
      expect(post.content).toContain('<img src="/uploads/own.png" alt="own" loading="lazy" decoding="async" />');
    });

    it.each([
      [{}, 'title'],
      [{ title: '' }, 'title'],
      [{ title: '   ' }, 'title'],
      [{ title: 'x'.repeat(301) }, 'title'],
      [{ title: 'ok', tags: 5 }, 'tags'],
      [{ title: 'ok', featuredImage: 'javascript:alert(1)' }, 'featuredImage'],
      [{ title: 'ok', isPublished: 'yes' }, 'isPublished'],
    ])('answers 400 for %j naming %s, storing nothing', async (payload, field) => {
      const before = await countRows(database.db);
      const res = await create(payload);
      expect(res.statusCode).toBe(400);
      expect(expectErrorShape(res).errors?.[0]?.field).toBe(field);
      expect(await countRows(database.db)).toEqual(before);
    });
  });

  describe('read', () => {
    it('lists published posts only for visitors, all for staff, newest first with X-Total-Count', async () => {
      const draft = await created({ title: 'Secret draft', isPublished: false });
      const anon = await app.inject({ method: 'GET', url: '/api/blogs?limit=100' });
      expect(anon.statusCode).toBe(200);
      const visible = anon.json() as Blog[];
      expect(visible.every((b) => b.isPublished)).toBe(true);
      expect(visible.map((b) => b._id)).not.toContain(draft._id);
      expect(anon.headers['x-total-count']).toBe(String(visible.length));

      const all = await app.inject({ method: 'GET', url: '/api/blogs?limit=100', headers });
      const everything = all.json() as Blog[];
      expect(everything[0]?._id).toBe(draft._id);
      expect(all.headers['x-total-count']).toBe(String(visible.length + 1));
      const times = everything.map((b) => Date.parse(b.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it('paginates with page and limit', async () => {
      const all = (await app.inject({ method: 'GET', url: '/api/blogs?limit=100' })).json() as Blog[];
      expect(all.length).toBeGreaterThan(5);
      const page1 = await app.inject({ method: 'GET', url: '/api/blogs?page=1&limit=2' });
      const page2 = await app.inject({ method: 'GET', url: '/api/blogs?page=2&limit=2' });
      expect((page1.json() as Blog[]).map((b) => b._id)).toEqual(all.slice(0, 2).map((b) => b._id));
      expect((page2.json() as Blog[]).map((b) => b._id)).toEqual(all.slice(2, 4).map((b) => b._id));
      expect(page2.headers['x-total-count']).toBe(String(all.length));
      const beyond = await app.inject({ method: 'GET', url: '/api/blogs?page=1000&limit=2' });
      expect(beyond.json()).toEqual([]);
      // page alone: 9 a page
      const nine = await app.inject({ method: 'GET', url: '/api/blogs?page=1' });
      expect((nine.json() as Blog[]).length).toBe(Math.min(9, all.length));
    });

    it.each(['page=0', 'page=-1', 'limit=0', 'limit=101', 'page=abc', 'limit=1.5'])('answers 400 for ?%s', async (q) => {
      const res = await app.inject({ method: 'GET', url: `/api/blogs?${q}` });
      expect(res.statusCode).toBe(400);
      expectErrorShape(res);
    });

    it('gets one post by slug and by id; drafts only for staff', async () => {
      const post = await created({ title: 'Findable', content: '<p>x</p>' });
      for (const key of [post.slug, post._id]) {
        const res = await app.inject({ method: 'GET', url: `/api/blogs/${key}` });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(post);
      }
      const draft = await created({ title: 'Hidden', isPublished: false });
      for (const key of [draft.slug, draft._id]) {
        const anon = await app.inject({ method: 'GET', url: `/api/blogs/${key}` });
        expect(anon.statusCode).toBe(404);
        expect(expectErrorShape(anon).message).toBe('Blog not found');
        const staff = await app.inject({ method: 'GET', url: `/api/blogs/${key}`, headers });
        expect(staff.statusCode).toBe(200);
      }
    });

    it.each(['no-such-post', UNKNOWN_UUID])('answers 404 "Blog not found" for %s', async (key) => {
      const res = await app.inject({ method: 'GET', url: `/api/blogs/${key}` });
      expect(res.statusCode).toBe(404);
      expect(expectErrorShape(res).message).toBe('Blog not found');
    });
  });

  describe('update and delete', () => {
    it('PUT updates the post and keeps its slug', async () => {
      const post = await created({ title: 'Original title', tags: 'a' });
      const res = await app.inject({
        method: 'PUT',
        url: `/api/blogs/${post._id}`,
        headers,
        payload: { title: 'A completely new title', content: '<p>new</p><script>x</script>', tags: ['b, c'], featuredImage: '', isPublished: true },
      });
      expect(res.statusCode).toBe(200);
      const updated = res.json() as Blog;
      expect(updated).toMatchObject({
        _id: post._id,
        slug: 'original-title',
        title: 'A completely new title',
        content: '<p>new</p>',
        tags: ['b', 'c'],
      });
      expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(post.updatedAt));
      const again = await app.inject({ method: 'GET', url: '/api/blogs/original-title' });
      expect((again.json() as Blog).title).toBe('A completely new title');
    });

    it('PUT validates the body like create', async () => {
      const post = await created({ title: 'Keep me' });
      const res = await app.inject({ method: 'PUT', url: `/api/blogs/${post._id}`, headers, payload: { title: '' } });
      expect(res.statusCode).toBe(400);
      expect(expectErrorShape(res).errors?.[0]?.field).toBe('title');
      expect(((await app.inject({ method: 'GET', url: `/api/blogs/${post._id}` })).json() as Blog).title).toBe('Keep me');
    });

    it.each([UNKNOWN_UUID, NON_UUID])('PUT and DELETE answer 404 for unknown id %s', async (id) => {
      const put = await app.inject({ method: 'PUT', url: `/api/blogs/${id}`, headers, payload: { title: 'x' } });
      expect(put.statusCode).toBe(404);
      expect(expectErrorShape(put).message).toBe('Blog not found');
      const del = await app.inject({ method: 'DELETE', url: `/api/blogs/${id}`, headers });
      expect(del.statusCode).toBe(404);
      expect(expectErrorShape(del).message).toBe('Blog not found');
    });

    it('DELETE removes the post; a second delete is 404', async () => {
      const post = await created({ title: 'Short lived' });
      const res = await app.inject({ method: 'DELETE', url: `/api/blogs/${post._id}`, headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Blog deleted' });
      expect((await app.inject({ method: 'GET', url: `/api/blogs/${post.slug}`, headers })).statusCode).toBe(404);
      expect((await app.inject({ method: 'DELETE', url: `/api/blogs/${post._id}`, headers })).statusCode).toBe(404);
    });

    it('a new post with a deleted post’s title reuses the free slug', async () => {
      const post = await created({ title: 'Recycled' });
      await app.inject({ method: 'DELETE', url: `/api/blogs/${post._id}`, headers });
      expect((await created({ title: 'Recycled' })).slug).toBe('recycled');
    });
  });
});
