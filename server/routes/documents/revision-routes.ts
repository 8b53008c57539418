import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { staffErrors } from '@contract/common';
import { pageQuery } from '@contract/paging';
import { NotFoundError } from '../../lib/errors';
import { sendPage } from '../../lib/paging';
import { offsetOf } from '../../repositories/paging';
import { paramsOf, type DocumentRoutesOf, type PathParams } from './document-routes';

/** How one kind of document's revisions are read (decision 110); its restore is its own route. */
export interface RevisionRoutesOf<Ref> extends DocumentRoutesOf<Ref> {
  revisions: {
    list(ref: Ref, page: { limit: number; offset: number }): Promise<{ rows: unknown[]; total: number } | undefined>;
    get(ref: Ref, revisionId: string): Promise<unknown>;
  };
  /** `params` and revisionId. */
  revisionParams: PathParams;
  list: { summary: string; response: z.ZodType };
  one: { summary: string; response: z.ZodType };
}

/** A document's revisions, newest first a page at a time, and one in full. */
export function addRevisionRoutes<Ref>(app: Parameters<FastifyPluginAsyncZod>[0], kind: RevisionRoutesOf<Ref>): void {
  const { revisions, tag, permission } = kind;

  app.get(
    `${kind.path}/revisions`,
    {
      config: { permission, totalCount: true },
      schema: {
        tags: [tag],
        summary: kind.list.summary,
        params: kind.params,
        querystring: pageQuery,
        response: { 200: kind.list.response, ...staffErrors },
      },
    },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      const answer = await revisions.list(kind.refOf(paramsOf(request)), { limit: pageSize, offset: offsetOf({ page, pageSize }) });
      if (!answer) throw new NotFoundError(kind.notFound);
      sendPage(reply, answer.total);
      return answer.rows;
    },
  );

  app.get(
    `${kind.path}/revisions/:revisionId`,
    {
      config: { permission },
      schema: { tags: [tag], summary: kind.one.summary, params: kind.revisionParams, response: { 200: kind.one.response, ...staffErrors } },
    },
    async (request, reply) => {
      const revision = await revisions.get(kind.refOf(paramsOf(request)), paramsOf(request).revisionId!);
      if (revision === 'no-document') throw new NotFoundError(kind.notFound);
      if (revision === 'no-revision') throw new NotFoundError('Revision not found');
      reply.header('cache-control', 'no-store');
      return revision;
    },
  );
}
