import { and, asc, desc, eq, gte, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { missingPaths, redirects } from '../db/schema/index';

/** Counts of missing pages per day and path, and of redirect hits per rule, added in batches (decision 064). */
export function createMissingPathsRepository(db: Db) {
  return {
    /** Adds batched counts: missing paths per day, redirect hits per rule. */
    addCounts: async (missing: { day: string; path: string; hits: number }[], hits: Map<string, number>, at: Date) => {
      if (missing.length) {
        await db
          .insert(missingPaths)
          .values(missing)
          .onConflictDoUpdate({ target: [missingPaths.day, missingPaths.path], set: { hits: sql`${missingPaths.hits} + excluded.hits` } });
      }
      for (const [id, n] of hits) {
        await db
          .update(redirects)
          .set({ hits: sql`${redirects.hits} + ${n}`, lastHitAt: at })
          .where(eq(redirects.id, id));
      }
    },

    /** Days before `oldestDay` are dropped (the list reads at most 90). */
    purgeMissing: (oldestDay: string) => db.delete(missingPaths).where(lt(missingPaths.day, oldestDay)),

    /** The most requested missing paths since `sinceDay`, without those a rule now answers. */
    missing: (sinceDay: string, limit = 100) => {
      const hits = sql<number>`sum(${missingPaths.hits})::int`;
      return db
        .select({ path: missingPaths.path, hits, lastSeen: sql<string>`max(${missingPaths.day})::text` })
        .from(missingPaths)
        .where(
          and(
            gte(missingPaths.day, sinceDay),
            notExists(
              db
                .select({ one: sql`1` })
                .from(redirects)
                .where(eq(redirects.fromPath, missingPaths.path)),
            ),
          ),
        )
        .groupBy(missingPaths.path)
        .orderBy(desc(hits), asc(missingPaths.path))
        .limit(limit);
    },
  };
}
export type MissingPathsRepository = ReturnType<typeof createMissingPathsRepository>;
