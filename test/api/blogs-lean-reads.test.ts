import { describe, expect, it } from 'vitest';
import { SITEMAP_POSTS_PER_FILE, blogSummaryListSchema, postSitemapSchema, type Blog } from '@contract/blogs';
import { buildTestApp } from '../helpers/app';

describe('lean public reads: summaries and the sitemap list', async () => {
  const { app, loginAs } = await buildTestApp();
  const staff = await loginAs('user');
  const create = async (payload: object): Promise<Blog> => {
    const res = await app.inject({ method: 'POST', url: '/api/blogs/new', headers: staff.bearerHeaders, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Blog;
  };
  const published: Blog[] = [];
  for (let i = 0; i < 4; i++)
    published.push(await create({ title: `Lean ${i}`, content: `<p>${'Long body '.repeat(200)}</p><p>Only in the content ${i}</p>`, tags: 'a, b' }));
  const draft = await create({ title: 'Lean draft', content: '<p>Draft</p>', isPublished: false });

  it('summaries: published posts newest first, every field but the content, X-Total-Count', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/blog-summaries?limit=3' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('4');
    const posts = blogSummaryListSchema.parse(res.json());
    expect(posts.map((p) => p.slug)).toEqual(
      published
        .slice(1)
        .reverse()
        .map((p) => p.slug),
    );
    expect(res.body).not.toContain('Only in the content');
    expect(Object.keys(posts[0]!).sort()).toEqual(
      Object.keys(published[0]!)
        .filter((k) => k !== 'content')
        .sort(),
    );
    expect(posts[0]!.tags).toEqual(['a', 'b']);
    // Signed-in staff get the same public list (no drafts).
    const staffRes = await app.inject({ method: 'GET', url: '/api/blog-summaries?limit=100', headers: staff.bearerHeaders });
    expect((staffRes.json() as { slug: string }[]).map((p) => p.slug)).not.toContain(draft.slug);
  });

  it('summaries refuse a bad page or limit with a 400 naming the field', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/blog-summaries?limit=500' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('limit');
  });

  it('sitemap: slug and last change of every published post (no draft), the total and the page size, no content', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/blog-sitemap' });
    expect(res.statusCode).toBe(200);
    const sitemap = postSitemapSchema.parse(res.json());
    expect(sitemap.total).toBe(4);
    expect(sitemap.perPage).toBe(SITEMAP_POSTS_PER_FILE);
    const bySlug = (a: { slug: string }, b: { slug: string }) => a.slug.localeCompare(b.slug);
    expect(sitemap.posts.sort(bySlug)).toEqual(published.map((p) => ({ slug: p.slug, updatedAt: p.updatedAt })).sort(bySlug));
    // Issue 27: the tag and author pages are listed too (names and slugs only, never content).
    expect(Object.keys(res.json() as object).sort()).toEqual(['authors', 'perPage', 'posts', 'tags', 'total']);
    expect(sitemap.posts.map((p) => p.slug)).not.toContain(draft.slug);
    // Past the last page: no posts, the same total.
    const beyond = postSitemapSchema.parse((await app.inject({ method: 'GET', url: '/api/blog-sitemap?page=2' })).json());
    expect(beyond).toEqual({ total: 4, perPage: SITEMAP_POSTS_PER_FILE, posts: [] });
    const bad = await app.inject({ method: 'GET', url: '/api/blog-sitemap?page=0' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('page');
  });

  it('the cached sitemap list is rebuilt at once after a write', async () => {
    const before = postSitemapSchema.parse((await app.inject({ method: 'GET', url: '/api/blog-sitemap' })).json());
    const fresh = await create({ title: 'Lean newest' });
    const after = postSitemapSchema.parse((await app.inject({ method: 'GET', url: '/api/blog-sitemap' })).json());
    expect(after.total).toBe(before.total + 1);
    expect(after.posts).toContainEqual({ slug: fresh.slug, updatedAt: fresh.updatedAt });
    const summaries = (await app.inject({ method: 'GET', url: '/api/blog-summaries?limit=1' })).json() as { slug: string }[];
    expect(summaries[0]!.slug).toBe(fresh.slug);
  });
});
