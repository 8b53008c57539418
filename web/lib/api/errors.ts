import type { z } from 'zod';
import type { ApiError } from '@contract/common';
import type { BlogConflict } from '@contract/blogs';
import type { WorkingCopyConflict } from '@contract/blog-revisions';
import type { LeadConflict } from '@contract/leads';
import type { ContentConflict } from '@contract/content/index';

/** An API answer that was not 2xx, carrying the server's message and field errors. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError | null,
    /** From a 429's Retry-After (or RateLimit-Reset) header, when it sent one. */
    readonly retryAfterSeconds: number | null = null,
    /** The answer's JSON as sent (an error with more than message and errors, e.g. a 409's lead), null when none. */
    readonly raw: unknown = null,
  ) {
    super(body?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiRequestError';
  }
  /** The server's message when it sent one, else the given fallback. */
  messageOr(fallback: string): string {
    return this.body?.message ?? fallback;
  }
}

/** A lead's PATCH made on a stale version (409, decision 037): the lead as it is now and who changed it. */
export class LeadConflictError extends ApiRequestError {
  constructor(readonly conflict: LeadConflict) {
    super(409, { message: conflict.message }, null, conflict);
    this.name = 'LeadConflictError';
  }
}

/** A post's save made on a stale version (409, decision 049): the post as it is now and who saved it. */
export class BlogConflictError extends ApiRequestError {
  constructor(readonly conflict: BlogConflict) {
    super(409, { message: conflict.message }, null, conflict);
    this.name = 'BlogConflictError';
  }
}

/** An autosave that someone else's autosave came before (409): who, and when. */
export class WorkingCopyConflictError extends ApiRequestError {
  constructor(readonly conflict: WorkingCopyConflict) {
    super(409, { message: conflict.message }, null, conflict);
    this.name = 'WorkingCopyConflictError';
  }
}

/** A content item's write made on a stale version (409, decision 072): the item as it is now and who changed it. */
export class ContentConflictError extends ApiRequestError {
  constructor(readonly conflict: ContentConflict) {
    super(409, { message: conflict.message }, null, conflict);
    this.name = 'ContentConflictError';
  }
}

/**
 * A catch handler: an answer of `status` whose body fits `schema` is rethrown as the typed error `make` builds;
 * anything else is rethrown as it is.
 */
export function typedError<T>(status: number, schema: z.ZodType<T>, make: (body: T) => ApiRequestError) {
  return (err: unknown): never => {
    if (err instanceof ApiRequestError && err.status === status) {
      const parsed = schema.safeParse(err.raw);
      if (parsed.success) throw make(parsed.data);
    }
    throw err;
  };
}

/** A post asked for by an old address (301, decision 051): its address now. */
export class PostMovedError extends ApiRequestError {
  constructor(readonly slug: string) {
    super(301, { message: `This post moved to ${slug}` }, null, { message: `This post moved to ${slug}`, slug });
    this.name = 'PostMovedError';
  }
}

/** Whether an API call failed because the session has ended (expired, signed out elsewhere, password changed). */
export function isSessionEnded(err: unknown): err is ApiRequestError {
  return err instanceof ApiRequestError && err.status === 401;
}

/**
 * A sensitive action refused because the last password or code check is too old (403 with
 * `reauth: true`, decision 058): the screen asks in place, then retries.
 */
export function isReauthRequired(err: unknown): err is ApiRequestError {
  if (!(err instanceof ApiRequestError) || err.status !== 403) return false;
  const raw = err.raw as { reauth?: unknown } | null;
  return raw?.reauth === true;
}

/** Seconds to wait from a Retry-After (seconds or HTTP date) or RateLimit-Reset header; null when absent. */
export function retryAfterSeconds(headers: Headers, now = Date.now()): number | null {
  const value = headers.get('retry-after') ?? headers.get('ratelimit-reset') ?? headers.get('x-ratelimit-reset');
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.round((at - now) / 1000));
}

/**
 * For a 429: what was refused (the first sentence of the server's message, else 'Too many
 * attempts.') and when to try again, in whole minutes from Retry-After (at least 1); null otherwise.
 */
export function tooManyRequestsMessage(err: unknown): string | null {
  if (!(err instanceof ApiRequestError) || err.status !== 429) return null;
  const minutes = Math.max(1, Math.ceil((err.retryAfterSeconds ?? 60) / 60));
  const what = err.body?.message.split('.')[0]?.trim() || 'Too many attempts';
  return `${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
