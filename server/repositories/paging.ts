import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { parseSort, type Paging, type SortValue } from '@contract/paging';

/** What a repository's page function takes: the page, its size and the sort the contract allowed. */
export type PageRequest<F extends string> = Paging & { sort: SortValue<F> };

export const offsetOf = ({ page, pageSize }: Paging) => (page - 1) * pageSize;

/** ORDER BY for a list's sort, the id breaking ties in the same direction (so pages never overlap). */
export function orderFor<F extends string>(sort: SortValue<F>, columns: Record<F, AnyPgColumn | SQL>, tieBreak: AnyPgColumn): SQL[] {
  const { field, direction } = parseSort(sort);
  const by = direction === 'asc' ? asc : desc;
  return [by(columns[field]), by(tieBreak)];
}
