import { eq, isNull, or, type SQL } from 'drizzle-orm';
import { can, type Role } from '@contract/roles';
import type { Db } from '../db/client';
import { leads } from '../db/schema/index';
import { isUuid } from '@contract/ids';
import { ForbiddenError, NotFoundError } from './errors';

/** Who is asking: the signed-in user's id and role. */
export interface LeadViewer {
  id: string;
  role: Role;
}

export const ASSIGN_REFUSAL = 'Only administrators can assign a lead to someone else';

/** Whose leads a viewer works on: everyone's with `leads.all`, else their own and unassigned ones (decision 055). */
export const scopedOwner = (viewer: LeadViewer): string | undefined => (can(viewer.role, 'leads.all') ? undefined : viewer.id);

/** The condition of the leads a scoped viewer may see (undefined: all). */
export function leadScope(scopedTo: string | undefined): SQL | undefined {
  return scopedTo ? or(eq(leads.ownerId, scopedTo), isNull(leads.ownerId)) : undefined;
}

/**
 * A lead outside the viewer's scope answers as if it did not exist (404: its existence is not
 * revealed). A missing lead is left to the handler, which answers its own 404.
 */
export async function assertLeadInScope(db: Db, viewer: LeadViewer, leadId: string, notFound: string): Promise<void> {
  const scopedTo = scopedOwner(viewer);
  if (!scopedTo || !isUuid(leadId)) return;
  const [lead] = await db.select({ ownerId: leads.ownerId }).from(leads).where(eq(leads.id, leadId));
  if (lead && lead.ownerId !== null && lead.ownerId !== scopedTo) throw new NotFoundError(notFound);
}

/** Without `leads.all` a lead is given only to oneself or to nobody; answers the viewer. */
export function assertMayAssign<V extends LeadViewer>(viewer: V, ownerId: string | null | undefined): V {
  if (ownerId && ownerId !== viewer.id && !can(viewer.role, 'leads.all')) throw new ForbiddenError(ASSIGN_REFUSAL);
  return viewer;
}
