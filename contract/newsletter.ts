import { z } from 'zod';
import { isoDate } from './common';

/** POST /api/blogs/{id}/newsletter: a test send to yourself, or the send to every confirmed subscriber. */
export const newsletterSendBody = z
  .object({
    /** Only to the signed-in staff member's own address. */
    test: z.boolean({ message: 'test must be true or false' }).optional().default(false),
    /** Send a post that already went out once again, to everyone confirmed now. */
    resend: z.boolean({ message: 'resend must be true or false' }).optional().default(false),
  })
  .strict();
export type NewsletterSendBody = z.input<typeof newsletterSendBody>;

export const newsletterSendAccepted = z.object({ id: z.string() });

export const NEWSLETTER_SEND_STATUSES = ['sending', 'sent'] as const;

/** One send and where it stands; `remaining` = waiting or in flight. */
export const newsletterSendSchema = z.object({
  id: z.string(),
  blogId: z.string(),
  test: z.boolean(),
  status: z.enum(NEWSLETTER_SEND_STATUSES),
  total: z.number(),
  sent: z.number(),
  failed: z.number(),
  /** Unsubscribed after the send was stored: not mailed. */
  skipped: z.number(),
  remaining: z.number(),
  createdAt: isoDate,
  finishedAt: isoDate.nullable(),
});
export type NewsletterSend = z.infer<typeof newsletterSendSchema>;

/** GET /api/blogs/{id}/newsletter: the post's sends, newest first, and how many addresses a send would reach now. */
export const newsletterSendListSchema = z.object({ confirmedSubscribers: z.number(), sends: z.array(newsletterSendSchema) });
export type NewsletterSendList = z.infer<typeof newsletterSendListSchema>;
