import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors } from '@contract/common';
import { BOARD_STATUSES, boardColumnSchema, leadBoardColumnQuery, leadBoardQuery, leadBoardSchema } from '@contract/leads';
import type { LeadListRepository, ListContext } from '../../repositories/lead-list';
import { toBoardCard } from './lead-view';

interface BoardRoutesOptions {
  list: LeadListRepository;
  listContext: (request: FastifyRequest) => ListContext;
}

/** The lead board's reads (decision 113): each column's total and first page, then a column's next pages. */
const boardRoutes: FastifyPluginAsyncZod<BoardRoutesOptions> = async (app, { list, listContext }) => {
  app.get(
    '/api/contacts/board',
    {
      config: { permission: 'leads.work' },
      schema: {
        tags: ['contacts'],
        summary:
          "The lead board (staff): per status but spam, its total under the list's filters and its first page of cards by next action (none last); `next` asks for the page after it. Spam's count apart.",
        querystring: leadBoardQuery,
        response: { 200: leadBoardSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const { pageSize, ...filter } = request.query;
      const ctx = listContext(request);
      const [counts, ...pages] = await Promise.all([
        list.statusCounts(filter, ctx),
        ...BOARD_STATUSES.map((status) => list.boardPage(status, filter, undefined, pageSize, ctx)),
      ]);
      reply.header('cache-control', 'no-store');
      return {
        columns: BOARD_STATUSES.map((status, i) => ({
          status,
          total: counts[status],
          cards: pages[i]!.rows.map((r) => toBoardCard(r.row, r.ownerName, ctx.today)),
          next: pages[i]!.next,
        })),
        spam: counts.spam,
      };
    },
  );

  app.get(
    '/api/contacts/board/column',
    {
      config: { permission: 'leads.work' },
      schema: {
        tags: ['contacts'],
        summary: "One board column's next page (staff): `after` is the `next` the last page gave; the column's total under the same filters",
        querystring: leadBoardColumnQuery,
        response: { 200: boardColumnSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const { pageSize, status, after, ...filter } = request.query;
      const ctx = listContext(request);
      const [page, total] = await Promise.all([list.boardPage(status, filter, after, pageSize, ctx), list.total({ ...filter, status }, ctx)]);
      reply.header('cache-control', 'no-store');
      return { status, total, cards: page.rows.map((r) => toBoardCard(r.row, r.ownerName, ctx.today)), next: page.next };
    },
  );
};

export default boardRoutes;
