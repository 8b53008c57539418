import { desc, eq, sql } from 'drizzle-orm';
import type { BlogEvent, Revision, RevisionKind, RevisionListItem } from '@contract/blog-revisions';
import { isUuid } from '@contract/ids';
import type { Db } from '../db/client';
import { blogEvents, blogRevisions, blogs, users, type BlogRevisionRow, type BlogRow } from '../db/schema/index';
import type { Actor } from '../lib/actor';
import type { Tx } from './tx';
import type { ExpectedVersion } from '../lib/if-match';
import { preparePostHtml } from '../lib/post-html';
import { htmlToExcerpt } from '../lib/sanitize';
import { recordBlogEvent } from './blog-events';
import { postDocuments, readPost, type PostRow } from './blog-rows';
import { discardWorkingCopy, replaceWorkingCopy } from './blog-working-copies';
import { createDocumentRevisions, recordDocumentRevision, type RevisionStamp } from './document-revisions';

/** A post's row as saved (every column but the search vector). */
export type RevisionSource = Omit<BlogRow, 'search'>;

/** What a revision keeps of a post's settings (contract/post-fields.ts postSettingsSchema, plus the rest of the row's state). */
export function revisionSettings(row: RevisionSource): Record<string, unknown> {
  return {
    slug: row.slug,
    excerpt: row.customExcerpt,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    socialImage: row.socialImage,
    featuredImageAlt: row.featuredImageAlt,
    authorId: row.authorId,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    tags: row.tags,
    featuredImage: row.featuredImage,
    status: row.status,
    publishAt: row.publishAt?.toISOString() ?? null,
  };
}

/** Keeps the post as saved, inside the save's transaction. */
export async function recordRevision(db: Db | Tx, row: RevisionSource, kind: RevisionKind, actor: Actor): Promise<void> {
  const body = { title: row.title, content: row.content, settings: revisionSettings(row) };
  await recordDocumentRevision(db, blogRevisions, { documentId: row.id, kind, body }, actor);
}

type StoredSettings = {
  slug?: string;
  excerpt?: string;
  metaTitle?: string;
  metaDescription?: string;
  socialImage?: string;
  featuredImageAlt?: string;
  authorId?: string | null;
  publishedAt?: string | null;
  tags?: string[];
  featuredImage?: string;
};

const settingsOf = (row: BlogRevisionRow) => row.settings as StoredSettings;

const toListItem = (row: RevisionStamp & { title: unknown }): RevisionListItem => ({
  _id: row.id,
  kind: row.kind as RevisionKind,
  title: row.title as string,
  actorName: row.actorName,
  createdAt: row.createdAt.toISOString(),
});

function toRevision(row: BlogRevisionRow): Revision {
  const s = settingsOf(row);
  return {
    ...toListItem(row),
    content: row.content,
    settings: {
      slug: s.slug ?? '',
      excerpt: s.excerpt ?? '',
      metaTitle: s.metaTitle ?? '',
      metaDescription: s.metaDescription ?? '',
      socialImage: s.socialImage ?? '',
      featuredImageAlt: s.featuredImageAlt ?? '',
      authorId: s.authorId ?? null,
      publishedAt: s.publishedAt ?? null,
    },
  };
}

export type RestoreResult =
  { status: 'row'; post: PostRow } | { status: 'working-copy'; post: PostRow } | { status: 'conflict'; post: PostRow } | { status: 'not-found' };

/** The author's name for an author id a revision names (the user may be gone: then the row's author stays). */
async function authorName(tx: Tx, authorId: string | null | undefined): Promise<{ authorId: string; author: string } | undefined> {
  if (!authorId) return undefined;
  const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, authorId));
  return user ? { authorId, author: user.name } : undefined;
}

/**
 * Restoring never moves the post's address, schedule, state or publish date (decision 048): only what the
 * writer wrote — title, content, tags, images, excerpt, meta fields, author.
 */
async function restoreIntoRow(tx: Tx, post: PostRow, revision: BlogRevisionRow, actor: Actor, siteOrigin: string): Promise<PostRow> {
  const s = settingsOf(revision);
  const prepared = preparePostHtml(revision.content, { siteOrigin, isOwnImage: () => true, keepForeignImages: true });
  const customExcerpt = s.excerpt ?? '';
  await tx
    .update(blogs)
    .set({
      title: revision.title,
      content: prepared.html,
      bodyText: prepared.bodyText,
      readingMinutes: prepared.readingMinutes,
      customExcerpt,
      excerpt: customExcerpt || htmlToExcerpt(prepared.html),
      tags: s.tags ?? post.tags,
      featuredImage: s.featuredImage ?? post.featuredImage,
      metaTitle: s.metaTitle ?? '',
      metaDescription: s.metaDescription ?? '',
      socialImage: s.socialImage ?? '',
      featuredImageAlt: s.featuredImageAlt ?? '',
      ...(await authorName(tx, s.authorId)),
      updatedById: actor.id,
      updatedByName: actor.name,
      updatedAt: new Date(),
      version: sql`${blogs.version} + 1`,
    })
    .where(eq(blogs.id, post.id));
  const restored = (await readPost(tx, eq(blogs.id, post.id)))!;
  await recordRevision(tx, restored, 'restored', actor);
  await discardWorkingCopy(tx, post.id);
  return restored;
}

/** On a published post the revision becomes the working copy: visitors keep the published text until Update. */
async function restoreIntoWorkingCopy(tx: Tx, post: PostRow, revision: BlogRevisionRow, actor: Actor): Promise<void> {
  const s = settingsOf(revision);
  const fields = {
    title: revision.title,
    content: revision.content,
    tags: s.tags ?? post.tags,
    featuredImage: s.featuredImage ?? post.featuredImage,
    settings: {
      ...s,
      // The address and the state stay the post's own (see restoreIntoRow).
      slug: post.slug,
      publishedAt: post.publishedAt?.toISOString() ?? null,
      status: post.status,
      publishAt: post.publishAt?.toISOString() ?? null,
    },
  };
  // Replaces any copy there is, whoever's: the restore is an explicit choice (its version still goes up).
  await replaceWorkingCopy(tx, post.id, fields, post.version, actor);
}

/** Revisions and history of posts (decision 048). */
export function createBlogRevisions(db: Db, options: { siteOrigin: string }) {
  const revisions = createDocumentRevisions(db, {
    ...postDocuments,
    table: blogRevisions,
    listColumns: { title: blogRevisions.title },
    toLine: toListItem,
    toRevision,
  });
  return {
    list: revisions.list,
    get: revisions.get,

    /** A revision back into the row (draft, scheduled) or into the working copy (published). */
    async restore(blogId: string, revisionId: string, actor: Actor, expected: ExpectedVersion): Promise<RestoreResult> {
      if (!isUuid(blogId) || !isUuid(revisionId)) return { status: 'not-found' };
      return db.transaction(async (tx): Promise<RestoreResult> => {
        const [locked] = await tx.select({ version: blogs.version }).from(blogs).where(eq(blogs.id, blogId)).for('update');
        if (!locked) return { status: 'not-found' };
        const post = (await readPost(tx, eq(blogs.id, blogId)))!;
        if (typeof expected === 'number' && expected !== locked.version) return { status: 'conflict', post };
        const revision = await revisions.find(tx, blogId, revisionId);
        if (!revision) return { status: 'not-found' };
        const into = post.status === 'published' ? 'working-copy' : 'row';
        await recordBlogEvent(tx, { blogId, kind: 'restored', actor, details: { from: revisionId, into } });
        if (into === 'working-copy') {
          await restoreIntoWorkingCopy(tx, post, revision, actor);
          return { status: 'working-copy', post };
        }
        return { status: 'row', post: await restoreIntoRow(tx, post, revision, actor, options.siteOrigin) };
      });
    },

    /** The post's history lines, newest first (at most 200); undefined when the post does not exist. */
    async history(blogId: string): Promise<BlogEvent[] | undefined> {
      if (!(await postDocuments.find(db, blogId))) return undefined;
      const rows = await db
        .select()
        .from(blogEvents)
        .where(eq(blogEvents.blogId, blogId))
        .orderBy(desc(blogEvents.createdAt), desc(blogEvents.id))
        .limit(HISTORY_LIMIT);
      return rows.map((e) => ({
        _id: e.id,
        kind: e.kind as BlogEvent['kind'],
        actorName: e.actorName,
        details: e.details as Record<string, unknown>,
        createdAt: e.createdAt.toISOString(),
      }));
    },
  };
}

const HISTORY_LIMIT = 200;

export type BlogRevisions = ReturnType<typeof createBlogRevisions>;
