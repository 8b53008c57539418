import { describe, expect, it } from 'vitest';
import type { Blog, BlogSummary, PostSitemap } from '@contract/blogs';
import { buildTestApp } from '../helpers/app';
import { expectErrorShape } from '../helpers/fixtures';

/** Issue 27 point 1 (decision 046): draft, scheduled and published; SPEC's `isPublished` keeps working. */
describe('post states', async () => {
  const { app, loginAs } = await buildTestApp();
  const staff = await loginAs('user', { name: 'Grace Hopper' });
  const headers = staff.bearerHeaders;
  // Sending the newsletter takes newsletter.send (admins and editors, decision 054).
  const editor = await loginAs('editor', { name: 'Ed Itor' });
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
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
  const fieldOf = (res: Awaited<ReturnType<typeof post>>) => expectErrorShape(res).errors?.map((e) => e.field);

  describe("SPEC's clients and the state of a save", () => {
    it('a post without status or isPublished is published, with its date, version 1 and isPublished', async () => {
      const p = await created({ title: 'Plain SPEC post' });
      expect(p).toMatchObject({ status: 'published', isPublished: true, publishAt: null, version: 1 });
      expect(Date.parse(p.publishedAt!)).toBeGreaterThan(Date.now() - 60_000);
    });

    it('isPublished true publishes, false makes a draft (no date); status wins over isPublished', async () => {
      expect(await created({ title: 'Flag true', isPublished: true })).toMatchObject({ status: 'published', isPublished: true });
      expect(await created({ title: 'Flag false', isPublished: false })).toMatchObject({
        status: 'draft',
        isPublished: false,
        publishedAt: null,
      });
      expect(await created({ title: 'Both', status: 'draft', isPublished: true })).toMatchObject({ status: 'draft', isPublished: false });
    });

    it('a PUT without status or isPublished keeps the state; each save is a new version', async () => {
      const draft = await created({ title: 'Kept draft', status: 'draft' });
      const again = await saved(draft._id, { title: 'Kept draft, edited', content: '<p>More</p>' });
      expect(again).toMatchObject({ status: 'draft', isPublished: false, version: 2, title: 'Kept draft, edited' });
      const live = await created({ title: 'Kept live' });
      expect(await saved(live._id, { title: 'Kept live, edited' })).toMatchObject({ status: 'published', version: 2 });
    });

    it('publishing keeps the first publication date; unpublishing back to draft keeps it too', async () => {
      const p = await created({ title: 'Dated' });
      const down = await saved(p._id, { title: 'Dated', isPublished: false });
      expect(down).toMatchObject({ status: 'draft', publishedAt: p.publishedAt });
      expect(await saved(p._id, { title: 'Dated', status: 'published' })).toMatchObject({ status: 'published', publishedAt: p.publishedAt });
    });

    it('a scheduled post carries its time and is not published; isPublished true on it publishes now (decision 046)', async () => {
      const publishAt = inAnHour();
      const s = await created({ title: 'Scheduled one', status: 'scheduled', publishAt });
      expect(s).toMatchObject({ status: 'scheduled', isPublished: false, publishAt, publishedAt: null });
      const now = await saved(s._id, { title: 'Scheduled one', isPublished: true });
      expect(now).toMatchObject({ status: 'published', isPublished: true, publishAt: null, version: 2 });
      expect(Date.parse(now.publishedAt!)).toBeLessThanOrEqual(Date.now());
    });

    it('a PUT without publishAt keeps a scheduled post’s time; a new time reschedules', async () => {
      const s = await created({ title: 'Keeps time', status: 'scheduled', publishAt: inAnHour() });
      expect(await saved(s._id, { title: 'Keeps time, edited' })).toMatchObject({ status: 'scheduled', publishAt: s.publishAt });
      const later = new Date(Date.now() + 7_200_000).toISOString();
      expect(await saved(s._id, { title: 'Keeps time', status: 'scheduled', publishAt: later })).toMatchObject({ publishAt: later });
    });

    it('refuses a schedule without a time, in the past or unreadable, and a future publish date, naming the field', async () => {
      expect(fieldOf(await post({ title: 'x', status: 'scheduled' }))).toEqual(['publishAt']);
      const past = await post({ title: 'x', status: 'scheduled', publishAt: new Date(Date.now() - 60_000).toISOString() });
      expect(past.statusCode).toBe(400);
      expect(expectErrorShape(past).errors).toEqual([{ field: 'publishAt', message: 'Choose a time in the future' }]);
      expect(fieldOf(await post({ title: 'x', status: 'scheduled', publishAt: 'next tuesday' }))).toEqual(['publishAt']);
      const ahead = await post({ title: 'x', publishedAt: inAnHour() });
      expect(expectErrorShape(ahead).errors).toEqual([{ field: 'publishedAt', message: 'Use Schedule for a future date' }]);
      expect(fieldOf(await post({ title: 'x', status: 'live' }))).toEqual(['status']);
    });

    it('unschedule returns a scheduled post to draft; on any other post it is a 400', async () => {
      const s = await created({ title: 'To unschedule', status: 'scheduled', publishAt: inAnHour() });
      const res = await app.inject({ method: 'POST', url: `/api/blogs/${s._id}/unschedule`, headers, payload: {} });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'draft', publishAt: null, version: 2 });
      const again = await app.inject({ method: 'POST', url: `/api/blogs/${s._id}/unschedule`, headers, payload: {} });
      expect(again.statusCode).toBe(400);
      expect(expectErrorShape(again).message).toMatch(/not scheduled/);
    });

    it('staff see every state and filter by it', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/blogs?status=scheduled&pageSize=100', headers });
      const states = new Set((res.json() as Blog[]).map((b) => b.status));
      expect([...states]).toEqual(['scheduled']);
      const all = (await app.inject({ method: 'GET', url: '/api/blogs', headers })).json() as Blog[];
      expect(new Set(all.map((b) => b.status))).toEqual(new Set(['draft', 'scheduled', 'published']));
    });
  });

  describe('drafts and scheduled posts are absent from every public surface', async () => {
    const draft = await created({ title: 'Hidden draft xylophone', status: 'draft', tags: 'secret-tag' });
    const scheduled = await created({ title: 'Hidden scheduled quokka', status: 'scheduled', publishAt: inAnHour() });
    const unpublished = await created({ title: 'Unpublished narwhal' });
    await saved(unpublished._id, { title: 'Unpublished narwhal', status: 'draft' });
    const visible = await created({ title: 'Visible post' });
    const hidden = [draft, scheduled, unpublished];
    const hiddenSlugs = hidden.map((p) => p.slug);

    it('the anonymous list (every page) and its total', async () => {
      const res = await anonymous('/api/blogs?limit=100');
      const slugs = (res.json() as Blog[]).map((b) => b.slug);
      expect(slugs).toContain(visible.slug);
      for (const slug of hiddenSlugs) expect(slugs).not.toContain(slug);
      expect(Number(res.headers['x-total-count'])).toBe(slugs.length);
      // Searching and filtering never reach them either.
      expect((await anonymous('/api/blogs?q=xylophone')).json()).toEqual([]);
      expect((await anonymous('/api/blogs?tag=secret-tag')).json()).toEqual([]);
    });

    it('one post by slug and by id: 404 for visitors, 200 for staff', async () => {
      for (const p of hidden) {
        expect((await anonymous(`/api/blogs/${p.slug}`)).statusCode).toBe(404);
        expect((await anonymous(`/api/blogs/${p._id}`)).statusCode).toBe(404);
        expect((await app.inject({ method: 'GET', url: `/api/blogs/${p._id}`, headers })).statusCode).toBe(200);
      }
      expect((await anonymous(`/api/blogs/${visible.slug}`)).statusCode).toBe(200);
    });

    it('the summaries (home teaser cards, /blog, RSS) and the sitemap', async () => {
      const summaries = ((await anonymous('/api/blog-summaries?limit=100')).json() as BlogSummary[]).map((b) => b.slug);
      expect(summaries).toContain(visible.slug);
      for (const slug of hiddenSlugs) expect(summaries).not.toContain(slug);
      const sitemap = (await anonymous('/api/blog-sitemap')).json() as PostSitemap;
      const mapped = sitemap.posts.map((p) => p.slug);
      expect(mapped).toContain(visible.slug);
      for (const slug of hiddenSlugs) expect(mapped).not.toContain(slug);
      expect(sitemap.total).toBe(mapped.length);
    });

    it('the newsletter: a draft or scheduled post cannot be sent', async () => {
      for (const p of hidden) {
        const res = await app.inject({
          method: 'POST',
          url: `/api/blogs/${p._id}/newsletter`,
          headers: editor.bearerHeaders,
          payload: { test: true },
        });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(expectErrorShape(res).message).toBe('Only a published post can be sent as a newsletter');
      }
    });

    it('a post that is published again shows up at once (the cached answers were dropped)', async () => {
      await saved(unpublished._id, { title: 'Unpublished narwhal', status: 'published' });
      expect((await anonymous(`/api/blogs/${unpublished.slug}`)).statusCode).toBe(200);
      expect(((await anonymous('/api/blogs?limit=100')).json() as Blog[]).map((b) => b.slug)).toContain(unpublished.slug);
    });
  });
});
