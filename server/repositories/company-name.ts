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

/**
 * Where a visitor's answer to the site's mail should go (issue 46 point 2): the published company's
 * sales mailbox, else its general one; null before a company is published.
 */
export async function publishedCompanyMailbox(db: Executes): Promise<string | null> {
  const [row] = rowsOf<{ mailbox: string | null }>(
    await db.execute(
      sql`SELECT coalesce(nullif(${contentItems.data} #>> '{emails,sales}', ''), nullif(${contentItems.data} #>> '{emails,general}', '')) AS mailbox
          FROM ${contentItems} WHERE ${contentItems.collection} = 'company' AND ${contentItems.status} = 'published' LIMIT 1`,
    ),
  );
  return row?.mailbox ?? null;
}
