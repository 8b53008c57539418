import type { Db } from '../db/client';
import type { QueueDefinition } from '../jobs/index';
import { createSubscriptionsRepository } from '../repositories/subscriptions';
import { leadNotificationQueue } from './lead-notification';
import { subscriptionConfirmationQueue } from './subscription-confirmation';
import { passwordResetQueue } from './password-reset';
import { invitationQueue } from './invitation';
import { createMailer, type Mailer } from './send-mail';
import type { MailSettings } from './settings';

export { queueLeadNotification, queueLeadNotifications, LEAD_NOTIFICATION_QUEUE, leadUrl } from './lead-notification';
export { queueSubscriptionConfirmations, SUBSCRIPTION_CONFIRMATION_QUEUE } from './subscription-confirmation';
export { queuePasswordReset, PASSWORD_RESET_QUEUE, type PasswordResetJob } from './password-reset';
export { queueInvitation, INVITATION_QUEUE, type InvitationJob } from './invitation';
export { createMailer, type Mailer, type OutgoingMail } from './send-mail';
export { stableMessageId } from './message-id';
export { renderEmail } from './render';
export { outboxOnly, DEFAULT_MAIL_FROM, type MailSettings } from './settings';

/** The mailer and every queue whose jobs send mail. */
export function mailQueues(db: Db, settings: MailSettings): { mailer: Mailer; queues: QueueDefinition<object>[] } {
  const mailer = createMailer(db, settings);
  return {
    mailer,
    queues: [
      leadNotificationQueue(db, mailer, settings) as QueueDefinition<object>,
      subscriptionConfirmationQueue(createSubscriptionsRepository(db), mailer, settings) as QueueDefinition<object>,
      passwordResetQueue(db, mailer, settings) as QueueDefinition<object>,
      invitationQueue(db, mailer, settings) as QueueDefinition<object>,
    ],
  };
}
