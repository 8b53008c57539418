import type { Db } from '../db/client';
import { heartbeat } from '../db/schema/index';

/** The health check's one-row table: a write that proves the database can take the site's forms. */
export function createHeartbeatRepository(db: Db) {
  return {
    async beat(): Promise<void> {
      const now = new Date();
      await db
        .insert(heartbeat)
        .values({ id: 1, beatAt: now })
        .onConflictDoUpdate({ target: heartbeat.id, set: { beatAt: now } });
    },
  };
}
export type HeartbeatRepository = ReturnType<typeof createHeartbeatRepository>;
