import { and, count, desc, eq } from 'drizzle-orm';
import type { ContentRevision } from '@contract/content/index';
import { isUuid } from '@contract/ids';
import type { Db } from '../db/client';
import { contentRevisions, type ContentItemRow, type ContentRevisionRow } from '../db/schema/index';
import { SYSTEM_ACTOR, type Actor, type Tx } from '../lib/actor';
import { acceptedRowStamp } from '../lib/time-ordered-id';

export type ContentRevisionKind = ContentRevision['kind'];

/** Keeps the item as it is after a write, inside the write's transaction (decision 072). */
export async function recordContentRevision(db: Db | Tx, row: ContentItemRow, kind: ContentRevisionKind, actor: Actor): Promise<void> {
  await db.insert(contentRevisions).values({
    ...acceptedRowStamp(),
    itemId: row.id,
    kind,
    status: row.status,
    data: row.data,
    pending: row.pending,
    actorId: actor.id,
    actorName: actor.name || SYSTEM_ACTOR.name,
  });
}

const listItem = (row: ContentRevisionRow) => ({
  _id: row.id,
  kind: row.kind as ContentRevisionKind,
  status: row.status as 'draft' | 'published',
  actorName: row.actorName,
  createdAt: row.createdAt.toISOString(),
});

export const toContentRevision = (row: ContentRevisionRow): ContentRevision => ({ ...listItem(row), data: row.data, pending: row.pending });

/** An item's revisions, newest first, a page at a time. */
export async function listContentRevisions(db: Db, itemId: string, page: { limit: number; offset: number }) {
  const where = eq(contentRevisions.itemId, itemId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contentRevisions)
      .where(where)
      .orderBy(desc(contentRevisions.createdAt), desc(contentRevisions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(contentRevisions).where(where),
  ]);
  return { rows: rows.map(listItem), total: total?.n ?? 0 };
}

export async function readContentRevision(db: Db | Tx, itemId: string, revisionId: string): Promise<ContentRevisionRow | undefined> {
  if (!isUuid(revisionId)) return undefined;
  const [row] = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.itemId, itemId), eq(contentRevisions.id, revisionId)));
  return row;
}
