/** Errors that mean the database is out of reach (not that the statement was wrong). */

// PostgreSQL's own: connection exceptions (class 08), an administrator or a shutdown ending the
// session (57P01-57P03), and the Node errors of a socket that cannot reach or lost the server.
const LOST_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

// node-postgres raises these without a code.
const LOST_MESSAGES = [
  /^Connection terminated/,
  /^timeout expired$/,
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/,
  /^Query read timeout$/,
];

/** True when `err` (or an error it wraps) says the connection to the database failed or was lost. */
export function isConnectionLoss(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (LOST_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (code === undefined && typeof message === 'string' && LOST_MESSAGES.some((m) => m.test(message))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The error every caller gets at once while the database is known to be away (class 08: connection failure). */
export function databaseAwayError(sinceMs: number): Error {
  return Object.assign(new Error(`The database has been unreachable for ${Math.round(sinceMs / 100) / 10} s`), { code: '08006' });
}
