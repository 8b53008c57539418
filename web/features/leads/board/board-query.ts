import type { z } from 'zod';
import { LEAD_STATUSES, type leadListQuery } from '@contract/leads';
import { filtersOf } from '~/lib/list-state';

/** The board's columns: every status but spam, which stays a link to the list. */
export const BOARD_STATUSES = LEAD_STATUSES.filter((s) => s !== 'spam');

/** The list's filters without its status, page and sort: each column is a status of its own. */
export function boardFilter(state: z.output<typeof leadListQuery>) {
  const { status: _status, ...filter } = filtersOf(state);
  return filter;
}
