import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Blog, BlogConflict } from '@contract/blogs';
import { buildTestApp, type Session } from '../helpers/app';
import { expectErrorShape } from '../helpers/fixtures';

/** Issue 27 point 4 (decision 049): versions, ETag/If-Match, 409 naming who saved last; SPEC's clients keep last-write-wins. */
describe('no lost updates on posts', async () => {
  const { app, database, loginAs } = await buildTestApp();
  const sam = await loginAs('user', { name: 'Sam Writer' });
  const kim = await loginAs('admin', { name: 'Kim Editor' });
  const put = (who: Session, id: string, payload: object, extra: Record<string, string> = {}) =>
    app.inject({ method: 'PUT', url: `/api/blogs/${id}`, headers: { ...who.bearerHeaders, ...extra }, payload });
  const newPost = async (payload: object = {}): Promise<Blog> => {
    const res = await app.inject({ method: 'POST', url: '/api/blogs/new', headers: sam.bearerHeaders, payload: { title: 'Shared', ...payload } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers.etag).toBe('"1"');
    return res.json() as Blog;
  };

  it('a save on a stale version answers 409 with the post as it is now and who saved it; nothing is written', async () => {
    const p = await newPost();
    const first = await put(kim, p._id, { title: 'Kim’s title', version: 1 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ version: 2, updatedByName: 'Kim Editor' });
    expect(first.headers.etag).toBe('"2"');

    const stale = await put(sam, p._id, { title: 'Sam’s title', version: 1 });
    expect(stale.statusCode).toBe(409);
    const conflict = stale.json() as BlogConflict;
    expect(conflict.current).toMatchObject({ title: 'Kim’s title', version: 2 });
    expect(conflict.changedBy.name).toBe('Kim Editor');
    expect(conflict.message).toMatch(/^Changed by Kim Editor at /);
    expect(Date.parse(conflict.changedBy.at)).not.toBeNaN();
    const now = (await app.inject({ method: 'GET', url: `/api/blogs/${p._id}`, headers: sam.bearerHeaders })).json() as Blog;
    expect(now).toMatchObject({ title: 'Kim’s title', version: 2 });
  });

  it('If-Match from GET’s ETag saves and answers the new ETag; a stale If-Match is a 409', async () => {
    const p = await newPost();
    const read = await app.inject({ method: 'GET', url: `/api/blogs/${p._id}`, headers: sam.bearerHeaders });
    expect(read.headers.etag).toBe('"1"');
    const ok = await put(sam, p._id, { title: 'Via If-Match' }, { 'if-match': read.headers.etag as string });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.headers.etag).toBe('"2"');
    const stale = await put(kim, p._id, { title: 'Late' }, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(409);
    expect((stale.json() as BlogConflict).changedBy.name).toBe('Sam Writer');
  });

  it('visitors get the ETag of a published post too', async () => {
    const p = await newPost({ title: 'Public etag' });
    const res = await app.inject({ method: 'GET', url: `/api/blogs/${p.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"1"');
  });

  it('without a version (SPEC’s clients) the last save wins', async () => {
    const p = await newPost();
    expect((await put(kim, p._id, { title: 'One' })).statusCode).toBe(200);
    const last = await put(sam, p._id, { title: 'Two' });
    expect(last.statusCode).toBe(200);
    expect(last.json()).toMatchObject({ title: 'Two', version: 3 });
  });

  it('a body version and an If-Match that disagree are a 400 naming version; an unreadable If-Match names it', async () => {
    const p = await newPost();
    const both = await put(sam, p._id, { title: 'x', version: 1 }, { 'if-match': '"2"' });
    expect(both.statusCode).toBe(400);
    expect(expectErrorShape(both).errors?.[0]?.field).toBe('version');
    const bad = await put(sam, p._id, { title: 'x' }, { 'if-match': 'W/"1"' });
    expect(bad.statusCode).toBe(400);
    expect(expectErrorShape(bad).errors?.[0]?.field).toBe('If-Match');
  });

  it('two saves on one version at once: exactly one wins, the other is a 409', async () => {
    const p = await newPost();
    const answers = await Promise.all([put(sam, p._id, { title: 'Sam at once', version: 1 }), put(kim, p._id, { title: 'Kim at once', version: 1 })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((r) => r.statusCode === 200)!.json() as Blog;
    const loser = answers.find((r) => r.statusCode === 409)!.json() as BlogConflict;
    expect(loser.current).toMatchObject({ title: winner.title, version: 2 });
  });

  it('unschedule on a stale version is a 409 too', async () => {
    const p = await newPost({ status: 'scheduled', publishAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await put(kim, p._id, { title: 'Rescheduled title', version: 1 })).statusCode).toBe(200);
    const res = await app.inject({ method: 'POST', url: `/api/blogs/${p._id}/unschedule`, headers: sam.bearerHeaders, payload: { version: 1 } });
    expect(res.statusCode).toBe(409);
    expect((res.json() as BlogConflict).current.status).toBe('scheduled');
  });

  it('a change made by the scheduler (its publish bumps the version) makes an open version stale', async () => {
    const p = await newPost({ status: 'scheduled', publishAt: new Date(Date.now() + 3_600_000).toISOString() });
    // What WP-B's publish does to the row (decision 047): published by the Scheduler, one version more.
    await database.db.execute(
      sql`update blogs set status = 'published', published_at = publish_at, publish_at = null, version = version + 1, updated_by_id = null, updated_by_name = 'Scheduler' where id = ${p._id}`,
    );
    const res = await put(sam, p._id, { title: 'Edited while it went live', version: 1 });
    expect(res.statusCode).toBe(409);
    expect((res.json() as BlogConflict).changedBy.name).toBe('Scheduler');
  });
});
