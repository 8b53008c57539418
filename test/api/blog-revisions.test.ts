import { describe, expect, it, vi } from 'vitest';
import type { Blog, BlogPreview } from '@contract/blogs';
import type { BlogEvent, PreviewCreated, Revision, RevisionListItem, WorkingCopySaved } from '@contract/blog-revisions';
import { buildTestApp } from '../helpers/app';
import { UNKNOWN_UUID } from '../helpers/fixtures';

describe('revisions, working copies and preview links', async () => {
  const onContentChange = vi.fn();
  const { app, loginAs } = await buildTestApp({}, { onContentChange });
  const ada = await loginAs('user', { name: 'Ada Lovelace' });
  // Editing a colleague's post takes posts.any (decision 055): the second writer is an editor.
  const sam = await loginAs('editor', { name: 'Sam Writer' });
  const as = (s: typeof ada) => s.bearerHeaders;

  const create = async (payload: object, who = ada): Promise<Blog> => {
    const res = await app.inject({ method: 'POST', url: '/api/blogs/new', headers: as(who), payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Blog;
  };
  const update = async (id: string, payload: object, who = ada): Promise<Blog> => {
    const res = await app.inject({ method: 'PUT', url: `/api/blogs/${id}`, headers: as(who), payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Blog;
  };
  const revisions = async (id: string, query = '') => {
    const res = await app.inject({ method: 'GET', url: `/api/blogs/${id}/revisions${query}`, headers: as(ada) });
    expect(res.statusCode, res.body).toBe(200);
    return { list: res.json() as RevisionListItem[], total: Number(res.headers['x-total-count']) };
  };
  const autosave = (id: string, payload: object, who = ada) =>
    app.inject({ method: 'PUT', url: `/api/blogs/${id}/working-copy`, headers: as(who), payload: { tags: [], ...payload } });
  const staffRead = async (id: string): Promise<Blog> =>
    (await app.inject({ method: 'GET', url: `/api/blogs/${id}`, headers: as(ada) })).json() as Blog;
  const anonymousRead = async (slug: string) => app.inject({ method: 'GET', url: `/api/blogs/${slug}` });

  describe('revisions', () => {
    it('keeps one per explicit save, newest first, with title, who and when', async () => {
      const post = await create({ title: 'First', content: '<p>one</p>', status: 'draft' });
      await update(post._id, { title: 'Second', content: '<p>two</p>' }, sam);
      await update(post._id, { title: 'Third', content: '<p>three</p>', status: 'published' });
      const { list, total } = await revisions(post._id);
      expect(total).toBe(3);
      expect(list.map((r) => [r.title, r.actorName, r.kind])).toEqual([
        ['Third', 'Ada Lovelace', 'published'],
        ['Second', 'Sam Writer', 'draft'],
        ['First', 'Ada Lovelace', 'draft'],
      ]);
      expect(list.every((r) => typeof r._id === 'string' && !Number.isNaN(Date.parse(r.createdAt)))).toBe(true);
      const paged = await revisions(post._id, '?page=2&pageSize=2');
      expect(paged.list.map((r) => r.title)).toEqual(['First']);

      const one = await app.inject({ method: 'GET', url: `/api/blogs/${post._id}/revisions/${list[1]!._id}`, headers: as(ada) });
      expect(one.statusCode).toBe(200);
      expect(one.json<Revision>()).toMatchObject({ title: 'Second', content: '<p>two</p>', settings: { slug: post.slug } });
    });

    it('answers 404 for an unknown post or a revision of another post, 401 to visitors', async () => {
      const a = await create({ title: 'Mine', status: 'draft' });
      const b = await create({ title: 'Other', status: 'draft' });
      const [rb] = (await revisions(b._id)).list;
      expect((await app.inject({ method: 'GET', url: `/api/blogs/${UNKNOWN_UUID}/revisions`, headers: as(ada) })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: `/api/blogs/${a._id}/revisions/${rb!._id}`, headers: as(ada) })).statusCode).toBe(404);
      const restore = await app.inject({ method: 'POST', url: `/api/blogs/${a._id}/revisions/${rb!._id}/restore`, headers: as(ada), payload: {} });
      expect(restore.statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: `/api/blogs/${a._id}/revisions` })).statusCode).toBe(401);
    });

    it('restores into a draft: the row changes (new version), a "restored" revision and history line, the address stays', async () => {
      const post = await create({ title: 'Original', content: '<p>first words</p>', status: 'draft', tags: ['a'] });
      const edited = await update(post._id, { title: 'Rewritten', content: '<p>other words</p>', tags: ['b'], slug: 'new-address' });
      const oldest = (await revisions(post._id)).list.at(-1)!;
      const res = await app.inject({
        method: 'POST',
        url: `/api/blogs/${post._id}/revisions/${oldest._id}/restore`,
        headers: { ...as(sam), 'if-match': `"${edited.version}"` },
        payload: {},
      });
      expect(res.statusCode, res.body).toBe(200);
      const restored = res.json<Blog>();
      expect(restored).toMatchObject({ title: 'Original', content: '<p>first words</p>', tags: ['a'], slug: 'new-address', status: 'draft' });
      expect(restored.version).toBe(edited.version + 1);
      expect(res.headers.etag).toBe(`"${restored.version}"`);
      expect((await revisions(post._id)).list[0]).toMatchObject({ kind: 'restored', title: 'Original', actorName: 'Sam Writer' });
      const history = (await app.inject({ method: 'GET', url: `/api/blogs/${post._id}/history`, headers: as(ada) })).json<BlogEvent[]>();
      expect(history[0]).toMatchObject({ kind: 'restored', actorName: 'Sam Writer', details: { from: oldest._id, into: 'row' } });
      expect(history.map((e) => e.kind)).toEqual(expect.arrayContaining(['created', 'saved', 'slug-changed']));
    });

    it('answers 409 naming the last writer when the version is stale', async () => {
      const post = await create({ title: 'v1', status: 'draft' });
      await update(post._id, { title: 'v2' }, sam);
      const [, first] = (await revisions(post._id)).list;
      const res = await app.inject({
        method: 'POST',
        url: `/api/blogs/${post._id}/revisions/${first!._id}/restore`,
        headers: as(ada),
        payload: { version: post.version },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ changedBy: { name: 'Sam Writer' }, current: { title: 'v2' } });
    });

    it('restores into the working copy of a published post: visitors keep the published text', async () => {
      const post = await create({ title: 'Live v1', content: '<p>one</p>', status: 'published' });
      const live = await update(post._id, { title: 'Live v2', content: '<p>two</p>' });
      const oldest = (await revisions(post._id)).list.at(-1)!;
      onContentChange.mockClear();
      const res = await app.inject({ method: 'POST', url: `/api/blogs/${post._id}/revisions/${oldest._id}/restore`, headers: as(ada), payload: {} });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json<Blog>();
      expect(answer).toMatchObject({ title: 'Live v2', version: live.version });
      expect(answer.workingCopy).toMatchObject({ title: 'Live v1', content: '<p>one</p>', status: 'published' });
      expect(onContentChange).not.toHaveBeenCalled();
      expect((await anonymousRead(post.slug)).json()).toMatchObject({ title: 'Live v2' });
      expect((await revisions(post._id)).total).toBe(2);
    });
  });

  describe('working copy', () => {
    it('autosaves without a new version, revision or cache clear; the staff answer carries it; Update removes it', async () => {
      const post = await create({ title: 'Published', content: '<p>live</p>', status: 'published' });
      onContentChange.mockClear();
      const first = await autosave(post._id, { title: 'Typing…', content: '<p>half <script>x</script>typed</p>', baseVersion: post.version });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json<WorkingCopySaved>().copyVersion).toBe(1);
      const second = await autosave(post._id, { title: 'Typing more', content: '<p>more</p>', baseVersion: post.version, copyVersion: 1 });
      expect(second.json<WorkingCopySaved>().copyVersion).toBe(2);
      expect(onContentChange).not.toHaveBeenCalled();
      const staff = await staffRead(post._id);
      expect(staff).toMatchObject({
        title: 'Published',
        version: post.version,
        workingCopy: { title: 'Typing more', copyVersion: 2, updatedByName: 'Ada Lovelace' },
      });
      expect((await anonymousRead(post.slug)).json()).toMatchObject({ title: 'Published' });
      expect((await revisions(post._id)).total).toBe(1);

      await update(post._id, { title: 'Typing more', content: '<p>more</p>' });
      expect((await staffRead(post._id)).workingCopy).toBeNull();
      expect((await anonymousRead(post.slug)).json()).toMatchObject({ title: 'Typing more' });
    });

    it('sanitises what it keeps', async () => {
      const post = await create({ title: 'Clean', status: 'draft' });
      await autosave(post._id, { title: 'Clean', content: '<p onclick="x()">a<script>alert(1)</script></p>', baseVersion: post.version });
      const copy = (await staffRead(post._id)).workingCopy!;
      expect(copy.content).not.toMatch(/script|onclick/);
    });

    it('answers 409 naming the other writer when their autosave came between', async () => {
      const post = await create({ title: 'Shared', status: 'draft' });
      expect((await autosave(post._id, { title: 'Ada typing', content: '', baseVersion: 1 })).statusCode).toBe(200);
      const samFirst = await autosave(post._id, { title: 'Sam typing', content: '', baseVersion: 1 }, sam);
      expect(samFirst.statusCode).toBe(409);
      expect(samFirst.json()).toMatchObject({ message: expect.stringContaining('Ada Lovelace'), changedBy: { name: 'Ada Lovelace' } });
      expect((await autosave(post._id, { title: 'Sam again', content: '', baseVersion: 1, copyVersion: 1 }, sam)).statusCode).toBe(200);
      const adaStale = await autosave(post._id, { title: 'Ada again', content: '', baseVersion: 1, copyVersion: 1 });
      expect(adaStale.statusCode).toBe(409);
      expect(adaStale.json()).toMatchObject({ changedBy: { name: 'Sam Writer' } });
    });

    it('one of two racing autosaves on one copy version wins', async () => {
      const post = await create({ title: 'Race', status: 'draft' });
      await autosave(post._id, { title: 'start', content: '', baseVersion: 1 });
      const results = await Promise.all([
        autosave(post._id, { title: 'Ada', content: '', baseVersion: 1, copyVersion: 1 }),
        autosave(post._id, { title: 'Sam', content: '', baseVersion: 1, copyVersion: 1 }, sam),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    });

    it('discards, answers 404 for an unknown post and 400 naming a bad field', async () => {
      const post = await create({ title: 'Discard me', status: 'draft' });
      await autosave(post._id, { title: 'x', content: '', baseVersion: 1 });
      const del = await app.inject({ method: 'DELETE', url: `/api/blogs/${post._id}/working-copy`, headers: as(ada) });
      expect(del.statusCode).toBe(204);
      expect((await staffRead(post._id)).workingCopy).toBeNull();
      expect((await autosave(UNKNOWN_UUID, { title: 'x', content: '', baseVersion: 1 })).statusCode).toBe(404);
      const bad = await autosave(post._id, { title: 'x', content: '' });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('baseVersion');
    });
  });

  describe('preview links', () => {
    const newLink = async (id: string): Promise<PreviewCreated> => {
      const res = await app.inject({ method: 'POST', url: `/api/blogs/${id}/preview`, headers: as(ada) });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<PreviewCreated>();
    };
    const tokenOf = (link: PreviewCreated) => link.url.split('/blogs/preview/')[1]!;
    const open = (link: PreviewCreated) => app.inject({ method: 'GET', url: `/api/blog-previews/${tokenOf(link)}` });

    it('shows a draft to anyone holding the link at the blog’s preview page, while visitors get 404', async () => {
      const post = await create({ title: 'Secret draft', content: '<p>not yet</p>', status: 'draft' });
      const link = await newLink(post._id);
      expect(link.url).toMatch(/^http:\/\/localhost:3000\/blogs\/preview\/[A-Za-z0-9_-]{43}$/);
      const res = await open(link);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<BlogPreview>()).toMatchObject({
        title: 'Secret draft',
        content: '<p>not yet</p>',
        status: 'draft',
        previewExpiresAt: link.expiresAt,
      });
      expect((await anonymousRead(post.slug)).statusCode).toBe(404);
    });

    it('shows the working copy of a published post, not the published text', async () => {
      const post = await create({ title: 'Live title', content: '<p>live</p>', status: 'published' });
      await autosave(post._id, { title: 'Coming title', content: '<p>coming</p>', baseVersion: post.version });
      const link = await newLink(post._id);
      expect((await open(link)).json<BlogPreview>()).toMatchObject({ title: 'Coming title', content: '<p>coming</p>' });
      expect((await anonymousRead(post.slug)).json()).toMatchObject({ title: 'Live title' });
    });

    // The rules every kind shares (revoke, expiry, the list, the purge, 401/404) are in documents.test.ts.
    it('tells the post’s history of links created and revoked', async () => {
      const post = await create({ title: 'Told', status: 'draft' });
      const link = await newLink(post._id);
      expect((await app.inject({ method: 'DELETE', url: `/api/blogs/${post._id}/previews/${link._id}`, headers: as(ada) })).statusCode).toBe(204);
      const history = (await app.inject({ method: 'GET', url: `/api/blogs/${post._id}/history`, headers: as(ada) })).json<BlogEvent[]>();
      expect(history.filter((e) => e.kind.startsWith('preview-'))).toMatchObject([
        { kind: 'preview-revoked', actorName: 'Ada Lovelace', details: { previewId: link._id } },
        { kind: 'preview-created', actorName: 'Ada Lovelace', details: { previewId: link._id, expiresAt: link.expiresAt } },
      ]);
    });
  });
});
