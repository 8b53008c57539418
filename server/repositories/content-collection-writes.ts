import { and, eq } from 'drizzle-orm';
import type { CollectionName, ContentRef } from '@contract/content/index';
import { isUuid } from '@contract/ids';
import type { Db } from '../db/client';
import { contentItems, type ContentItemRow } from '../db/schema/index';
import type { Actor } from '../lib/actor';
import { nameOfRow, readItems, referrersOf, writeStamp } from './content-rows';

export type ContentDeleteResult =
  { status: 'deleted'; row: ContentItemRow } | { status: 'in-use'; referrers: ContentRef[] } | { status: 'not-found' };

/** Deletes an item no other item points at (decision 072: a reference by id, in live or pending text). */
export async function removeContentItem(db: Db, collection: CollectionName, id: string): Promise<ContentDeleteResult> {
  if (!isUuid(id)) return { status: 'not-found' };
  return db.transaction(async (tx): Promise<ContentDeleteResult> => {
    const [before] = await tx
      .select()
      .from(contentItems)
      .where(and(eq(contentItems.id, id), eq(contentItems.collection, collection)))
      .for('update');
    if (!before) return { status: 'not-found' };
    const referrers = await referrersOf(tx, id);
    if (referrers.length > 0) {
      const refs = referrers.map((r) => ({ _id: r.id, collection: r.collection as CollectionName, slug: r.slug, name: nameOfRow(r) }));
      return { status: 'in-use', referrers: refs };
    }
    await tx.delete(contentItems).where(eq(contentItems.id, id));
    return { status: 'deleted', row: before };
  });
}

/** The collection in the order of `ids`, which must be exactly its items; undefined when they are not (someone added or deleted one). */
export async function orderContent(db: Db, collection: CollectionName, ids: string[], actor: Actor): Promise<ContentItemRow[] | undefined> {
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(contentItems).where(eq(contentItems.collection, collection)).for('update');
    const known = new Set(rows.map((r) => r.id));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || !ids.every((id) => known.has(id))) return undefined;
    const position = new Map(ids.map((id, i) => [id, i]));
    for (const row of rows) {
      const sortOrder = position.get(row.id)!;
      if (row.sortOrder === sortOrder) continue;
      // A move is a change of the item: its version goes up, so an editor's open copy learns of it.
      await tx
        .update(contentItems)
        .set({ sortOrder, ...writeStamp(actor) })
        .where(eq(contentItems.id, row.id));
    }
    return readItems(tx, eq(contentItems.collection, collection));
  });
}
