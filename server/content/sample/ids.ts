import { createHash } from 'node:crypto';
import type { CollectionName } from '@contract/content/index';

/**
 * The id of a sample item, the same on every install: made from its collection and key, so sample
 * items can point at each other (a service's industries, a card's link) in plain data. A UUID of
 * version 8 (RFC 9562: "custom"), never one a time-ordered id could be.
 */
export function sampleId(collection: CollectionName, key: string): string {
  const hex = createHash('sha256').update(`sample-content:${collection}:${key}`).digest('hex').slice(0, 32).split('');
  hex[12] = '8';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}
