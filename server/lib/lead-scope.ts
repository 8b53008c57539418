import { can, whoCan, type Role } from '@contract/roles';
import { ForbiddenError } from './errors';

/** Who is asking: the signed-in user's id and role. */
export interface LeadViewer {
  id: string;
  role: Role;
}

/** "Only administrators and sales managers can …": whoever holds `leads.all` (decision 122). */
export const ASSIGN_REFUSAL = `Only ${whoCan('leads.all')} can assign a lead to someone else`;
export const DELETE_REFUSAL = `Only ${whoCan('leads.all')} can delete leads`;

/** Whose leads a viewer works on: everyone's with `leads.all`, else their own and unassigned ones (decision 055). */
export const scopedOwner = (viewer: LeadViewer): string | undefined => (can(viewer.role, 'leads.all') ? undefined : viewer.id);

/** Without `leads.all` a lead is given only to oneself or to nobody; answers the viewer. */
export function assertMayAssign<V extends LeadViewer>(viewer: V, ownerId: string | null | undefined): V {
  if (ownerId && ownerId !== viewer.id && !can(viewer.role, 'leads.all')) throw new ForbiddenError(ASSIGN_REFUSAL);
  return viewer;
}
