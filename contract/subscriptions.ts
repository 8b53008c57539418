import { z } from 'zod';
import { email, honeypotField, isoDate, storable } from './common';
import { pageQuery } from './leads';

/** SPEC.md section 8's message for an empty address, from the API and the forms alike. */
export const createSubscriptionBody = z.object({ email: z.string().trim().min(1, 'Please enter your email').pipe(email), ...honeypotField });
export type CreateSubscriptionBody = z.infer<typeof createSubscriptionBody>;

export const SUBSCRIPTION_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export const subscriptionStatus = z.enum(SUBSCRIPTION_STATUSES, { message: 'status must be pending, confirmed or unsubscribed' });
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

export const subscriptionSchema = z.object({
  _id: z.string(),
  email: z.string(),
  createdAt: isoDate,
  status: subscriptionStatus,
  confirmedAt: isoDate.nullable(),
  unsubscribedAt: isoDate.nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionListSchema = z.array(subscriptionSchema);

/** GET /api/subscriptions: one page, newest first, optionally of one status; X-Total-Count holds the total. */
export const subscriptionListQuery = pageQuery.extend({ status: subscriptionStatus.optional() });
export type SubscriptionListQuery = z.input<typeof subscriptionListQuery>;

/** GET /api/subscriptions/status-counts: how many addresses are in each state. */
export const subscriptionCountsSchema = z.object({ pending: z.number(), confirmed: z.number(), unsubscribed: z.number() });
export type SubscriptionCounts = z.infer<typeof subscriptionCountsSchema>;

/** The token from a confirmation or unsubscribe link. */
export const subscriptionTokenBody = z.object({ token: storable().trim().min(1, 'token is required').max(200, 'token is too long') });
