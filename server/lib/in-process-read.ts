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
  const value = headers[IN_PROCESS_READ_HEADER];
  if (typeof value !== 'string') return false;
  const bytes = Buffer.from(value);
  return bytes.length === tokenBytes.length && timingSafeEqual(bytes, tokenBytes);
}
