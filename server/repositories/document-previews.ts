import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { PreviewListItem } from '@contract/document-previews';
import { isUuid } from '@contract/ids';
import type { Db } from '../db/client';
import type { DocumentPreviewsTable } from '../db/schema/documents';
import type { Actor } from '../lib/actor';
import { hashToken, newToken } from '../lib/tokens';
import type { DocumentKind } from './documents';

/** How long a preview link works (decision 050). */
export const PREVIEW_LINK_DAYS = 7;
/** Expired links are kept this long (the document's list shows them), then purged. */
export const PREVIEW_KEEP_DAYS = 30;

const DAY_MS = 86_400_000;

export interface PreviewsOfKind<Ref, Doc> extends DocumentKind<Ref, Doc> {
  table: DocumentPreviewsTable;
}

/** Preview links of one kind of document (decision 050): the token is shown once, only its sha256 is kept. */
export function createDocumentPreviews<Ref, Doc>(db: Db, kind: PreviewsOfKind<Ref, Doc>) {
  const t = kind.table;
  const live = (now: Date) => and(isNull(t.revokedAt), gt(t.expiresAt, now));
  return {
    /** A new link of the document, or undefined when there is no such document. */
    async create(ref: Ref, actor: Actor): Promise<{ id: string; token: string; expiresAt: Date } | undefined> {
      const token = newToken();
      const expiresAt = new Date(Date.now() + PREVIEW_LINK_DAYS * DAY_MS);
      return db.transaction(async (tx) => {
        const documentId = await kind.find(tx, ref);
        if (!documentId) return undefined;
        const [row] = await tx
          .insert(t)
          .values({ tokenHash: hashToken(token), documentId, createdById: actor.id, createdByName: actor.name, expiresAt })
          .returning({ id: t.id });
        await kind.record?.(tx, documentId, 'preview-created', actor, { previewId: row!.id, expiresAt: expiresAt.toISOString() });
        return { id: row!.id, token, expiresAt };
      });
    },

    /** The document's links, newest first (tokens are never shown again); undefined when there is no such document. */
    async list(ref: Ref): Promise<PreviewListItem[] | undefined> {
      const documentId = await kind.find(db, ref);
      if (!documentId) return undefined;
      const rows = await db.select().from(t).where(eq(t.documentId, documentId)).orderBy(desc(t.createdAt));
      return rows.map((p) => ({
        _id: p.id,
        createdByName: p.createdByName,
        createdAt: p.createdAt.toISOString(),
        expiresAt: p.expiresAt.toISOString(),
        revoked: p.revokedAt !== null,
      }));
    },

    /** Revokes one link of the document: false when there is no such link. */
    async revoke(ref: Ref, previewId: string, actor: Actor): Promise<boolean> {
      if (!isUuid(previewId)) return false;
      return db.transaction(async (tx) => {
        const documentId = await kind.find(tx, ref);
        if (!documentId) return false;
        const rows = await tx
          .update(t)
          .set({ revokedAt: sql`coalesce(${t.revokedAt}, now())` })
          .where(and(eq(t.documentId, documentId), eq(t.id, previewId)))
          .returning({ id: t.id });
        if (rows.length === 0) return false;
        await kind.record?.(tx, documentId, 'preview-revoked', actor, { previewId });
        return true;
      });
    },

    /** The document a live link shows, with the link's expiry; undefined for an unknown, expired or revoked link. */
    async open(token: string): Promise<{ document: Doc; expiresAt: Date } | undefined> {
      const [link] = await db
        .select({ documentId: t.documentId, expiresAt: t.expiresAt })
        .from(t)
        .where(and(eq(t.tokenHash, hashToken(token)), live(new Date())));
      if (!link) return undefined;
      const document = await kind.read(db, link.documentId);
      return document ? { document, expiresAt: link.expiresAt } : undefined;
    },
  };
}

export type DocumentPreviews<Ref, Doc> = ReturnType<typeof createDocumentPreviews<Ref, Doc>>;

/** The purge job's part: links of every kind expired more than PREVIEW_KEEP_DAYS ago. */
export async function purgeExpiredPreviews(db: Db, tables: readonly DocumentPreviewsTable[], now = new Date()): Promise<number> {
  let purged = 0;
  for (const t of tables) {
    const rows = await db
      .delete(t)
      .where(lt(t.expiresAt, new Date(now.getTime() - PREVIEW_KEEP_DAYS * DAY_MS)))
      .returning({ id: t.id });
    purged += rows.length;
  }
  return purged;
}
