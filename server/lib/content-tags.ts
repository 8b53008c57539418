import type { FastifyInstance } from 'fastify';
import { isInProcessRead } from './in-process-read';

/**
 * Invalidation tags (decision 075): what a public API answer is made of, named per collection
 * (`c:blog`, later `c:services`, `c:company`, …). An answer names its tags in this header; a page
 * rendered in-process keeps the tags of every answer it read (server/web/render-tags.ts), and a
 * content change names the tags it touched, so the page cache drops only pages that read them.
 */
export const CONTENT_TAGS_HEADER = 'x-content-tags';

/** Every blog answer (posts, lists, tags, authors, feeds) and every blog write. */
export const BLOG_TAG = 'c:blog';

/** A tag this code knows the shape of; anything else makes a change "unknown": everything is dropped. */
const TAG = /^c:[a-z0-9-]{1,64}$/;

/**
 * The tags of a change, or undefined when it must be taken as touching everything: no tags
 * given, none at all, or one that is not a well-formed tag (correctness over hit rate).
 */
export function knownTags(tags: readonly string[] | undefined): readonly string[] | undefined {
  if (!tags || tags.length === 0) return undefined;
  return tags.every((t) => TAG.test(t)) ? tags : undefined;
}

/** The tags an answer names (comma-separated), or undefined when it names none or a malformed one. */
export function parseTagsHeader(value: string | null | undefined): readonly string[] | undefined {
  if (!value) return undefined;
  return knownTags(value.split(',').map((t) => t.trim()));
}

/**
 * Tags every answer of this plugin's routes with `tags` for the server's own page renders (the
 * in-process reads); browsers and other clients are not sent the header.
 */
export function tagAnswers(app: FastifyInstance, tags: readonly string[]): void {
  const value = tags.join(',');
  app.addHook('onSend', async (request, reply) => {
    if (isInProcessRead(request.headers)) reply.header(CONTENT_TAGS_HEADER, value);
  });
}
