import { SYSTEM_ACTOR } from '../lib/actor';
import { type Tx } from '../repositories/tx';
import { recordAudit } from '../repositories/audit';
import { recordLeadEvent } from '../repositories/leads';
import { markSubscriptionBounced } from '../repositories/subscription-bounces';
import type { OutgoingMail } from './send-mail';

/**
 * A mail server refused a message's recipient for good (decision 065), in the transaction that
 * records the refusal: a subscriber becomes `bounced` (nothing more is sent to them until staff
 * reset it), a lead's history says its auto-reply did not arrive.
 */
export async function recordBounce(tx: Tx, mail: OutgoingMail, reason: string): Promise<void> {
  const about = mail.about;
  if (!about) return;
  const why = reason.slice(0, 500);
  if (about.type === 'subscription') {
    const email = await markSubscriptionBounced(tx, about.id, why);
    if (email === undefined) return;
    await recordAudit(tx, {
      actorId: null,
      actorEmail: '',
      actorName: SYSTEM_ACTOR.name,
      ip: '',
      action: 'subscription.bounced',
      targetType: 'subscription',
      targetId: about.id,
      targetLabel: email,
      details: { reason: why, mail: mail.kind },
    });
    return;
  }
  if (mail.kind === 'lead-auto-reply') await recordLeadEvent(tx, about.id, 'bounce', { to: why }, SYSTEM_ACTOR);
}
