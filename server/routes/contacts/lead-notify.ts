import type { Db } from '../../db/client';
import { recordLeadEvent, type Actor } from './leads-repository';

/**
 * A lead taken out of spam: staff are told about it as about any new lead. The notification is
 * recorded in the lead's history; sending joins the mail jobs when they exist.
 */
export async function onLeadRestored(db: Db, contactId: string, actor: Actor): Promise<void> {
  await recordLeadEvent(db, contactId, 'email', { to: 'new lead notification' }, actor);
}
