import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { contentItems } from '../db/schema/index';
import type { Executes } from '../jobs/index';

/**
 * The name mail speaks in: the published company item's, as on every page (issue 30 point 1), read
 * when each message is made, so a renamed company signs the next one. Before a company is published
 * (SEED_CONTENT=false) the site's host name stands in, never a sample company's name.
 */
export async function mailSiteName(db: Executes, siteUrl: string): Promise<string> {
  const [row] = rowsOf<{ name: string | null }>(
    await db.execute(
      sql`SELECT ${contentItems.data} ->> 'name' AS name FROM ${contentItems}
          WHERE ${contentItems.collection} = 'company' AND ${contentItems.status} = 'published' LIMIT 1`,
    ),
  );
  return row?.name?.trim() ? row.name : new URL(siteUrl).hostname;
}
