/** Whether `err` (or an error it wraps: Drizzle wraps the driver's) carries PostgreSQL's SQLSTATE `code`. */
export function hasPgCode(err: unknown, code: string): boolean {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    if ((e as { code?: unknown }).code === code) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
