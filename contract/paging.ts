import './zod-config';
import { z } from 'zod';

/** Staff lists (decision 031): page size when none is asked for, and the most one page may hold. */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

/** The header every staff list answers its total in (CORS exposes it). */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
/**
 * Sent as `true` when a list stopped counting at a cap (a lead search, decision 108): X-Total-Count
 * is then "at least this many", shown as "5,000+".
 */
export const TOTAL_CAPPED_HEADER = 'X-Total-Capped';

export const pagingShape = {
  page: z.coerce
    .number({ message: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .max(100_000, 'page is at most 100000')
    .default(1),
  pageSize: z.coerce
    .number({ message: 'pageSize must be a number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize is at least 1')
    .max(MAX_PAGE_SIZE, `pageSize is at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
};
export const pageQuery = z.object(pagingShape);
export type PageQuery = z.input<typeof pageQuery>;
export type Paging = z.output<typeof pageQuery>;

/** `field` sorts ascending, `-field` descending. */
export type SortValue<F extends string> = F | `-${F}`;

/** The values `sort` accepts: each of `fields` (the list's allowed columns), ascending or descending. */
export function sortValues<const F extends string>(fields: readonly F[]): z.ZodType<SortValue<F>, SortValue<F>> {
  const values = fields.flatMap((f): SortValue<F>[] => [f, `-${f}`]);
  return z.enum(values as [SortValue<F>, ...SortValue<F>[]], { message: `sort must be one of: ${values.join(', ')}` });
}

/** sort=<field> | -<field>, `byDefault` when absent (the id always breaks ties). */
export function sortParam<const F extends string>(fields: readonly F[], byDefault: SortValue<F>) {
  return sortValues(fields).default(byDefault);
}

/** A staff list's query: its filters, `page`, `pageSize` and `sort`. */
export function listQuery<S extends z.ZodRawShape, const F extends string>(filters: S, sortFields: readonly F[], byDefault: SortValue<F>) {
  return z.object({ ...filters, ...pagingShape, sort: sortParam(sortFields, byDefault) });
}

export interface SortOrder<F extends string> {
  field: F;
  direction: 'asc' | 'desc';
}

export function parseSort<F extends string>(sort: SortValue<F>): SortOrder<F> {
  return sort.startsWith('-') ? { field: sort.slice(1) as F, direction: 'desc' } : { field: sort as F, direction: 'asc' };
}

/** What a list's `page(query)` answers: one page and the total from X-Total-Count. */
export interface ListPage<T> {
  items: T[];
  total: number;
  /** X-Total-Capped: at least `total` match (the count stopped there). */
  capped?: boolean;
}
