import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVary } from '../../lib/vary';
import { compressOnce, negotiateEncoding, type Encoding } from '../../plugins/external/compression';
import type { BlogListCache } from './list-cache';

/**
 * Anonymous answers, kept serialised and, once asked for, compressed: a hit costs no query, no
 * validation, no JSON.stringify and no compression (a page of posts is large: decision 029).
 */
export type BlogAnswer = {
  json: Buffer;
  total: number;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** One post's version as its entity tag (decision 049). */
  etag?: string;
} | null;

/** Reading and sending the public blog reads' kept answers (blog-reads.ts, blog-feeds.ts). */
export function anonymousAnswers(anonymous: BlogListCache<BlogAnswer>) {
  /** The anonymous answer for `key`, read once and then kept until a write or the TTL. */
  // Callers that miss together share one read: when a page expires under load, twenty visitors
  // would otherwise each query, validate and compress the same page at once.
  const reading = new Map<string, Promise<BlogAnswer>>();
  async function cached(key: string, read: () => Promise<BlogAnswer>): Promise<BlogAnswer> {
    const hit = anonymous.get(key);
    if (hit !== undefined) return hit;
    // A read begun before the last write is not joined: it may miss what the write changed, and a
    // write no longer waits for its rebuild (decision 108), so a caller right after it would get it.
    const generation = anonymous.generation();
    const flight = `${generation}|${key}`;
    const inFlight = reading.get(flight);
    if (inFlight) return inFlight;
    const value = read().finally(() => reading.delete(flight));
    reading.set(flight, value);
    anonymous.set(key, await value, generation);
    return value;
  }
  // The cached bytes are sent as they are (Fastify does not serialise a Buffer; the compression
  // plugin leaves an answer that already has a Content-Encoding alone).
  async function sendJson(request: FastifyRequest, reply: FastifyReply, answer: NonNullable<BlogAnswer>) {
    reply.type('application/json; charset=utf-8');
    if (answer.etag) reply.header('etag', answer.etag);
    addVary(reply, 'Accept-Encoding');
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(answer.json as never);
    const body = await (answer.encoded[encoding] ??= compressOnce(answer.json, encoding));
    return reply.header('content-encoding', encoding).send(body as never);
  }
  return { cached, sendJson };
}
