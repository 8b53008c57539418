import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { parseSort, TOTAL_CAPPED_HEADER, TOTAL_COUNT_HEADER, type Paging, type SortValue } from '@contract/paging';

/** What a repository's page function takes: the page, its size and the sort the contract allowed. */
export type PageRequest<F extends string> = Paging & { sort: SortValue<F> };

export const offsetOf = ({ page, pageSize }: Paging) => (page - 1) * pageSize;

/** ORDER BY for a list's sort, the id breaking ties in the same direction (so pages never overlap). */
export function orderFor<F extends string>(sort: SortValue<F>, columns: Record<F, AnyPgColumn | SQL>, tieBreak: AnyPgColumn): SQL[] {
  const { field, direction } = parseSort(sort);
  const by = direction === 'asc' ? asc : desc;
  return [by(columns[field]), by(tieBreak)];
}

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
