import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { contentItems } from '../db/schema/index';
import type { Executes } from '../jobs/types';

/** The published company item's name (issue 30 point 1); null before a company is published or when it is blank. */
export async function publishedCompanyName(db: Executes): Promise<string | null> {
  const [row] = rowsOf<{ name: string | null }>(
    await db.execute(
      sql`SELECT ${contentItems.data} ->> 'name' AS name FROM ${contentItems}
          WHERE ${contentItems.collection} = 'company' AND ${contentItems.status} = 'published' LIMIT 1`,
    ),
  );
  return row?.name?.trim() ? row.name : null;
}
