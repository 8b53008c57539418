import { describe, expect, it } from 'vitest';
import type { Blog } from '@contract/blogs';
import { buildTestApp, type Session } from '../helpers/app';

/** Issue 28's "Done when" for posts (decision 055): own vs any post, contributors do not publish, sales write no posts. */
describe('post ownership by role', async () => {
  const { app, loginAs } = await buildTestApp();
  const [admin, editor, author, otherAuthor, contributor, sales, user] = await Promise.all([
    loginAs('admin'),
    loginAs('editor'),
    loginAs('author'),
    loginAs('author'),
    loginAs('contributor'),
    loginAs('sales'),
    loginAs('user'),
  ]);
  const call = (who: Session, method: string, url: string, payload?: object) =>
    app.inject({ method: method as 'GET', url, headers: who.bearerHeaders, ...(payload ? { payload } : {}) });
  const create = async (who: Session, payload: object): Promise<Blog> => {
    const res = await call(who, 'POST', '/api/blogs/new', payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Blog;
  };

  it('an author cannot edit or delete another author’s post; editors and admins can', async () => {
    const theirs = await create(otherAuthor, { title: 'Their published post' });
    expect((await call(author, 'PUT', `/api/blogs/${theirs._id}`, { title: 'Hijacked' })).statusCode).toBe(403);
    const del = await call(author, 'DELETE', `/api/blogs/${theirs._id}`);
    expect(del.statusCode).toBe(403);
    expect(del.json()).toMatchObject({ message: expect.stringContaining('only your own posts') });
    expect((await call(editor, 'PUT', `/api/blogs/${theirs._id}`, { title: 'Edited by the editor' })).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/api/blogs/${theirs._id}`)).statusCode).toBe(200);
  });

  it('an author writes, publishes, schedules and deletes their own posts', async () => {
    const mine = await create(author, { title: 'My own post', status: 'draft' });
    expect((await call(author, 'PUT', `/api/blogs/${mine._id}`, { title: 'My own post', status: 'published' })).json()).toMatchObject({
      status: 'published',
    });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    expect((await call(author, 'PUT', `/api/blogs/${mine._id}`, { title: 'My own post', status: 'scheduled', publishAt: at })).statusCode).toBe(200);
    expect((await call(author, 'DELETE', `/api/blogs/${mine._id}`)).statusCode).toBe(200);
  });

  it('an author cannot send a newsletter (editors can ask)', async () => {
    const post = await create(author, { title: 'Newsletter candidate' });
    expect((await call(author, 'POST', `/api/blogs/${post._id}/newsletter`, {})).statusCode).toBe(403);
    expect((await call(user, 'POST', `/api/blogs/${post._id}/newsletter`, {})).statusCode).toBe(403);
  });

  it('a contributor cannot publish or schedule: not on create, not on save', async () => {
    const plain = await call(contributor, 'POST', '/api/blogs/new', { title: 'SPEC default publishes' });
    expect(plain.statusCode).toBe(403);
    expect(plain.json()).toMatchObject({ message: 'Contributors submit posts for review; an editor publishes them.' });
    expect((await call(contributor, 'POST', '/api/blogs/new', { title: 'x', status: 'published' })).statusCode).toBe(403);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    expect((await call(contributor, 'POST', '/api/blogs/new', { title: 'x', status: 'scheduled', publishAt: at })).statusCode).toBe(403);
    const draft = await create(contributor, { title: 'A contributor draft', status: 'draft' });
    expect((await call(contributor, 'PUT', `/api/blogs/${draft._id}`, { title: 'Edited draft' })).json()).toMatchObject({ status: 'draft' });
    expect((await call(contributor, 'PUT', `/api/blogs/${draft._id}`, { title: 'x', isPublished: true })).statusCode).toBe(403);
    expect((await call(contributor, 'PUT', `/api/blogs/${draft._id}`, { title: 'x', status: 'review' })).statusCode).toBe(400);
  });

  it('a contributor cannot change a published post, even one credited to them', async () => {
    const draft = await create(contributor, { title: 'Published for them', status: 'draft' });
    expect((await call(editor, 'PUT', `/api/blogs/${draft._id}`, { title: 'Published for them', status: 'published' })).statusCode).toBe(200);
    expect((await call(contributor, 'PUT', `/api/blogs/${draft._id}`, { title: 'Changed' })).statusCode).toBe(403);
    expect((await call(contributor, 'DELETE', `/api/blogs/${draft._id}`)).statusCode).toBe(403);
  });

  it('a contributor may delete their own never-published draft', async () => {
    const draft = await create(contributor, { title: 'Thrown away', status: 'draft' });
    expect((await call(contributor, 'DELETE', `/api/blogs/${draft._id}`)).statusCode).toBe(200);
  });

  it('sales cannot write posts', async () => {
    expect((await call(sales, 'POST', '/api/blogs/new', { title: 'Sales post', status: 'draft' })).statusCode).toBe(403);
    const post = await create(admin, { title: 'Admin post' });
    expect((await call(sales, 'PUT', `/api/blogs/${post._id}`, { title: 'x' })).statusCode).toBe(403);
    expect((await call(sales, 'DELETE', `/api/blogs/${post._id}`)).statusCode).toBe(403);
  });

  it('others’ drafts are invisible (404) to authors, contributors and users, visible to editors', async () => {
    const hidden = await create(otherAuthor, { title: 'Someone else’s draft', status: 'draft' });
    for (const who of [author, contributor, user]) {
      expect((await call(who, 'GET', `/api/blogs/${hidden._id}`)).statusCode).toBe(404);
      expect((await call(who, 'GET', `/api/blogs/${hidden._id}/revisions`)).statusCode).toBe(404);
      expect((await call(who, 'PUT', `/api/blogs/${hidden._id}`, { title: 'x' })).statusCode).toBe(404);
      const list = (await call(who, 'GET', '/api/blogs?status=draft')).json() as Blog[];
      expect(list.map((p) => p._id)).not.toContain(hidden._id);
    }
    expect((await call(editor, 'GET', `/api/blogs/${hidden._id}`)).statusCode).toBe(200);
    const editorsList = (await call(editor, 'GET', '/api/blogs?status=draft')).json() as Blog[];
    expect(editorsList.map((p) => p._id)).toContain(hidden._id);
  });

  it('crediting a post to someone else needs an editor or admin', async () => {
    const res = await call(author, 'POST', '/api/blogs/new', { title: 'Credited', authorId: otherAuthor.user._id });
    expect(res.statusCode).toBe(403);
    const credited = await create(editor, { title: 'Credited by the editor', authorId: author.user._id });
    expect(credited.authorId).toBe(author.user._id);
    expect((await call(author, 'PUT', `/api/blogs/${credited._id}`, { title: 'Now mine to edit' })).statusCode).toBe(200);
  });

  it('another’s autosave and preview link are refused; one’s own work', async () => {
    const theirs = await create(otherAuthor, { title: 'Their post for autosave' });
    const copy = { title: 'x', content: '<p>x</p>', tags: [], baseVersion: theirs.version };
    expect((await call(author, 'PUT', `/api/blogs/${theirs._id}/working-copy`, copy)).statusCode).toBe(403);
    expect((await call(author, 'POST', `/api/blogs/${theirs._id}/preview`)).statusCode).toBe(403);
    expect((await call(otherAuthor, 'POST', `/api/blogs/${theirs._id}/preview`)).statusCode).toBe(201);
  });
});
