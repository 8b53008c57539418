import { and, eq } from 'drizzle-orm';
import type { CollectionName, ContentItem } from '@contract/content/index';
import { isUuid } from '@contract/ids';
import type { Db } from '../db/client';
import { contentItems, type ContentItemRow } from '../db/schema/index';
import { readItems, refsFor, refsOf, toContentItem } from './content-rows';

/** Who reads: visitors see published items' live text; staff see every item with its pending text. */
export type ContentAudience = 'public' | 'staff';

/** Reads of the site's content (decision 072); writes are in content-writes.ts. */
export function createContentReads(db: Db) {
  const answer = async (rows: ContentItemRow[], audience: ContentAudience): Promise<ContentItem[]> => {
    const staff = audience === 'staff';
    const known = await refsOf(db, rows, staff);
    return rows.map((row) => toContentItem(row, refsFor(row, known, staff), !staff));
  };

  return {
    answer,

    /**
     * A collection in its order. `preview`: the item a live preview link shows, in its place (or
     * added, a draft) with its pending text as its data, for visitors too.
     */
    async list(collection: CollectionName, audience: ContentAudience, preview?: ContentItemRow): Promise<ContentItem[]> {
      const where = and(eq(contentItems.collection, collection), audience === 'public' ? eq(contentItems.status, 'published') : undefined);
      let rows = await readItems(db, where);
      if (preview && preview.collection === collection) {
        const shown = { ...preview, data: preview.pending ?? preview.data, pending: null };
        rows = rows.some((r) => r.id === preview.id) ? rows.map((r) => (r.id === preview.id ? shown : r)) : [...rows, shown].sort(bySortOrder);
      }
      return answer(rows, audience);
    },

    /** One item (staff). */
    async get(collection: CollectionName, id: string): Promise<ContentItem | undefined> {
      if (!isUuid(id)) return undefined;
      const rows = await readItems(db, and(eq(contentItems.collection, collection), eq(contentItems.id, id)));
      return rows.length ? (await answer(rows, 'staff'))[0] : undefined;
    },

    /** The row of a single item (company, home), whatever its state. */
    async singleRow(name: CollectionName): Promise<ContentItemRow | undefined> {
      return (await readItems(db, eq(contentItems.collection, name)))[0];
    },
  };
}

const bySortOrder = (a: ContentItemRow, b: ContentItemRow) => a.sortOrder - b.sortOrder || (a.id < b.id ? -1 : 1);

export type ContentReads = ReturnType<typeof createContentReads>;
