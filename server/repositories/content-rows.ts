import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { CONTENT_COLLECTIONS, referencesOf, type CollectionName, type ContentItem, type ContentRef } from '@contract/content/index';
import { isUuid } from '@contract/ids';
import type { Db } from '../db/client';
import { contentItems, type ContentItemRow } from '../db/schema/index';
import type { Actor } from '../lib/actor';
import type { Tx } from './tx';
import type { DocumentKind } from './documents';

type Data = Record<string, unknown>;

/** The registry's view of one collection with its data untyped (rows hold data their schema accepted). */
function definition(collection: CollectionName) {
  return CONTENT_COLLECTIONS[collection] as unknown as {
    nameOf: (d: Data) => string;
    previewPath: (d: Data, slug: string | null) => string;
    singleton: boolean;
    slug: { field: 'slug'; from: 'name' | 'title' } | null;
  };
}
export const collectionDefinition = (collection: string) => definition(collection as CollectionName);

/** The name an item is known by: of its pending text when it has some (staff see that). */
export const nameOfRow = (row: ContentItemRow, data: Data = row.pending ?? row.data) => collectionDefinition(row.collection).nameOf(data);

/** The API's shape of an item; `publicView` leaves out what only staff see (pending text). */
export function toContentItem(row: ContentItemRow, refs: Record<string, ContentRef>, publicView: boolean): ContentItem {
  return {
    _id: row.id,
    collection: row.collection as CollectionName,
    slug: row.slug,
    name: nameOfRow(row, publicView ? row.data : undefined),
    data: row.data,
    pending: publicView ? null : row.pending,
    status: row.status,
    sortOrder: row.sortOrder,
    sample: row.sample,
    version: row.version,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    // Who edited the site is staff's business.
    updatedByName: publicView ? '' : row.updatedByName,
    refs,
  };
}

export async function readItem(db: Db | Tx, id: string): Promise<ContentItemRow | undefined> {
  const [row] = await db.select().from(contentItems).where(eq(contentItems.id, id));
  return row;
}

/** Content items as a kind of document: named by their collection and id. */
export const contentDocuments: DocumentKind<{ collection: string; id: string }, ContentItemRow> = {
  async find(db, { collection, id }) {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(and(eq(contentItems.id, id), eq(contentItems.collection, collection)));
    return row?.id;
  },
  read: readItem,
};

export async function readItems(db: Db | Tx, where: SQL | undefined): Promise<ContentItemRow[]> {
  return db.select().from(contentItems).where(where).orderBy(asc(contentItems.sortOrder), asc(contentItems.id));
}

const idsIn = (collection: string, data: Data) => referencesOf(collection as CollectionName, data).map((r) => r.id);

/** The targets `rows` point at, by id: published ones only unless `anyStatus` (staff). */
export async function refsOf(db: Db | Tx, rows: ContentItemRow[], anyStatus: boolean): Promise<Map<string, ContentRef>> {
  const ids = [...new Set(rows.flatMap((r) => [r.data, ...(anyStatus && r.pending ? [r.pending] : [])].flatMap((d) => idsIn(r.collection, d))))];
  if (ids.length === 0) return new Map();
  const targets = await db
    .select()
    .from(contentItems)
    .where(and(inArray(contentItems.id, ids), anyStatus ? undefined : eq(contentItems.status, 'published')));
  return new Map(
    targets.map((t) => [
      t.id,
      { _id: t.id, collection: t.collection as CollectionName, slug: t.slug, name: nameOfRow(t, anyStatus ? undefined : t.data) },
    ]),
  );
}

/** The refs map of one item: the targets of its data (and pending, for staff) that `known` holds. */
export function refsFor(row: ContentItemRow, known: Map<string, ContentRef>, withPending: boolean): Record<string, ContentRef> {
  const ids = [...idsIn(row.collection, row.data), ...(withPending && row.pending ? idsIn(row.collection, row.pending) : [])];
  return Object.fromEntries(ids.flatMap((id) => (known.has(id) ? [[id, known.get(id)!]] : [])));
}

/** Items other than `id` whose live or pending text names it (a reference by id: ids are uuids, never in prose). */
export async function referrersOf(db: Db | Tx, id: string): Promise<ContentItemRow[]> {
  const needle = `%${id}%`;
  return readItems(
    db,
    and(
      sql`${contentItems.id} <> ${id}`,
      sql`(${contentItems.data}::text LIKE ${needle} OR coalesce(${contentItems.pending}::text, '') LIKE ${needle})`,
    ),
  );
}

/** The columns every explicit write sets: who, when, and the next version. */
export const writeStamp = (actor: Actor) => ({
  updatedAt: new Date(),
  updatedById: actor.id,
  updatedByName: actor.name,
  version: sql`${contentItems.version} + 1`,
});
