import { and, count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isUuid } from '@contract/ids';
import type { Db } from '../db/client';
import { SYSTEM_ACTOR, type Actor } from '../lib/actor';
import { type Tx } from './tx';
import { acceptedRowStamp } from '../lib/time-ordered-id';
import type { DocumentKind } from './documents';

/** The columns every kind's revisions table has (db/schema/documents.ts documentRevisionsTable). */
type RevisionsTable = PgTable & { id: PgColumn; documentId: PgColumn; kind: PgColumn; actorName: PgColumn; createdAt: PgColumn };

/** A revision's common part: what made it, who, when. */
export interface RevisionStamp {
  id: string;
  kind: string;
  actorName: string;
  createdAt: Date;
}

export interface RevisionsOfKind<Ref, Doc, T extends RevisionsTable, Cols extends Record<string, PgColumn>, Line, Full> extends DocumentKind<
  Ref,
  Doc
> {
  table: T;
  /** The kind's own columns a line of the list shows besides the stamp (a list never reads whole texts). */
  listColumns: Cols;
  toLine(row: RevisionStamp & { [K in keyof Cols]: unknown }): Line;
  toRevision(row: T['$inferSelect']): Full;
}

/** Keeps a document as it is after a write, inside the write's transaction: `body` fills the kind's own columns. */
export async function recordDocumentRevision<T extends RevisionsTable>(
  tx: Db | Tx,
  table: T,
  revision: { documentId: string; kind: string; body: Omit<T['$inferInsert'], 'id' | 'documentId' | 'kind' | 'actorId' | 'actorName' | 'createdAt'> },
  actor: Actor,
): Promise<void> {
  const { documentId, kind, body } = revision;
  const row = { ...acceptedRowStamp(), documentId, kind, ...body, actorId: actor.id, actorName: actor.name || SYSTEM_ACTOR.name };
  await tx.insert(table).values(row as T['$inferInsert']);
}

/** Revisions of one kind of document (decisions 048, 072, 110): one row per explicit write, newest first. */
export function createDocumentRevisions<Ref, Doc, T extends RevisionsTable, Cols extends Record<string, PgColumn>, Line, Full>(
  db: Db,
  kind: RevisionsOfKind<Ref, Doc, T, Cols, Line, Full>,
) {
  const t: RevisionsTable = kind.table;
  const stamp = { id: t.id, kind: t.kind, actorName: t.actorName, createdAt: t.createdAt };

  async function find(conn: Db | Tx, documentId: string, revisionId: string): Promise<T['$inferSelect'] | undefined> {
    if (!isUuid(revisionId)) return undefined;
    const [row] = await conn
      .select(getTableColumns(t))
      .from(t)
      .where(and(eq(t.documentId, documentId), eq(t.id, revisionId)));
    return row as T['$inferSelect'] | undefined;
  }

  return {
    /** A page of the document's revisions, newest first; undefined when there is no such document. */
    async list(ref: Ref, page: { limit: number; offset: number }): Promise<{ rows: Line[]; total: number } | undefined> {
      const documentId = await kind.find(db, ref);
      if (!documentId) return undefined;
      const where = eq(t.documentId, documentId);
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...stamp, ...kind.listColumns })
          .from(t)
          .where(where)
          .orderBy(desc(t.createdAt), desc(t.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(t).where(where),
      ]);
      return { rows: rows.map((r) => kind.toLine(r as RevisionStamp & { [K in keyof Cols]: unknown })), total: total?.n ?? 0 };
    },

    /** One revision in full, or which of the two is missing. */
    async get(ref: Ref, revisionId: string): Promise<Full | 'no-document' | 'no-revision'> {
      const documentId = await kind.find(db, ref);
      if (!documentId) return 'no-document';
      const row = await find(db, documentId, revisionId);
      return row ? kind.toRevision(row) : 'no-revision';
    },

    /** The stored row of one revision, inside a restore's transaction. */
    find,
  };
}
