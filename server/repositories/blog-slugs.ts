import { and, eq, ne, or, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blogSlugRedirects, blogs } from '../db/schema/index';
import type { Tx } from './tx';
import { BadRequestError } from '../lib/errors';

export const SLUG_TAKEN = 'Another post uses this address';

export function slugTaken(): never {
  throw new BadRequestError(`slug: ${SLUG_TAKEN}`, [{ field: 'slug', message: SLUG_TAKEN }]);
}

/** Slugs of posts that start like `base` (the numbered ones too), for a new post's unique slug. */
export async function takenSlugs(db: Db | Tx, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: blogs.slug })
    .from(blogs)
    .where(or(eq(blogs.slug, base), like(blogs.slug, `${base}-%`)));
  return rows.map((r) => r.slug);
}

/** Whether a post other than `exceptId` has this slug. */
export async function slugInUse(db: Db | Tx, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: blogs.id })
    .from(blogs)
    .where(exceptId ? and(eq(blogs.slug, slug), ne(blogs.id, exceptId)) : eq(blogs.slug, slug))
    .limit(1);
  return Boolean(row);
}

/** A post takes `slug`: a former address of another post stops redirecting. */
export async function releaseSlug(tx: Tx, slug: string): Promise<void> {
  await tx.delete(blogSlugRedirects).where(eq(blogSlugRedirects.oldSlug, slug));
}

/**
 * A post takes `slug` (decision 051): a redirect of that old address, to whichever post, goes; and when the post
 * has ever been published its former address now redirects to it (by id: no chains).
 */
export async function moveSlug(tx: Tx, post: { id: string; from: string; to: string; everPublished: boolean }): Promise<void> {
  await releaseSlug(tx, post.to);
  if (post.from === post.to || !post.everPublished) return;
  await tx
    .insert(blogSlugRedirects)
    .values({ oldSlug: post.from, blogId: post.id })
    .onConflictDoUpdate({ target: blogSlugRedirects.oldSlug, set: { blogId: post.id } });
}

/** The current slug of the published post an old address points at, if any. */
export async function redirectedSlug(db: Db, oldSlug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: blogs.slug })
    .from(blogSlugRedirects)
    .innerJoin(blogs, eq(blogs.id, blogSlugRedirects.blogId))
    .where(and(eq(blogSlugRedirects.oldSlug, oldSlug), eq(blogs.status, 'published')))
    .limit(1);
  return row?.slug;
}
