import type { z } from 'zod';
import type { BoardColumn, leadListQuery } from '@contract/leads';
import { filtersOf } from '~/lib/list-state';

/** The list's filters without its status, page and sort: each column is a status of its own. */
export function boardFilter(state: z.output<typeof leadListQuery>) {
  const { status: _status, ...filter } = filtersOf(state);
  return filter;
}

/** What "Load more" gets from `/dashboard/board/column`: a column's next page, or why not. */
export type BoardColumnAnswer = { ok: true; column: BoardColumn } | { ok: false; error: string };
