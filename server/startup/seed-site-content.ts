import { count, eq } from 'drizzle-orm';
import { COLLECTION_NAMES, CONTENT_COLLECTIONS, type CollectionName } from '@contract/content/index';
import { SAMPLE_CONTENT } from '../content/sample/index';
import { validContentData } from '../content/validate';
import { SYSTEM_ACTOR } from '../lib/actor';
import { type Tx } from '../repositories/tx';
import { recordContentRevision } from '../repositories/content-revisions';
import type { Db } from '../db/client';
import { contentItems, settings } from '../db/schema/index';

/** The settings row that says the site's first start decided about sample content (seeded or not). */
export const SITE_CONTENT_SEED_KEY = 'site-content-seed';

async function insertSample(tx: Tx, collection: CollectionName, siteOrigin: string, now: Date): Promise<number> {
  const items = SAMPLE_CONTENT[collection];
  const slugged = CONTENT_COLLECTIONS[collection].slug !== null;
  for (const [i, item] of items.entries()) {
    const data = validContentData(collection, item.data, siteOrigin);
    const [row] = await tx
      .insert(contentItems)
      .values({
        id: item.id,
        collection,
        slug: slugged ? String(data.slug) : null,
        data,
        status: 'published',
        sortOrder: i,
        sample: true,
        publishedAt: now,
        createdAt: now,
        updatedAt: now,
        updatedByName: SYSTEM_ACTOR.name,
      })
      .returning();
    await recordContentRevision(tx, row!, 'sample', SYSTEM_ACTOR);
  }
  return items.length;
}

/**
 * The first-start sample site (decision 074): every collection's sample items, published and marked
 * `sample`, in one transaction. Runs once per database: the first start records its decision, so a
 * site started with SEED_CONTENT=false stays empty when a later start forgets the variable, and a
 * site whose owner removed the samples does not get them back. An install from before the content
 * engine (no decision recorded, no items) gets the sample at its first start after the upgrade.
 * Answers how many items it wrote.
 */
export async function seedSiteContent(db: Db, opts: { enabled: boolean; siteOrigin: string }): Promise<number> {
  return db.transaction(async (tx) => {
    // Two processes starting at once on one PostgreSQL server: the second waits here, then finds the row.
    const [decided] = await tx
      .insert(settings)
      .values({ key: SITE_CONTENT_SEED_KEY, value: { seeded: opts.enabled, at: new Date().toISOString() } })
      .onConflictDoNothing()
      .returning({ key: settings.key });
    if (!decided || !opts.enabled) return 0;
    const [existing] = await tx.select({ n: count() }).from(contentItems);
    if ((existing?.n ?? 0) > 0) {
      await tx
        .update(settings)
        .set({ value: { seeded: false, at: new Date().toISOString() } })
        .where(eq(settings.key, SITE_CONTENT_SEED_KEY));
      return 0;
    }
    const now = new Date();
    let written = 0;
    for (const collection of COLLECTION_NAMES) written += await insertSample(tx, collection, opts.siteOrigin, now);
    return written;
  });
}
