import type { ShouldRevalidateFunction } from 'react-router';
import { boardCursorText, leadBoardColumnQuery } from '@contract/leads';
import type { BoardColumnAnswer } from '~/features/leads/board/board-query';
import { staffApi } from '~/features/staff/staff-api.server';
import { ApiRequestError } from '~/lib/api/errors';
import type { Route } from './+types/board-column';

const LOAD_FAILED = 'Could not load more leads. Please try again.';

/**
 * A page "Load more" brought is not fetched again after a move (the router's default for fetchers):
 * the board's loader reloads the first pages and totals, and the board keeps what was added below them.
 */
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

/** The board's "Load more" (a fetcher's load): one column's next page through the typed client (decision 113). */
export async function loader({ request, context }: Route.LoaderArgs): Promise<BoardColumnAnswer> {
  const parsed = leadBoardColumnQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? LOAD_FAILED };
  const { after, ...query } = parsed.data;
  try {
    const column = await staffApi(request, context, (api) => api.leads.boardColumn({ ...query, after: after && boardCursorText(after) }));
    return { ok: true, column };
  } catch (err) {
    if (err instanceof Response) throw err;
    return { ok: false, error: err instanceof ApiRequestError && err.status < 500 && err.body?.message ? err.body.message : LOAD_FAILED };
  }
}
