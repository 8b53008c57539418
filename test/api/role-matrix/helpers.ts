import { randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import type { Blog } from '@contract/blogs';
import { can } from '@contract/roles';
import { emails, leads } from '../../../server/db/schema/index';
import { createTwoFactorRepository } from '../../../server/repositories/two-factor';
import { createUsersRepository } from '../../../server/repositories/users';
import type { Session } from '../../helpers/app';
import { validContact } from '../../helpers/fixtures';
import { eq } from 'drizzle-orm';
import type { MatrixContext } from './types';

/** What the matrix's builders make: cheap rows, one per request that consumes it. */
const unique = () => randomBytes(5).toString('hex');

async function injectJson<T>(ctx: MatrixContext, as: Session, method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const res = await ctx.app.inject({ method, url, headers: as.bearerHeaders, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`matrix fixture ${method} ${url} as ${as.user.role}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

/** The author of a fixture post: the caller when their role writes posts, else an admin (the row is refused anyway). */
const writerFor = (ctx: MatrixContext, me: Session | undefined): Session => (me && can(me.user.role, 'posts.write') ? me : ctx.sessions.admin);

/** A draft of the caller's own (or an admin's, for roles that do not write). */
export async function newPostBy(ctx: MatrixContext, me: Session | undefined, fields: object = {}): Promise<string> {
  return (await injectJson<Blog>(ctx, writerFor(ctx, me), 'POST', '/api/blogs/new', { title: `Matrix post ${unique()}`, status: 'draft', ...fields }))
    ._id;
}

/** A published post of an admin's (newsletter sends need one). */
export async function publishedPost(ctx: MatrixContext): Promise<string> {
  return newPostBy(ctx, ctx.sessions.admin, { status: 'published' });
}

/** A test send of a published post, as an admin. */
export async function newSend(ctx: MatrixContext): Promise<string> {
  const blogId = await publishedPost(ctx);
  return (await injectJson<{ id: string }>(ctx, ctx.sessions.admin, 'POST', `/api/blogs/${blogId}/newsletter`, { test: true })).id;
}

/** The caller's own post with one revision (its creation), for the revision rows. */
export async function newRevision(ctx: MatrixContext, me: Session | undefined): Promise<{ blogId: string; revisionId: string }> {
  const blogId = await newPostBy(ctx, me);
  const list = await injectJson<{ _id: string }[]>(ctx, writerFor(ctx, me), 'GET', `/api/blogs/${blogId}/revisions`);
  return { blogId, revisionId: list[0]!._id };
}

/** A scheduled post: the caller's own when their role publishes, else an admin's. */
export async function scheduledPostBy(ctx: MatrixContext, me: Session | undefined): Promise<string> {
  const publishAt = new Date(Date.now() + 3_600_000).toISOString();
  const author = me && can(me.user.role, 'posts.publish') ? me : ctx.sessions.admin;
  return newPostBy(ctx, author, { status: 'scheduled', publishAt });
}

/** A preview link of the caller's own post (an admin's for roles that do not write). */
export async function newPreview(ctx: MatrixContext, me: Session | undefined): Promise<{ blogId: string; previewId: string }> {
  const blogId = await newPostBy(ctx, me);
  return { blogId, previewId: (await injectJson<{ _id: string }>(ctx, writerFor(ctx, me), 'POST', `/api/blogs/${blogId}/preview`))._id };
}

/** A colleague's account (role user), made straight in the database. */
export async function newUser(ctx: MatrixContext): Promise<string> {
  const row = await createUsersRepository(ctx.database.db).insert({
    name: 'Matrix colleague',
    email: `colleague-${unique()}@example.com`,
    passwordHash: 'x',
    role: 'user',
  });
  return row.id;
}

/** An account whose invitation is still open. */
export async function invitedUser(ctx: MatrixContext): Promise<string> {
  const body = { name: 'Invited', email: `inv-${unique()}@example.com` };
  return (await injectJson<{ user: { _id: string } }>(ctx, ctx.sessions.admin, 'POST', '/api/auth/invitations', body)).user._id;
}

/** A lead sent through the public form; unassigned, or given to `ownerId`. */
/** An unassigned lead with a next action tomorrow (the snooze's fixture, decision 123). */
export async function newLeadWithNextAction(ctx: MatrixContext): Promise<string> {
  const id = await newLead(ctx);
  await ctx.database.db
    .update(leads)
    .set({ nextActionText: 'Call', nextActionDueAt: new Date(Date.now() + 86_400_000) })
    .where(eq(leads.id, id));
  return id;
}

export async function newLead(ctx: MatrixContext, ownerId: string | null = null): Promise<string> {
  const email = `lead-${unique()}@example.com`;
  const res = await ctx.app.inject({ method: 'POST', url: '/api/contacts', payload: validContact({ email }) });
  if (res.statusCode !== 201) throw new Error(`matrix fixture lead: ${res.statusCode} ${res.body}`);
  const [row] = await ctx.database.db.select({ id: leads.id }).from(leads).where(eq(leads.email, email));
  if (ownerId) await ctx.database.db.update(leads).set({ ownerId }).where(eq(leads.id, row!.id));
  return row!.id;
}

/** A message given up on (as after a 550), for the outbox's Retry. */
export async function failedEmail(ctx: MatrixContext): Promise<string> {
  const n = unique();
  const [row] = await ctx.database.db
    .insert(emails)
    .values({
      messageId: `<m-${n}@localhost>`,
      kind: 'test',
      to: 'x@example.com',
      subject: 's',
      text: 't',
      html: '<p>t</p>',
      status: 'failed',
      attempts: 1,
      error: '550 no',
    })
    .returning();
  return row!.id;
}

export async function newSavedReply(ctx: MatrixContext): Promise<string> {
  const body = { title: `Matrix reply ${unique()}`, subject: 'Re: {{reference}}', body: 'Hello {{name}}' };
  return (await injectJson<{ _id: string }>(ctx, ctx.sessions.admin, 'POST', '/api/saved-replies', body))._id;
}

/** A second session of the caller's account, to end: made directly (the matrix keeps each role's password). */
export async function otherSessionOf(ctx: MatrixContext, me: Session): Promise<string> {
  const { token } = await ctx.app.sessions.create(me.user._id, 1);
  const list = await injectJson<{ _id: string; current: boolean }[]>(
    ctx,
    { ...me, bearerHeaders: { authorization: `Bearer ${token}` } },
    'GET',
    '/api/auth/sessions',
  );
  return list.find((s) => s.current)!._id;
}

/** The caller's second factor, set up afresh through the API: answers a code newer than the one used. */
export async function enrolled(ctx: MatrixContext, me: Session): Promise<string> {
  await createTwoFactorRepository(ctx.database.db).remove(me.user._id);
  const { secret } = await injectJson<{ secret: string }>(ctx, me, 'POST', '/api/auth/two-factor/setup');
  await injectJson(ctx, me, 'POST', '/api/auth/two-factor/confirm', { code: await generate({ secret }) });
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
}

/** A second factor set up but not confirmed yet: answers a code that confirms it. */
export async function pendingCode(ctx: MatrixContext, me: Session): Promise<string> {
  await createTwoFactorRepository(ctx.database.db).remove(me.user._id);
  const { secret } = await injectJson<{ secret: string }>(ctx, me, 'POST', '/api/auth/two-factor/setup');
  return generate({ secret });
}
