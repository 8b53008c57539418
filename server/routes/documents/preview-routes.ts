import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { z } from 'zod';
import { errorResponses, staffErrors } from '@contract/common';
import { previewListSchema, previewTokenParams } from '@contract/document-previews';
import { NotFoundError } from '../../lib/errors';
import type { Actor } from '../../lib/actor';
import { requireUser } from '../../plugins/app/auth';
import type { DocumentPreviews } from '../../repositories/document-previews';
import { paramsOf, type DocumentRoutesOf, type PathParams } from './document-routes';

/** A preview is someone's unpublished text: no cache keeps it, no search engine lists it, no link leaks its address. */
export const PREVIEW_HEADERS = {
  'cache-control': 'no-store, private',
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
} as const;

/** How one kind of document's preview links are served (decision 110): its addresses, words and answers. */
export interface PreviewRoutesOf<Ref, Doc> extends DocumentRoutesOf<Ref> {
  previews: DocumentPreviews<Ref, Doc>;
  /** `params` and previewId. */
  previewParams: PathParams;
  /** What the kind's documents are called in a summary ("post"). */
  noun: string;
  create: {
    summary: string;
    response: z.ZodType;
    /** The new link's answer (its audit entry written first). */
    answer(request: FastifyRequest, ref: Ref, created: { id: string; token: string; expiresAt: Date }): Promise<unknown>;
  };
  open: {
    /** The address anyone holding the token reads, e.g. /api/blog-previews/:token. */
    path: string;
    summary: string;
    response: z.ZodType;
    answer(found: { document: Doc; expiresAt: Date }): Promise<unknown>;
  };
  rateLimit: RateLimitOptions | false;
}

const actorOf = (request: FastifyRequest): Actor => {
  const user = requireUser(request);
  return { id: user.id, name: user.name };
};

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** Preview links (decision 050): create, list, revoke (staff), and the read by token (anyone holding it). */
export function addPreviewRoutes<Ref, Doc>(app: Parameters<FastifyPluginAsyncZod>[0], kind: PreviewRoutesOf<Ref, Doc>): void {
  const { previews, tag, permission } = kind;
  const refOf = (request: FastifyRequest) => kind.refOf(paramsOf(request));
  app.post(
    `${kind.path}/preview`,
    {
      config: { permission },
      schema: { tags: [tag], summary: kind.create.summary, params: kind.params, response: { 201: kind.create.response, ...staffErrors } },
    },
    async (request, reply) => {
      const ref = refOf(request);
      const created = await previews.create(ref, actorOf(request));
      if (!created) throw new NotFoundError(kind.notFound);
      const answer = await kind.create.answer(request, ref, created);
      return noStore(reply).code(201).send(answer);
    },
  );

  app.get(
    `${kind.path}/previews`,
    {
      config: { permission },
      schema: {
        tags: [tag],
        summary: `The ${kind.noun}’s preview links, newest first, without their tokens (staff)`,
        params: kind.params,
        response: { 200: previewListSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const list = await previews.list(refOf(request));
      if (!list) throw new NotFoundError(kind.notFound);
      noStore(reply);
      return list;
    },
  );

  app.delete(
    `${kind.path}/previews/:previewId`,
    {
      config: { permission },
      schema: { tags: [tag], summary: 'Revoke a preview link (staff)', params: kind.previewParams, response: { 204: z.null(), ...staffErrors } },
    },
    async (request, reply) => {
      if (!(await previews.revoke(refOf(request), paramsOf(request).previewId!, actorOf(request)))) throw new NotFoundError('Preview link not found');
      return reply.code(204).send(null);
    },
  );

  app.get(
    kind.open.path,
    {
      config: { rateLimit: kind.rateLimit },
      schema: {
        tags: [tag],
        summary: kind.open.summary,
        params: previewTokenParams,
        response: { 200: kind.open.response, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      reply.headers(PREVIEW_HEADERS);
      const found = await previews.open(request.params.token);
      if (!found) throw new NotFoundError('This preview link has expired or was revoked');
      return kind.open.answer(found);
    },
  );
}
