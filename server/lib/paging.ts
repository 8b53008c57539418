import type { FastifyReply } from 'fastify';
import { TOTAL_CAPPED_HEADER, TOTAL_COUNT_HEADER } from '@contract/paging';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers a list's total in X-Total-Count (sendPage): the API document says so. */
    totalCount?: boolean;
  }
}

/** Every staff list's headers: never cached (personal data, changes often) and the total in X-Total-Count. */
export function sendPage(reply: FastifyReply, total: number, capped = false): void {
  reply.header('cache-control', 'no-store').header(TOTAL_COUNT_HEADER, String(total));
  if (capped) reply.header(TOTAL_CAPPED_HEADER, 'true');
}
