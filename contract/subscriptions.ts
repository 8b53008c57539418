import { z } from 'zod';
import { email, honeypotField, isoDate } from './common';

/** SPEC.md section 8's message for an empty address, from the API and the forms alike. */
export const createSubscriptionBody = z.object({ email: z.string().trim().min(1, 'Please enter your email').pipe(email), ...honeypotField });
export type CreateSubscriptionBody = z.infer<typeof createSubscriptionBody>;

export const subscriptionSchema = z.object({ _id: z.string(), email: z.string(), createdAt: isoDate });
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionListSchema = z.array(subscriptionSchema);

/** GET /api/subscriptions: one page, newest first; X-Total-Count holds the total. */
export { pageQuery as subscriptionListQuery } from './leads';
