import type { Jobs, QueueDefinition, Executes } from '../jobs/types';
import type { Repositories } from '../repositories/index';
import { CONFIRM_TOKEN_DAYS } from '../repositories/subscriptions';
import { stableMessageId } from './message-id';
import { confirmUrl, listUnsubscribeHeaders, unsubscribeUrl } from './newsletter-links';
import { loadTemplates, renderEmail } from './render';
import type { Mailer } from './send-mail';
import type { MailSettings } from './settings';
import { mailSiteName } from './site-name';

export const SUBSCRIPTION_CONFIRMATION_QUEUE = 'subscription-confirmation';

export interface SubscriptionConfirmationJob {
  subscriptionId: string;
}

/** Queues one confirmation mail per subscription in the caller's transaction (the one that stored them). */
export async function queueSubscriptionConfirmations(jobs: Jobs, tx: Executes, subscriptionIds: string[]): Promise<void> {
  await jobs.queueMany<SubscriptionConfirmationJob>(
    SUBSCRIPTION_CONFIRMATION_QUEUE,
    subscriptionIds.map((subscriptionId) => ({ data: { subscriptionId } })),
    { tx },
  );
}

/**
 * The worker. The token is made when the mail is sent, so the raw token exists only in the mail;
 * the Message-ID names the job, so a retry after a recorded send sends nothing again.
 */
export function subscriptionConfirmationQueue(
  repos: Pick<Repositories, 'subscriptions' | 'queries'>,
  mailer: Mailer,
  settings: MailSettings,
): QueueDefinition<SubscriptionConfirmationJob> {
  const { subscriptions } = repos;
  return {
    name: SUBSCRIPTION_CONFIRMATION_QUEUE,
    expireInSeconds: 60,
    batchSize: 20,
    async handle({ subscriptionId }, job) {
      const siteName = await mailSiteName(repos, settings.siteUrl);
      const subscription = await subscriptions.findById(subscriptionId);
      // Confirmed (or unsubscribed, or gone) since it was queued: nothing to ask.
      if (subscription?.status !== 'pending') return;
      const token = await subscriptions.createConfirmationToken(subscription.id);
      const props = {
        siteName,
        confirmUrl: confirmUrl(settings.siteUrl, token),
        unsubscribeUrl: unsubscribeUrl(settings.siteUrl, subscription.unsubscribeToken),
        days: CONFIRM_TOKEN_DAYS,
      };
      const { SubscriptionConfirmationEmail, subscriptionConfirmationSubject, subscriptionConfirmationText } = await loadTemplates();
      await mailer.send({
        messageId: stableMessageId(`subscription-${subscription.id}`, `confirm-${job.id}`, settings.siteUrl),
        kind: 'subscription-confirmation',
        to: [subscription.email],
        about: { type: 'subscription', id: subscription.id },
        subject: subscriptionConfirmationSubject(siteName),
        headers: listUnsubscribeHeaders(settings.siteUrl, settings.from, subscription.unsubscribeToken),
        ...(await renderEmail(<SubscriptionConfirmationEmail {...props} />, subscriptionConfirmationText(props))),
      });
    },
  };
}
