import { isConnectionLoss } from '../db/connection-loss';

/** Typed errors; the error handler maps each to its status and the one JSON error shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: { field: string; message: string }[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string, errors?: { field: string; message: string }[]) {
    super(400, message, errors);
  }
}
export class UnauthorizedError extends HttpError {
  constructor(message = 'Please sign in to continue') {
    super(401, message);
  }
}
export class ForbiddenError extends HttpError {
  constructor(message = 'You do not have permission to do this') {
    super(403, message);
  }
}
/** A sensitive action without a recent password, code or passkey check (decision 058): the client asks, then retries. */
export class ReauthRequiredError extends HttpError {
  readonly reauth = true;
  constructor(message = 'Confirm it is you to continue') {
    super(403, message);
  }
}
export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
export class ConflictError extends HttpError {
  constructor(message: string, field?: string) {
    super(409, message, field ? [{ field, message }] : undefined);
  }
}
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/** A service we depend on failed (502) or did not answer in time (504): never the client's fault. */
export class UpstreamError extends HttpError {
  constructor(
    message: string,
    /** For the log only: the answer may hold details the client should not see. */
    readonly upstream: { service: string; status?: number; detail?: string },
    statusCode: 502 | 504 = 502,
  ) {
    super(statusCode, message);
  }
}

/** Postgres unique-violation, whichever driver raised it. */
export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The database cannot take the write now (disk full, read-only, shutting down, unreachable): 503, try later. */
export class ServiceUnavailableError extends HttpError {
  constructor(
    message = 'We cannot save this right now. Please try again in a few minutes.',
    readonly retryAfterSeconds = 60,
  ) {
    super(503, message);
  }
}

// 57014: the statement timeout (decision 025) cancelled it: the database is too slow or away right now.
// 25P02: the session is in a transaction another statement aborted (the embedded database's one
// session, until its thread ends that transaction: pglite-worker.ts): try again in a moment.
const UNAVAILABLE_CODES = new Set([
  '25006',
  '25P02',
  '57014',
  '57P01',
  '57P02',
  '57P03',
  'ENOSPC',
  'EDQUOT',
  'EROFS',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
]);

/**
 * The database failed for a reason of its own, not the request's: insufficient resources (class 53:
 * disk full, out of memory, too many connections), a read-only transaction, a shutdown, a lost
 * connection (class 08) or a full disk under the embedded database.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (isConnectionLoss(err)) return true;
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^(53|08)[0-9A-Z]{3}$/.test(code))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
