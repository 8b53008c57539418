import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The credential of the API reads server rendering makes in-process (server/web/in-process-fetch.ts):
 * a header holding a random token made at start, never sent to a browser and never the same in two
 * processes. The public read limit lets such reads through (form-rate-limit.ts), since they are
 * the server's own, bounded by the page cache, and not the visitor's requests.
 */
export const IN_PROCESS_READ_HEADER = 'x-in-process-read';
const token = randomBytes(32).toString('base64url');
const tokenBytes = Buffer.from(token);

/** Headers the in-process fetch adds to a read. */
export const inProcessReadHeaders = (): Record<string, string> => ({ [IN_PROCESS_READ_HEADER]: token });

/** Whether a request carries this process's token (compared in constant time). */
export function isInProcessRead(headers: Record<string, string | string[] | undefined>): boolean {
  return carriesToken(headers[IN_PROCESS_READ_HEADER]);
}

function carriesToken(value: string | string[] | undefined): boolean {
  if (typeof value !== 'string') return false;
  const bytes = Buffer.from(value);
  return bytes.length === tokenBytes.length && timingSafeEqual(bytes, tokenBytes);
}

/**
 * Marks every in-process request (app.inject of in-process-fetch.ts), reads and form posts alike, with
 * the same token: a page render's API calls, not requests anyone sent, so not counted as such
 * (plugins/app/metrics.ts). Unlike IN_PROCESS_READ_HEADER it lets nothing through a limit.
 */
export const IN_PROCESS_REQUEST_HEADER = 'x-in-process-request';

/** Headers the in-process fetch adds to every request. */
export const inProcessRequestHeaders = (): Record<string, string> => ({ [IN_PROCESS_REQUEST_HEADER]: token });

/** Whether a request is one of this process's in-process calls (compared in constant time). */
export const isInProcessRequest = (headers: Record<string, string | string[] | undefined>): boolean =>
  carriesToken(headers[IN_PROCESS_REQUEST_HEADER]);
