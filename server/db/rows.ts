/** What a raw statement answers on either driver (pg's QueryResult, PGlite's Results): rows, and a count on writes. */
export interface RawResult {
  rows?: unknown[];
  rowCount?: number | null;
  affectedRows?: number;
}

/** The rows and the count of changed rows, whichever driver answered. */
export const normalise = (r: RawResult) => ({ rows: r.rows ?? [], rowCount: r.rowCount ?? r.affectedRows ?? r.rows?.length ?? 0 });

/**
 * The rows of a raw `db.execute(sql…)`, typed as its select or returning list says: Drizzle types
 * them as unknown because each driver answers a different result object.
 */
export const rowsOf = <T>(result: unknown): T[] => ((result as RawResult).rows ?? []) as T[];
