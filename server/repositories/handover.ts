import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { blogs, leads } from '../db/schema/index';

export interface Person {
  id: string;
  name: string;
}

/** Who takes over a deleted account's leads (null = nobody: unassigned) and posts. */
export interface HandoverTargets {
  leadsTo: Person | null;
  postsTo: Person;
}

/** How many leads and posts an account holds: what deleting it hands over. */
export async function holdingsOf(db: Db, userId: string): Promise<{ leads: number; posts: number }> {
  const [[l], [p]] = await Promise.all([
    db.select({ n: count() }).from(leads).where(eq(leads.ownerId, userId)),
    db.select({ n: count() }).from(blogs).where(eq(blogs.authorId, userId)),
  ]);
  return { leads: l?.n ?? 0, posts: p?.n ?? 0 };
}

/**
 * Inside the delete's transaction, before the row goes (ON DELETE SET NULL would otherwise orphan
 * them silently): every lead of `gone` to its new owner or to nobody, each with a history line
 * naming the deleted person and made by `actor`; every post to its new author.
 */
export async function handOver(tx: Db, gone: Person, to: HandoverTargets, actor: Person): Promise<{ leadIds: string[]; posts: number }> {
  const leadsTo = to.leadsTo?.id ?? null;
  const moved = await tx.execute(sql`
    WITH changed AS (
      UPDATE ${leads} c SET owner_id = ${leadsTo}::uuid, version = c.version + 1, updated_at = now(),
        updated_by_id = ${actor.id}::uuid, updated_by_name = ${actor.name}::text
      WHERE c.owner_id = ${gone.id}::uuid
      RETURNING c.id)
    INSERT INTO lead_history (id, contact_id, kind, from_value, to_value, actor_id, actor_name, created_at)
    SELECT gen_random_uuid(), id, 'owner', ${`${gone.name} (account deleted)`}::text, ${to.leadsTo?.name ?? ''}::text,
      ${actor.id}::uuid, ${actor.name}::text, now()
    FROM changed
    RETURNING contact_id AS id`);
  // The byline follows the new author (decision 051: the name readers see is the author's).
  const posts = await tx
    .update(blogs)
    .set({ authorId: to.postsTo.id, author: to.postsTo.name })
    .where(eq(blogs.authorId, gone.id))
    .returning({ id: blogs.id });
  return { leadIds: rowsOf<{ id: string }>(moved).map((r) => r.id), posts: posts.length };
}
