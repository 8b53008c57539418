/** Statements waiting for the database and statements it is running (decision 068: the `db_queue_*` gauges). */
export interface DbQueueStats {
  waiting: number;
  active: number;
}

const byDb = new WeakMap<object, () => DbQueueStats>();

/** openDatabase tells how its driver counts; the app finds it from the `db` it is given. */
export function trackQueue(db: object, stats: () => DbQueueStats): void {
  byDb.set(db, stats);
}

/** Nothing queues in front of an in-process PGlite (tests): it answers on the caller's thread. */
export function queueStatsOf(db: object): DbQueueStats {
  return byDb.get(db)?.() ?? { waiting: 0, active: 0 };
}
