import type { Repositories } from '../../repositories/index';
import { NotFoundError } from '../../lib/errors';
import { scopedOwner } from '../../lib/lead-scope';
import { requireUser } from '../../plugins/app/auth';

/**
 * The booking when the caller may see it; 404 otherwise (as a colleague's lead): without `leads.all`
 * one sees and changes only one's own calls (decision 055).
 */
export async function visibleBooking(repos: Repositories, request: Parameters<typeof requireUser>[0], id: string) {
  const user = requireUser(request);
  const found = await repos.bookings.find(id);
  const scope = scopedOwner(user);
  if (!found || (scope && found.row.userId !== scope)) throw new NotFoundError('No such booking');
  return { user, found };
}
