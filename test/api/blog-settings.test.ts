import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Blog } from '@contract/blogs';
import { blogSlugRedirects, users } from '../../server/db/schema/index';
import { buildTestApp } from '../helpers/app';
import { expectErrorShape, UNKNOWN_UUID } from '../helpers/fixtures';

/** Issue 27 point 6 (decision 051): per-post settings, editable slugs with 301s from the old address, any staff author. */
describe('post settings, slugs and authors', async () => {
  const { app, database, loginAs } = await buildTestApp();
  // Crediting a post to someone else is for editors and admins (decision 055).
  const writer = await loginAs('editor', { name: 'Wendy Writer' });
  const other = await loginAs('admin', { name: 'Olga Other' });
  await database.db.update(users).set({ slug: 'olga-other', bio: 'Edits things.' }).where(eq(users.id, other.user._id));
  const headers = writer.bearerHeaders;
  const post = (payload: object) => app.inject({ method: 'POST', url: '/api/blogs/new', headers, payload });
  const put = (id: string, payload: object) => app.inject({ method: 'PUT', url: `/api/blogs/${id}`, headers, payload });
  const created = async (payload: object): Promise<Blog> => {
    const res = await post(payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Blog;
  };
  const saved = async (id: string, payload: object): Promise<Blog> => {
    const res = await put(id, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Blog;
  };
  const anonymous = (url: string) => app.inject({ method: 'GET', url });

  it('every setting round-trips, and a PUT that leaves them out keeps them', async () => {
    const settings = {
      slug: 'my-own-address',
      excerpt: 'A summary I wrote myself.',
      metaTitle: 'Search title',
      metaDescription: 'What a search result says about this post.',
      socialImage: '/uploads/social.png',
      featuredImageAlt: 'A chart of prices',
      authorId: other.user._id,
      publishedAt: '2026-01-15T10:00:00.000Z',
    };
    const p = await created({ title: 'Settings', content: '<p>Body words here</p>', featuredImage: '/uploads/f.png', ...settings });
    expect(p).toMatchObject({
      ...settings,
      excerpt: 'A summary I wrote myself.',
      excerptIsCustom: true,
      author: 'Olga Other',
      authorSlug: 'olga-other',
      status: 'published',
    });
    const kept = await saved(p._id, { title: 'Settings, edited', content: '<p>Other words</p>', featuredImage: '/uploads/f.png' });
    expect(kept).toMatchObject({ ...settings, excerptIsCustom: true, author: 'Olga Other', title: 'Settings, edited' });
  });

  it('an empty excerpt is derived from the content; no social image means the featured one (answered empty)', async () => {
    const p = await created({ title: 'Derived', content: '<p>The body says this.</p>', excerpt: '', socialImage: null });
    expect(p).toMatchObject({ excerpt: 'The body says this.', excerptIsCustom: false, socialImage: '' });
    expect(p.readingMinutes).toBe(1);
  });

  it('the author is the writer unless another staff member is named; an unknown one is a 400 naming authorId', async () => {
    expect(await created({ title: 'Mine' })).toMatchObject({ author: 'Wendy Writer', authorId: writer.user._id });
    const res = await post({ title: 'Nobody’s', authorId: UNKNOWN_UUID });
    expect(res.statusCode).toBe(400);
    expect(expectErrorShape(res).errors).toEqual([{ field: 'authorId', message: 'Choose an author from the list' }]);
    expect((await post({ title: 'Bad id', authorId: 'not-a-uuid' })).statusCode).toBe(400);
  });

  it('a changed slug answers 301 from the old address (API), to the newest after a second change', async () => {
    const p = await created({ title: 'Moving post' });
    const first = await saved(p._id, { title: 'Moving post', slug: 'moved-once' });
    expect(first.slug).toBe('moved-once');
    const res = await anonymous(`/api/blogs/${p.slug}`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/api/blogs/moved-once');
    expect(res.json()).toMatchObject({ slug: 'moved-once' });

    await saved(p._id, { title: 'Moving post', slug: 'moved-twice' });
    for (const old of [p.slug, 'moved-once']) {
      const again = await anonymous(`/api/blogs/${old}`);
      expect(again.statusCode).toBe(301);
      expect(again.headers.location).toBe('/api/blogs/moved-twice');
    }
    expect((await anonymous('/api/blogs/moved-twice')).statusCode).toBe(200);
  });

  it('a draft that never went live keeps no old address', async () => {
    const d = await created({ title: 'Draft address', status: 'draft' });
    await saved(d._id, { title: 'Draft address', slug: 'draft-address-new' });
    const rows = await database.db.select().from(blogSlugRedirects).where(eq(blogSlugRedirects.blogId, d._id));
    expect(rows).toEqual([]);
  });

  it('a new post may take an old address: it answers for itself, the redirect is gone', async () => {
    const p = await created({ title: 'Old owner' });
    await saved(p._id, { title: 'Old owner', slug: 'old-owner-renamed' });
    expect((await anonymous(`/api/blogs/${p.slug}`)).statusCode).toBe(301);
    const taker = await created({ title: 'Taker', slug: p.slug });
    const res = await anonymous(`/api/blogs/${p.slug}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as Blog)._id).toBe(taker._id);
  });

  it('refuses a slug another post uses, a reserved one and a malformed one, naming slug', async () => {
    const a = await created({ title: 'Holder', slug: 'held-address' });
    const b = await created({ title: 'Wants it' });
    const taken = await put(b._id, { title: 'Wants it', slug: 'held-address' });
    expect(taken.statusCode).toBe(400);
    expect(expectErrorShape(taken).errors).toEqual([{ field: 'slug', message: 'Another post uses this address' }]);
    expect((await post({ title: 'Dup', slug: a.slug })).statusCode).toBe(400);
    for (const slug of ['new', 'tag', 'preview', 'Has Spaces', 'trailing-', 'x'.repeat(81)]) {
      const res = await put(b._id, { title: 'Wants it', slug });
      expect(res.statusCode, slug).toBe(400);
      expect(expectErrorShape(res).errors?.[0]?.field).toBe('slug');
    }
    // Upper case is folded, not refused.
    expect(await saved(b._id, { title: 'Wants it', slug: 'Folded-Case' })).toMatchObject({ slug: 'folded-case' });
  });

  it('a backdated publish date is kept and orders the public list', async () => {
    const older = await created({ title: 'Backdated', publishedAt: '2020-05-01T08:00:00.000Z' });
    expect(older.publishedAt).toBe('2020-05-01T08:00:00.000Z');
    const list = (await anonymous('/api/blogs?limit=100')).json() as Blog[];
    expect(list.at(-1)!._id).toBe(older._id);
  });
});
