import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leads } from '../db/schema/index';

/** LEAD_RETENTION_DAYS: deletes leads older than that (notes and history go with them). */
export async function purgeOldLeads(db: Db, retentionDays: number, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - retentionDays * 86_400_000);
  const gone = await db.delete(leads).where(lt(leads.createdAt, cutoff)).returning({ id: leads.id });
  return gone.length;
}
