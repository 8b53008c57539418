import { z } from 'zod';
import { email, honeypotField, isoDate, storable } from './common';
import { listQuery } from './paging';

/** SPEC.md section 8's message for an empty address, from the API and the forms alike. */
export const createSubscriptionBody = z.object({ email: z.string().trim().min(1, 'Please enter your email').pipe(email), ...honeypotField });
export type CreateSubscriptionBody = z.infer<typeof createSubscriptionBody>;

/** bounced: a mail server refused the address for good (decision 065); nothing is sent to it until staff reset it. */
export const SUBSCRIPTION_STATUSES = ['pending', 'confirmed', 'unsubscribed', 'bounced'] as const;
export const subscriptionStatus = z.enum(SUBSCRIPTION_STATUSES, { message: 'status must be pending, confirmed, unsubscribed or bounced' });
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

export const subscriptionSchema = z.object({
  _id: z.string(),
  email: z.string(),
  createdAt: isoDate,
  status: subscriptionStatus,
  confirmedAt: isoDate.nullable(),
  unsubscribedAt: isoDate.nullable(),
  /** When a mail server refused the address for good, and its answer (decision 065). */
  bouncedAt: isoDate.nullable(),
  bounceReason: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionListSchema = z.array(subscriptionSchema);

/** The filter of the list and of its CSV export: one status, or every address. */
export const subscriptionFilterShape = { status: subscriptionStatus.optional() };
export const subscriptionFilterQuery = z.object(subscriptionFilterShape);
export type SubscriptionFilter = z.infer<typeof subscriptionFilterQuery>;

/** GET /api/subscriptions: one page, newest first unless sorted, optionally of one status; X-Total-Count holds the total. */
export const SUBSCRIPTION_SORT_FIELDS = ['createdAt'] as const;
export const subscriptionListQuery = listQuery(subscriptionFilterShape, SUBSCRIPTION_SORT_FIELDS, '-createdAt');
export type SubscriptionListQuery = z.input<typeof subscriptionListQuery>;

/** GET /api/subscriptions/status-counts: how many addresses are in each state. */
export const subscriptionCountsSchema = z.object({ pending: z.number(), confirmed: z.number(), unsubscribed: z.number(), bounced: z.number() });
export type SubscriptionCounts = z.infer<typeof subscriptionCountsSchema>;

/** The token from a confirmation or unsubscribe link. */
export const subscriptionTokenBody = z.object({ token: storable().trim().min(1, 'token is required').max(200, 'token is too long') });
