import type { ContentRevision } from '@contract/content/index';
import type { Db } from '../db/client';
import { contentRevisions, type ContentItemRow, type ContentRevisionRow } from '../db/schema/index';
import type { Actor } from '../lib/actor';
import type { Tx } from './tx';
import { contentDocuments } from './content-rows';
import { createDocumentRevisions, recordDocumentRevision, type RevisionStamp } from './document-revisions';

export type ContentRevisionKind = ContentRevision['kind'];

/** Keeps the item as it is after a write, inside the write's transaction (decision 072). */
export async function recordContentRevision(db: Db | Tx, row: ContentItemRow, kind: ContentRevisionKind, actor: Actor): Promise<void> {
  const body = { status: row.status, data: row.data, pending: row.pending };
  await recordDocumentRevision(db, contentRevisions, { documentId: row.id, kind, body }, actor);
}

const listItem = (row: RevisionStamp & { status: unknown }) => ({
  _id: row.id,
  kind: row.kind as ContentRevisionKind,
  status: row.status as 'draft' | 'published',
  actorName: row.actorName,
  createdAt: row.createdAt.toISOString(),
});

const toContentRevision = (row: ContentRevisionRow): ContentRevision => ({ ...listItem(row), data: row.data, pending: row.pending });

/** Revisions of content items, a page at a time, one in full, one's row for a restore. */
export const createContentRevisions = (db: Db) =>
  createDocumentRevisions(db, {
    ...contentDocuments,
    table: contentRevisions,
    listColumns: { status: contentRevisions.status },
    toLine: listItem,
    toRevision: toContentRevision,
  });
