import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { workingCopyBody } from '@contract/blog-revisions';
import { isUuid } from '@contract/ids';
import { normalizeTags } from '@contract/tags';
import type { Db } from '../db/client';
import { blogs, blogWorkingCopies } from '../db/schema/index';
import type { Actor } from '../lib/actor';
import type { Tx } from './tx';
import { sanitizePostHtml } from '../lib/sanitize';

export type WorkingCopyInput = z.output<typeof workingCopyBody>;

export type WorkingCopyResult =
  { status: 'saved'; copyVersion: number; updatedAt: Date } | { status: 'conflict'; name: string; at: Date } | { status: 'not-found' };

/** What a copy keeps beside title, content, tags and image: the settings and the state the writer had chosen. */
export type WorkingCopyFields = {
  title: string;
  content: string;
  tags: string[];
  featuredImage: string;
  settings: Record<string, unknown>;
};

function fieldsOf(body: WorkingCopyInput): WorkingCopyFields {
  return {
    title: body.title,
    // Cheap sanitising only: the explicit save prepares the HTML in full (decision 048).
    content: sanitizePostHtml(body.content),
    tags: normalizeTags(body.tags),
    featuredImage: body.featuredImage ?? '',
    settings: {
      slug: body.slug,
      excerpt: body.excerpt,
      metaTitle: body.metaTitle,
      metaDescription: body.metaDescription,
      socialImage: body.socialImage ?? undefined,
      featuredImageAlt: body.featuredImageAlt,
      authorId: body.authorId,
      publishedAt: body.publishedAt,
      status: body.status,
      publishAt: body.publishAt,
    },
  };
}

/**
 * Writes a post's working copy when `expected` is the copy's current version (undefined: there must be
 * no copy yet), bumping it; otherwise names who autosaved last. One statement, so two writers racing
 * cannot both win.
 */
export async function writeWorkingCopy(
  db: Db | Tx,
  blogId: string,
  fields: WorkingCopyFields,
  baseVersion: number,
  expected: number | undefined,
  actor: Actor,
): Promise<WorkingCopyResult> {
  const now = new Date();
  const values = { ...fields, baseVersion, updatedById: actor.id, updatedByName: actor.name, updatedAt: now };
  const insert = db.insert(blogWorkingCopies).values({ blogId, ...values, copyVersion: 1 });
  const written =
    expected === undefined
      ? await insert.onConflictDoNothing().returning({ copyVersion: blogWorkingCopies.copyVersion })
      : await insert
          .onConflictDoUpdate({
            target: blogWorkingCopies.blogId,
            set: { ...values, copyVersion: sql`${blogWorkingCopies.copyVersion} + 1` },
            setWhere: eq(blogWorkingCopies.copyVersion, expected),
          })
          .returning({ copyVersion: blogWorkingCopies.copyVersion });
  if (written[0]) return { status: 'saved', copyVersion: written[0].copyVersion, updatedAt: now };
  const [other] = await db
    .select({ name: blogWorkingCopies.updatedByName, at: blogWorkingCopies.updatedAt })
    .from(blogWorkingCopies)
    .where(eq(blogWorkingCopies.blogId, blogId));
  // No copy left: an explicit save took it in between; this autosave starts the next one.
  return other ? { status: 'conflict', name: other.name, at: other.at } : writeWorkingCopy(db, blogId, fields, baseVersion, undefined, actor);
}

/** Autosave and discard of working copies (decision 048): never the post's row, never a revision or a cache. */
export function createWorkingCopies(db: Db) {
  return {
    async save(blogId: string, body: WorkingCopyInput, actor: Actor): Promise<WorkingCopyResult> {
      if (!isUuid(blogId)) return { status: 'not-found' };
      const [post] = await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.id, blogId));
      if (!post) return { status: 'not-found' };
      return writeWorkingCopy(db, blogId, fieldsOf(body), body.baseVersion, body.copyVersion, actor);
    },

    /** "Discard changes": false when the post does not exist. */
    async discard(blogId: string): Promise<boolean> {
      if (!isUuid(blogId)) return false;
      const [post] = await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.id, blogId));
      if (!post) return false;
      await discardWorkingCopy(db, blogId);
      return true;
    },
  };
}

/** Inside an explicit save's transaction: the copy is now in the row. */
export async function discardWorkingCopy(db: Db | Tx, blogId: string): Promise<void> {
  await db.delete(blogWorkingCopies).where(eq(blogWorkingCopies.blogId, blogId));
}

/** A restore into a published post's copy: replaces whatever copy there is, its version still going up. */
export async function replaceWorkingCopy(tx: Tx, blogId: string, fields: WorkingCopyFields, baseVersion: number, actor: Actor): Promise<void> {
  const values = { ...fields, baseVersion, updatedById: actor.id, updatedByName: actor.name, updatedAt: new Date() };
  await tx
    .insert(blogWorkingCopies)
    .values({ blogId, ...values, copyVersion: 1 })
    .onConflictDoUpdate({ target: blogWorkingCopies.blogId, set: { ...values, copyVersion: sql`${blogWorkingCopies.copyVersion} + 1` } });
}
