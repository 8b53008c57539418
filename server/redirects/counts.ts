import { isbot } from 'isbot';
import { isReservedPath } from '@contract/redirects';
import { calendarDayIn, dayBefore } from '../lib/calendar-day';
import type { MissingPathsRepository } from '../repositories/missing-paths';
import type { RedirectTable } from './table';

/** Written together this often (never one write per request). */
export const COUNTS_FLUSH_MS = 10_000;
/** Distinct missing paths held between two writes: a scanner's random addresses cannot grow memory without end. */
const MAX_PENDING_PATHS = 2_000;
const MAX_PATH_LENGTH = 300;
/** The list reads at most 90 days. */
const KEEP_DAYS = 90;

/**
 * Counts of missing pages (per day and path: no address, no user agent, no query) and of redirect
 * hits, kept in memory and added to the database every COUNTS_FLUSH_MS (decision 064).
 */
export function createRedirectCounts({
  repository,
  table,
  timeZone,
}: {
  repository: MissingPathsRepository;
  table: RedirectTable;
  timeZone: string;
}) {
  let pending = new Map<string, { day: string; path: string; hits: number }>();
  let purgedThrough = '';

  return {
    /** A request that found nothing (404): counted when a redirect could answer it and a person asked. */
    missing(url: string, userAgent: string | undefined): void {
      const q = url.indexOf('?');
      const path = q === -1 ? url : url.slice(0, q);
      if (path.length > MAX_PATH_LENGTH || isReservedPath(path) || isbot(userAgent ?? '')) return;
      const day = calendarDayIn(timeZone);
      const key = `${day} ${path}`;
      const entry = pending.get(key);
      if (entry) entry.hits += 1;
      else if (pending.size < MAX_PENDING_PATHS) pending.set(key, { day, path, hits: 1 });
    },

    /** Writes what was counted since the last write. */
    async flush(): Promise<void> {
      const missing = [...pending.values()];
      pending = new Map();
      const hits = table.takeHits();
      const today = calendarDayIn(timeZone);
      if (missing.length || hits.size) await repository.addCounts(missing, hits, new Date());
      if (purgedThrough !== today) {
        purgedThrough = today;
        await repository.purgeMissing(dayBefore(today, KEEP_DAYS));
      }
    },
  };
}
export type RedirectCounts = ReturnType<typeof createRedirectCounts>;
