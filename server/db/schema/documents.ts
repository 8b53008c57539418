import { index, pgTable, text, timestamp, uuid, type AnyPgColumn, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps';
import { users } from './users';

/**
 * The tables every kind of document (a post, a content item, the next one) keeps beside its own row
 * (decision 110): one pair per kind, so each keeps its foreign key and cascade, built from one definition.
 */
export interface DocumentTableNames {
  table: string;
  /** The column naming the document (blog_id, item_id). */
  documentColumn: string;
  index: string;
}

/** Preview links of a document's unpublished text: only the token's sha256 is kept (decision 050). */
export function documentPreviewsTable(names: DocumentTableNames, document: () => AnyPgColumn) {
  return pgTable(
    names.table,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      tokenHash: text('token_hash').notNull().unique(),
      documentId: uuid(names.documentColumn).notNull().references(document, { onDelete: 'cascade' }),
      createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
      createdByName: text('created_by_name').notNull(),
      createdAt: createdAt(),
      expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
      revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    },
    (t) => [index(names.index).on(t.documentId)],
  );
}

export type DocumentPreviewsTable = ReturnType<typeof documentPreviewsTable>;

/** One row per explicit write of a document: what it held then (`body`, the kind's own columns) and who wrote it. */
export function documentRevisionsTable<Body extends Record<string, PgColumnBuilderBase>>(
  names: DocumentTableNames,
  document: () => AnyPgColumn,
  body: Body,
) {
  return pgTable(
    names.table,
    {
      id: uuid('id').primaryKey(),
      documentId: uuid(names.documentColumn).notNull().references(document, { onDelete: 'cascade' }),
      kind: text('kind').notNull(),
      ...body,
      actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
      actorName: text('actor_name').notNull(),
      createdAt: createdAt(),
    },
    (t) => [index(names.index).on(t.documentId, t.createdAt.desc(), t.id.desc())],
  );
}
