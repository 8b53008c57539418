import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { isUuid } from '@contract/ids';
import type { Db } from '../db/client';
import { contentItems, contentPreviews, type ContentItemRow } from '../db/schema/index';
import type { Actor } from '../lib/actor';
import { hashToken, newToken } from '../lib/tokens';
import { readItem } from './content-rows';

/** How long a content preview link works, as posts' (decision 050). */
export const CONTENT_PREVIEW_DAYS = 7;
/** Expired links are kept this long (the item's list shows them), then purged. */
export const CONTENT_PREVIEW_KEEP_DAYS = 30;
const DAY_MS = 86_400_000;

const live = (now: Date) => and(isNull(contentPreviews.revokedAt), gt(contentPreviews.expiresAt, now));

async function itemExists(db: Db, collection: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.collection, collection)));
  return Boolean(row);
}

/** Preview links of content items: the token is shown once, only its sha256 is kept. */
export function createContentPreviews(db: Db) {
  return {
    async create(collection: string, itemId: string, actor: Actor): Promise<{ id: string; token: string; expiresAt: Date } | undefined> {
      if (!(await itemExists(db, collection, itemId))) return undefined;
      const token = newToken();
      const expiresAt = new Date(Date.now() + CONTENT_PREVIEW_DAYS * DAY_MS);
      const [row] = await db
        .insert(contentPreviews)
        .values({ tokenHash: hashToken(token), itemId, createdById: actor.id, createdByName: actor.name, expiresAt })
        .returning({ id: contentPreviews.id });
      return { id: row!.id, token, expiresAt };
    },

    async list(collection: string, itemId: string) {
      if (!(await itemExists(db, collection, itemId))) return undefined;
      const rows = await db.select().from(contentPreviews).where(eq(contentPreviews.itemId, itemId)).orderBy(desc(contentPreviews.createdAt));
      return rows.map((p) => ({
        _id: p.id,
        createdByName: p.createdByName,
        createdAt: p.createdAt.toISOString(),
        expiresAt: p.expiresAt.toISOString(),
        revoked: p.revokedAt !== null,
      }));
    },

    async revoke(collection: string, itemId: string, previewId: string): Promise<boolean> {
      if (!isUuid(previewId) || !(await itemExists(db, collection, itemId))) return false;
      const rows = await db
        .update(contentPreviews)
        .set({ revokedAt: sql`coalesce(${contentPreviews.revokedAt}, now())` })
        .where(and(eq(contentPreviews.itemId, itemId), eq(contentPreviews.id, previewId)))
        .returning({ id: contentPreviews.id });
      return rows.length > 0;
    },

    /** The item a live link shows; undefined for an unknown, expired or revoked link. */
    async open(token: string): Promise<{ item: ContentItemRow; expiresAt: Date } | undefined> {
      const [link] = await db
        .select({ itemId: contentPreviews.itemId, expiresAt: contentPreviews.expiresAt })
        .from(contentPreviews)
        .where(and(eq(contentPreviews.tokenHash, hashToken(token)), live(new Date())));
      if (!link) return undefined;
      const item = await readItem(db, link.itemId);
      return item ? { item, expiresAt: link.expiresAt } : undefined;
    },
  };
}

export type ContentPreviews = ReturnType<typeof createContentPreviews>;

/** The purge job's part: links expired more than CONTENT_PREVIEW_KEEP_DAYS ago. */
export async function purgeExpiredContentPreviews(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .delete(contentPreviews)
    .where(lt(contentPreviews.expiresAt, new Date(now.getTime() - CONTENT_PREVIEW_KEEP_DAYS * DAY_MS)))
    .returning({ id: contentPreviews.id });
  return rows.length;
}
