import { describe, expect, it } from 'vitest';
import type { Blog, BlogSummary } from '@contract/blogs';
import { buildTestApp } from '../helpers/app';

// Issue 27 point 1: drafts and scheduled posts are invisible to visitors on every public surface of the API.
describe('drafts and scheduled posts on public surfaces', async () => {
  const { app, loginAs } = await buildTestApp();
  const writer = await loginAs('user', { name: 'Visible Writer' });
  const drafter = await loginAs('user', { name: 'Hidden Drafter' });
  const create = async (as: typeof writer, payload: object): Promise<Blog> => {
    const res = await app.inject({ method: 'POST', url: '/api/blogs/new', headers: as.bearerHeaders, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Blog;
  };
  const get = (url: string) => app.inject({ method: 'GET', url });
  const ids = (res: { json(): unknown }) => (res.json() as { _id: string }[]).map((p) => p._id);

  const sibling = await create(writer, { title: 'Public sibling', content: '<p>Shared topic.</p>', tags: ['Shared Topic'] });
  await create(writer, { title: 'Public cousin', content: '<p>Shared topic too.</p>', tags: ['Shared Topic'] });
  const draft = await create(drafter, {
    title: 'Draft with secrets',
    content: '<p>The word quorblefish is in a draft.</p>',
    tags: ['Shared Topic', 'Draft Only Tag'],
    status: 'draft',
  });
  const scheduled = await create(drafter, {
    title: 'Scheduled with secrets',
    content: '<p>The word snarkwhistle is in a scheduled post.</p>',
    tags: ['Shared Topic', 'Draft Only Tag'],
    status: 'scheduled',
    publishAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
  const hidden = [draft, scheduled];
  const hiddenIds = hidden.map((p) => p._id);

  it('are in no page of /api/blogs nor of /api/blog-summaries', async () => {
    for (const url of ['/api/blogs?limit=100', '/api/blogs', '/api/blog-summaries?limit=100', '/api/blog-summaries?page=2&limit=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(ids(res), url).not.toEqual(expect.arrayContaining([expect.toBeOneOf(hiddenIds)]));
    }
    // They exist: their writer lists them (a colleague's drafts are only for posts.any, decision 055).
    const staff = await app.inject({ method: 'GET', url: '/api/blogs', headers: drafter.bearerHeaders });
    expect(ids(staff)).toEqual(expect.arrayContaining(hiddenIds));
  });

  it('answer 404 by slug and by id', async () => {
    for (const post of hidden) {
      expect((await get(`/api/blogs/${post.slug}`)).statusCode).toBe(404);
      expect((await get(`/api/blogs/${post._id}`)).statusCode).toBe(404);
    }
  });

  it('are not found by search, tag or author', async () => {
    for (const word of ['quorblefish', 'snarkwhistle', 'secrets']) {
      expect(ids(await get(`/api/blogs?q=${word}`)), word).toEqual([]);
      expect(ids(await get(`/api/blog-summaries?q=${word}`)), word).toEqual([]);
    }
    expect(ids(await get('/api/blog-summaries?tag=draft-only-tag'))).toEqual([]);
    expect(ids(await get('/api/blogs?tag=draft-only-tag'))).toEqual([]);
    expect((await get('/api/blog-tags/draft-only-tag')).statusCode).toBe(404);
    expect(ids(await get('/api/blog-summaries?tag=shared-topic')).sort()).not.toEqual(expect.arrayContaining([expect.toBeOneOf(hiddenIds)]));
    expect((await get('/api/blog-tags/shared-topic')).json()).toMatchObject({ slug: 'shared-topic', count: 2 });
    expect(ids(await get('/api/blog-summaries?author=hidden-drafter'))).toEqual([]);
    expect((await get('/api/blog-authors/hidden-drafter')).statusCode).toBe(404);
    expect((await get('/api/blog-authors/visible-writer')).statusCode).toBe(200);
  });

  it('are never related posts', async () => {
    const related = ids(await get(`/api/blog-related/${sibling.slug}`));
    expect(related).toHaveLength(1);
    expect(related).not.toEqual(expect.arrayContaining([expect.toBeOneOf(hiddenIds)]));
    // And a hidden post has no related list of its own.
    expect((await get(`/api/blog-related/${draft.slug}`)).statusCode).toBe(404);
  });

  it('are not in the sitemap, nor their only tag or their author', async () => {
    const map = (await get('/api/blog-sitemap')).json() as {
      posts: { slug: string }[];
      tags: { slug: string }[];
      authors: { slug: string }[];
    };
    const slugs = map.posts.map((p) => p.slug);
    expect(slugs).toContain(sibling.slug);
    for (const post of hidden) expect(slugs).not.toContain(post.slug);
    expect(map.tags.map((t) => t.slug)).toEqual(['shared-topic']);
    expect(map.authors.map((a) => a.slug)).toEqual(['visible-writer']);
  });

  it('become visible everywhere once published', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/blogs/${draft._id}`,
      headers: drafter.bearerHeaders,
      payload: { title: draft.title, content: draft.content, tags: draft.tags, status: 'published' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(await get('/api/blog-summaries?q=quorblefish'))).toEqual([draft._id]);
    expect(ids(await get('/api/blog-summaries?tag=draft-only-tag'))).toEqual([draft._id]);
    expect((await get('/api/blog-authors/hidden-drafter')).statusCode).toBe(200);
    expect((await get('/api/blog-summaries?author=hidden-drafter')).json() as BlogSummary[]).toHaveLength(1);
  });
});
