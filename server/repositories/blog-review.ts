import { eq, sql } from 'drizzle-orm';
import { rolesWith } from '@contract/roles';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { blogs, users } from '../db/schema/index';
import type { Actor } from '../lib/actor';
import type { Tx } from './tx';
import { recordBlogEvent } from './blog-events';
import { readPost, type PostRow } from './blog-rows';

/** Puts a draft in review (decision 055): a new version, a history line; `check` refuses inside the lock. */
export async function submitForReview(
  db: Db,
  id: string,
  actor: Actor & { id: string },
  check: (post: PostRow) => void,
  inTransaction: (tx: Tx, post: PostRow) => Promise<void>,
): Promise<PostRow | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: blogs.id }).from(blogs).where(eq(blogs.id, id)).for('update');
    if (!locked) return null;
    check((await readPost(tx, eq(blogs.id, id)))!);
    await tx
      .update(blogs)
      .set({
        status: 'review',
        submittedAt: new Date(),
        version: sql`${blogs.version} + 1`,
        updatedAt: new Date(),
        updatedById: actor.id,
        updatedByName: actor.name,
      })
      .where(eq(blogs.id, id));
    const post = (await readPost(tx, eq(blogs.id, id)))!;
    await recordBlogEvent(tx, { blogId: id, kind: 'submitted', actor });
    await inTransaction(tx, post);
    return post;
  });
}

/** Who is mailed about a submitted post: everyone who may publish any post, except the one who submitted it. */
export async function reviewerEmails(db: Db, exceptUserId: string | null): Promise<string[]> {
  const roles = rolesWith('posts.any');
  const rows = rowsOf<{ email: string }>(
    await db.execute(sql`
      SELECT DISTINCT lower(${users.email}) AS email FROM ${users}
      WHERE ${users.role} IN (${sql.join(
        roles.map((r) => sql`${r}`),
        sql`, `,
      )}) ${exceptUserId ? sql`AND ${users.id} <> ${exceptUserId}` : sql``}
      ORDER BY 1`),
  );
  return rows.map((r) => r.email);
}

/** The title the review mail names; undefined once the post was deleted. */
export async function postTitle(db: Db, blogId: string): Promise<string | undefined> {
  const [post] = await db.select({ title: blogs.title }).from(blogs).where(eq(blogs.id, blogId));
  return post?.title;
}
