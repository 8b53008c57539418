import { isUuid } from '@contract/ids';
import type { LeadConflict } from '@contract/leads';
import type { DeskToday } from '../../lib/calendar-day';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { LeadViewer } from '../../lib/lead-scope';
import type { Repositories } from '../../repositories/index';
import type { LeadRow } from '../../repositories/row-types';
import { toLeadDetail } from './lead-view';

export const LEAD_NOT_FOUND = 'Lead not found';

/** An id that cannot be a lead's is answered like an unknown one. */
export const checkLeadId = (id: string) => {
  if (!isUuid(id)) throw new NotFoundError(LEAD_NOT_FOUND);
};

/**
 * A lead out of the caller's scope answers 404 (decision 055), but a save of an open form (it sends
 * its version) on a lead a colleague took meanwhile answers 409 naming them (issue 42): only the
 * taker's name, not the lead as it is now, which the caller may no longer read.
 */
export async function assertInScopeOrTaken(repos: Repositories, viewer: LeadViewer, id: string, openForm: boolean): Promise<void> {
  try {
    await repos.queries.assertLeadInScope(viewer, id, LEAD_NOT_FOUND);
  } catch (err) {
    if (!(err instanceof NotFoundError) || !openForm) throw err;
    throw new ConflictError(`${(await repos.leads.ownerName(id)) ?? 'A colleague'} took this lead first: it is theirs now`);
  }
}

/** The 409 answer: the lead as GET answers it now, and who changed it last. */
export async function conflictOf(repos: Repositories, row: LeadRow, today: DeskToday): Promise<LeadConflict> {
  const found = await repos.leads.get(row.id);
  if (!found) throw new NotFoundError(LEAD_NOT_FOUND);
  const name = found.row.updatedByName || 'someone';
  const at = found.row.updatedAt ? found.row.updatedAt.toISOString() : null;
  return {
    message: at ? `Changed by ${name} at ${at}: reload the lead and save again` : 'This lead has changed: reload it and save again',
    current: toLeadDetail(found, today),
    changedBy: { name: found.row.updatedByName, at },
  };
}
