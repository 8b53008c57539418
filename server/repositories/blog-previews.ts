import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { BlogPreview } from '@contract/blogs';
import type { PreviewListItem } from '@contract/blog-revisions';
import { isUuid } from '@contract/ids';
import type { WorkingCopy } from '@contract/post-fields';
import type { Db } from '../db/client';
import { blogPreviews, blogs } from '../db/schema/index';
import type { Actor } from '../lib/actor';
import { preparePostHtml } from '../lib/post-html';
import { htmlToExcerpt } from '../lib/sanitize';
import { hashToken, newToken } from '../lib/tokens';
import { recordBlogEvent } from './blog-events';
import { readPost, type PostRow } from './blog-rows';
import { toBlog } from './blogs';

/** How long a preview link works (decision 050). */
export const PREVIEW_LINK_DAYS = 7;
/** Expired links are kept this long (the post's list shows them), then purged. */
export const PREVIEW_KEEP_DAYS = 30;

const DAY_MS = 86_400_000;

/** What a preview shows: the working copy when there is one (the text being written), else the post as saved. */
export function previewOf(row: PostRow, copy: WorkingCopy | null, expiresAt: Date, siteOrigin: string): BlogPreview {
  const { workingCopy: _w, notices: _n, ...saved } = toBlog(row);
  if (!copy) return { ...saved, previewExpiresAt: expiresAt.toISOString() };
  const prepared = preparePostHtml(copy.content, { siteOrigin, isOwnImage: () => true, keepForeignImages: true });
  const excerpt = copy.settings.excerpt || htmlToExcerpt(prepared.html);
  return {
    ...saved,
    title: copy.title,
    content: prepared.html,
    tags: copy.tags,
    featuredImage: copy.featuredImage,
    excerpt,
    excerptIsCustom: copy.settings.excerpt !== '',
    metaTitle: copy.settings.metaTitle || saved.metaTitle,
    metaDescription: copy.settings.metaDescription || saved.metaDescription,
    socialImage: copy.settings.socialImage || saved.socialImage,
    featuredImageAlt: copy.settings.featuredImageAlt || saved.featuredImageAlt,
    readingMinutes: prepared.readingMinutes,
    updatedAt: copy.updatedAt,
    updatedByName: copy.updatedByName,
    previewExpiresAt: expiresAt.toISOString(),
  };
}

const live = (now: Date) => and(isNull(blogPreviews.revokedAt), gt(blogPreviews.expiresAt, now));

/** Preview links of posts (decision 050): the token is shown once, only its sha256 is kept. */
export function createBlogPreviews(db: Db) {
  return {
    /** A new link for the post, or undefined when there is no such post. */
    async create(blogId: string, actor: Actor): Promise<{ id: string; token: string; expiresAt: Date } | undefined> {
      if (!isUuid(blogId)) return undefined;
      const token = newToken();
      const expiresAt = new Date(Date.now() + PREVIEW_LINK_DAYS * DAY_MS);
      return db.transaction(async (tx) => {
        const [post] = await tx.select({ id: blogs.id }).from(blogs).where(eq(blogs.id, blogId));
        if (!post) return undefined;
        const [row] = await tx
          .insert(blogPreviews)
          .values({ tokenHash: hashToken(token), blogId, createdById: actor.id, createdByName: actor.name, expiresAt })
          .returning({ id: blogPreviews.id });
        await recordBlogEvent(tx, { blogId, kind: 'preview-created', actor, details: { previewId: row!.id, expiresAt: expiresAt.toISOString() } });
        return { id: row!.id, token, expiresAt };
      });
    },

    /** The post's links, newest first (tokens are never shown again); undefined when there is no such post. */
    async list(blogId: string): Promise<PreviewListItem[] | undefined> {
      if (!isUuid(blogId)) return undefined;
      const [post] = await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.id, blogId));
      if (!post) return undefined;
      const rows = await db.select().from(blogPreviews).where(eq(blogPreviews.blogId, blogId)).orderBy(desc(blogPreviews.createdAt));
      return rows.map((p) => ({
        _id: p.id,
        createdByName: p.createdByName,
        createdAt: p.createdAt.toISOString(),
        expiresAt: p.expiresAt.toISOString(),
        revoked: p.revokedAt !== null,
      }));
    },

    /** Revokes one link of the post: false when there is no such link. */
    async revoke(blogId: string, previewId: string, actor: Actor): Promise<boolean> {
      if (!isUuid(blogId) || !isUuid(previewId)) return false;
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(blogPreviews)
          .set({ revokedAt: sql`coalesce(${blogPreviews.revokedAt}, now())` })
          .where(and(eq(blogPreviews.blogId, blogId), eq(blogPreviews.id, previewId)))
          .returning({ id: blogPreviews.id });
        if (rows.length === 0) return false;
        await recordBlogEvent(tx, { blogId, kind: 'preview-revoked', actor, details: { previewId } });
        return true;
      });
    },

    /** The post a live link shows, with the link's expiry; undefined for an unknown, expired or revoked link. */
    async open(token: string): Promise<{ post: PostRow; expiresAt: Date } | undefined> {
      const [link] = await db
        .select({ blogId: blogPreviews.blogId, expiresAt: blogPreviews.expiresAt })
        .from(blogPreviews)
        .where(and(eq(blogPreviews.tokenHash, hashToken(token)), live(new Date())));
      if (!link) return undefined;
      const post = await readPost(db, eq(blogs.id, link.blogId));
      return post ? { post, expiresAt: link.expiresAt } : undefined;
    },
  };
}

/** The purge job's part: links expired more than PREVIEW_KEEP_DAYS ago. */
export async function purgeExpiredPreviews(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .delete(blogPreviews)
    .where(lt(blogPreviews.expiresAt, new Date(now.getTime() - PREVIEW_KEEP_DAYS * DAY_MS)))
    .returning({ id: blogPreviews.id });
  return rows.length;
}
