import { createHash } from 'node:crypto';

/**
 * A uuid made from what it names (sha256 of the parts, shaped as a v4 uuid): the same parts give
 * the same id in every process and after every restart. A job queued under it twice is one job
 * (pg-boss keeps the first), so "publish post X at time T" can be queued by each save that asks
 * for it without ever becoming two jobs.
 */
export function keyedUuid(...parts: string[]): string {
  // Each part's length first: ('ab', 'c') and ('a', 'bc') must not meet.
  const digest = createHash('sha256')
    .update(parts.map((p) => `${p.length}:${p}`).join('|'))
    .digest();
  const bytes = Buffer.from(digest.subarray(0, 16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
