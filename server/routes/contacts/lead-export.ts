import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { LeadFilter } from '@contract/leads';
import type { Db } from '../../db/client';
import { contacts, users, type ContactRow } from '../../db/schema/index';
import { EXPORT_CHUNK } from '../../repositories/export-chunks';
import { leadWhere } from '../../repositories/lead-filters';

/**
 * Every lead the filter matches, newest first, read in chunks by keyset (created_at, id): memory
 * stays one chunk whatever the table holds, and it runs the same on PGlite and PostgreSQL. The
 * cursor is the timestamp as the database prints it, so microseconds survive the round trip.
 */
export async function* exportLeads(
  db: Db,
  filter: LeadFilter,
  chunk = EXPORT_CHUNK,
): AsyncGenerator<{ row: ContactRow; ownerName: string | null }[]> {
  const base = leadWhere(filter);
  let cursor: { at: string; id: string } | null = null;
  for (;;) {
    const after: SQL | undefined = cursor
      ? sql`(${contacts.createdAt}, ${contacts.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
      : undefined;
    const rows: { row: ContactRow; ownerName: string | null; at: string }[] = await db
      .select({ row: contacts, ownerName: users.name, at: sql<string>`${contacts.createdAt}::text` })
      .from(contacts)
      .leftJoin(users, eq(users.id, contacts.ownerId))
      .where(and(base, after))
      .orderBy(desc(contacts.createdAt), desc(contacts.id))
      .limit(chunk);
    if (!rows.length) return;
    yield rows;
    const last = rows[rows.length - 1]!;
    cursor = { at: last.at, id: last.row.id };
    if (rows.length < chunk) return;
    // Queued I/O (other requests and their queries) runs before the next chunk is read.
    await nextTurn();
  }
}
