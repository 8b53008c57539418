import { eq } from 'drizzle-orm';
import { isUuid } from '@contract/ids';
import type { Db } from '../db/client';
import { leads } from '../db/schema/index';
import { NotFoundError } from '../lib/errors';
import { scopedOwner, type LeadViewer } from '../lib/lead-scope';

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
