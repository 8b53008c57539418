/** Whether `err` (or an error it wraps: Drizzle wraps the driver's) carries PostgreSQL's SQLSTATE `code`. */
export function hasPgCode(err: unknown, code: string): boolean {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    if ((e as { code?: unknown }).code === code) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs `attempt` again, at most `times` in all, while it fails with SQLSTATE `code`: a transaction
 * that lost a race with another on one row (an erasure and an enquiry from the same address).
 */
export async function retriedOn<T>(code: string, times: number, attempt: () => Promise<T>): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (err) {
      if (n >= times || !hasPgCode(err, code)) throw err;
    }
  }
}
