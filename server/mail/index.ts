import { bookingMailQueue } from './booking-invitation';
import { bookingReminderQueue } from './booking-reminder';
import type { Jobs, QueueDefinition } from '../jobs/types';
import type { Repositories } from '../repositories/index';
import { leadNotificationQueue } from './lead-notification';
import { leadAssignmentQueue } from './lead-assignment';
import { leadEscalationQueue } from './lead-escalation';
import { nextActionReminderQueue } from './next-action-reminder';
import { leadReplyQueue } from './lead-reply';
import { leadInboundQueue } from './lead-inbound';
import { subscriptionConfirmationQueue } from './subscription-confirmation';
import { passwordResetQueue } from './password-reset';
import { invitationQueue } from './invitation';
import { securityNoticeQueue } from './security-notice';
import { newsletterSendQueue } from './newsletter-send';
import { postReviewQueue } from './post-review';
import { recordBounce } from './bounces';
import { createMailer, type Mailer, type MailerOptions } from './send-mail';
import { mailFailureAlertQueue, queueMailFailureAlert } from './failure-alert';
import { emailResendQueue } from './resend';
import { MAIL_FAILURE_ALERT_KIND } from '../repositories/failed-emails';
import type { MailSettings } from './settings';

export { queueLeadNotification, queueLeadNotifications, LEAD_NOTIFICATION_QUEUE, leadUrl } from './lead-notification';
export { queueAssignmentMails, LEAD_ASSIGNMENT_QUEUE, type OwnerChange } from './lead-assignment';
export { queueNextActionReminder, NEXT_ACTION_REMINDER_QUEUE } from './next-action-reminder';
export { LEAD_ESCALATION_QUEUE } from './lead-escalation';
export { LEAD_DIGEST_QUEUE } from './lead-digest';
export { queueLeadReply, replyMessageId, LEAD_REPLY_QUEUE } from './lead-reply';
export { queueInboundNotice, LEAD_INBOUND_QUEUE } from './lead-inbound';
export { recordBounce } from './bounces';
export { queueSubscriptionConfirmations, SUBSCRIPTION_CONFIRMATION_QUEUE } from './subscription-confirmation';
export { queuePasswordReset, PASSWORD_RESET_QUEUE, type PasswordResetJob } from './password-reset';
export { queueInvitation, INVITATION_QUEUE, type InvitationJob } from './invitation';
export {
  createSecurityNotices,
  queueSecurityNotice,
  requestOrigin,
  type SecurityNotices,
  SECURITY_NOTICE_QUEUE,
  type SecurityNotice,
  type SecurityNoticeDetails,
} from './security-notice';
export { queueNewsletterSend, NEWSLETTER_SEND_QUEUE, TEST_SEND_TOKEN } from './newsletter-send';
export { createMailer, isPermanentSmtpError, type Mailer, type OutgoingMail } from './send-mail';
export { queueEmailResends, EMAIL_RESEND_QUEUE } from './resend';
export { MAIL_FAILURE_ALERT_QUEUE } from './failure-alert';
export { queuePostReview, POST_REVIEW_QUEUE } from './post-review';
export { stableMessageId } from './message-id';
export { renderEmail } from './render';
export { outboxOnly, DEFAULT_MAIL_FROM, type MailSettings } from './settings';

/** The mail retry policy's knobs (decision 027); tests shorten them. */
export interface MailRetryOptions extends Pick<MailerOptions, 'retryForMs'> {
  /** The admins' alert waits this long for the rest of a burst (default 60 s). */
  alertAfterSeconds?: number;
  /** IANA zone the times in staff mail are written in (TZ); default UTC. */
  timeZone?: string;
  /** The booking clock (BuildAppOptions.booking.now, a test seam): a reminder for a call that began is not sent. */
  bookingNow?: () => Date;
}

/**
 * The mailer and every queue whose jobs send mail. `jobs` gives the job engine made from these
 * queues, for a worker that hands its work on to a next job (the newsletter's paced sending).
 */
export function mailQueues(
  repos: Repositories,
  settings: MailSettings,
  jobs: () => Jobs = () => {
    throw new Error('no job engine given to mailQueues');
  },
  opts: MailRetryOptions = {},
): { mailer: Mailer; queues: QueueDefinition<object>[] } {
  const mailer = createMailer(repos, settings, {
    ...opts,
    // The alert about failed messages is not itself alerted about (it would only fail the same way).
    onFailed: (mail, tx) => (mail.kind === MAIL_FAILURE_ALERT_KIND ? Promise.resolve() : queueMailFailureAlert(jobs(), tx, opts.alertAfterSeconds)),
    onRecipientRefused: (mail, reason, tx) => recordBounce(tx, mail, reason),
  });
  return {
    mailer,
    queues: [
      leadNotificationQueue(repos, mailer, settings) as QueueDefinition<object>,
      leadAssignmentQueue(repos, mailer, settings) as QueueDefinition<object>,
      leadEscalationQueue(repos, mailer, settings) as QueueDefinition<object>,
      nextActionReminderQueue(repos, mailer, settings, opts.timeZone ?? 'UTC') as QueueDefinition<object>,
      leadReplyQueue(repos, mailer, settings) as QueueDefinition<object>,
      leadInboundQueue(repos, mailer, settings) as QueueDefinition<object>,
      subscriptionConfirmationQueue(repos, mailer, settings) as QueueDefinition<object>,
      passwordResetQueue(repos, mailer, settings) as QueueDefinition<object>,
      invitationQueue(repos, mailer, settings) as QueueDefinition<object>,
      securityNoticeQueue(repos, mailer, settings, opts.timeZone) as QueueDefinition<object>,
      newsletterSendQueue(repos, mailer, settings, jobs) as QueueDefinition<object>,
      emailResendQueue(repos, mailer) as QueueDefinition<object>,
      postReviewQueue(repos, mailer, settings) as QueueDefinition<object>,
      bookingMailQueue(repos, mailer, settings) as QueueDefinition<object>,
      bookingReminderQueue(repos, mailer, settings, opts.bookingNow) as QueueDefinition<object>,
      mailFailureAlertQueue(repos, mailer, settings),
    ],
  };
}
