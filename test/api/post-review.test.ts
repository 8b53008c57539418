import { afterAll, describe, expect, it } from 'vitest';
import type { Blog } from '@contract/blogs';
import { buildTestApp, type Session } from '../helpers/app';
import { recipientsOf } from '../helpers/mail-count';
import { startSmtpSink } from '../helpers/smtp-sink';

const SITE = 'https://site.test';

/** "Submit for review" (decision 055): a contributor's draft waits in review; editors and admins are emailed and publish it. */
describe('submitting a post for review', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const { app, loginAs } = await buildTestApp(
    { siteUrl: SITE },
    { mail: { smtpUrl: sink.url, from: 'Site <site@example.com>', autoReply: false, siteUrl: SITE } },
  );
  const [admin, editor, author, contributor] = await Promise.all([loginAs('admin'), loginAs('editor'), loginAs('author'), loginAs('contributor')]);
  const call = (who: Session, method: string, url: string, payload?: object) =>
    app.inject({ method: method as 'GET', url, headers: who.bearerHeaders, ...(payload ? { payload } : {}) });
  const draftBy = async (who: Session, title: string): Promise<Blog> => {
    const res = await call(who, 'POST', '/api/blogs/new', { title, status: 'draft' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Blog;
  };

  it('puts the draft in review and mails every editor and admin (not the contributor)', async () => {
    const draft = await draftBy(contributor, 'Ready for an editor');
    const res = await call(contributor, 'POST', `/api/blogs/${draft._id}/submit`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'review', version: draft.version + 1 });
    expect((res.json() as Blog).submittedAt).not.toBeNull();
    const [mail] = await sink.waitFor(1, (m) => m.subject === 'Waiting for review: Ready for an editor');
    expect(recipientsOf(mail!).sort()).toEqual([admin.user.email, editor.user.email].map((e) => e.toLowerCase()).sort());
    expect(mail!.text).toContain(`${SITE}/blogs/edit/${draft._id}`);
    expect(mail!.text).toContain(contributor.user.name);
    expect(mail!.messageId).toContain(`post-review-${draft._id}-${draft.version + 1}`);
    const audit = (await call(admin, 'GET', '/api/audit?action=post.submitted')).json() as { items?: unknown[] } | unknown[];
    expect(JSON.stringify(audit)).toContain(draft._id);
  });

  it('editors see it under the review state and publish it; the contributor can no longer change it once published', async () => {
    const draft = await draftBy(contributor, 'Review then publish');
    await call(contributor, 'POST', `/api/blogs/${draft._id}/submit`);
    const queue = (await call(editor, 'GET', '/api/blogs?status=review')).json() as Blog[];
    expect(queue.map((p) => p._id)).toContain(draft._id);
    expect((await call(contributor, 'PUT', `/api/blogs/${draft._id}`, { title: 'Still mine in review' })).json()).toMatchObject({
      status: 'review',
    });
    expect((await call(contributor, 'PUT', `/api/blogs/${draft._id}`, { title: 'x', status: 'published' })).statusCode).toBe(403);
    const published = await call(editor, 'PUT', `/api/blogs/${draft._id}`, { title: 'Review then publish', status: 'published' });
    expect(published.json()).toMatchObject({ status: 'published' });
    expect((await call(contributor, 'PUT', `/api/blogs/${draft._id}`, { title: 'x' })).statusCode).toBe(403);
  });

  it('a contributor may take a post back from review to draft', async () => {
    const draft = await draftBy(contributor, 'Taken back');
    await call(contributor, 'POST', `/api/blogs/${draft._id}/submit`);
    expect((await call(contributor, 'PUT', `/api/blogs/${draft._id}`, { title: 'Taken back', status: 'draft' })).json()).toMatchObject({
      status: 'draft',
    });
  });

  it('refuses roles that can publish (400), posts not in draft (400), others’ drafts (404) and unknown posts (404)', async () => {
    const own = await draftBy(author, 'Author draft');
    const byAuthor = await call(author, 'POST', `/api/blogs/${own._id}/submit`);
    expect(byAuthor.statusCode).toBe(400);
    expect(byAuthor.json()).toMatchObject({ message: expect.stringContaining('publish it instead') });
    const twice = await draftBy(contributor, 'Submitted twice');
    await call(contributor, 'POST', `/api/blogs/${twice._id}/submit`);
    expect((await call(contributor, 'POST', `/api/blogs/${twice._id}/submit`)).statusCode).toBe(400);
    const other = await loginAs('contributor');
    expect((await call(other, 'POST', `/api/blogs/${twice._id}/submit`)).statusCode).toBe(404);
    expect((await call(contributor, 'POST', '/api/blogs/00000000-0000-4000-8000-000000000000/submit')).statusCode).toBe(404);
    expect((await call(contributor, 'POST', '/api/blogs/not-a-uuid/submit')).statusCode).toBe(404);
  });
});
