import { createHash, timingSafeEqual } from 'node:crypto';

/** `Authorization: Bearer <token>` compared in constant time (hashes: equal lengths whatever was sent). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  const digest = (v: string) => createHash('sha256').update(v).digest();
  return timingSafeEqual(digest(sent), digest(token)) && sent.length > 0;
}
