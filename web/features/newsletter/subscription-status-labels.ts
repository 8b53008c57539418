import type { SubscriptionStatus } from '@contract/subscriptions';

export const subscriptionStatusLabel: Record<SubscriptionStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
};
