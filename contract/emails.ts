import './zod-config';
import { z } from 'zod';
import { isoDate } from './common';

export const EMAIL_STATUS_CHOICES = ['outbox', 'sent', 'retrying', 'failed'] as const;

/** One message the site sent or would send (the outbox at /admin/emails). */
export const emailSchema = z.object({
  _id: z.string(),
  messageId: z.string(),
  kind: z.string(),
  to: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  /**
   * outbox: kept, not sent (no SMTP_URL); sent; retrying: the last try failed, another is due;
   * failed: refused for good (5xx) or given up after 24 h of tries: only an admin's retry sends it.
   */
  status: z.enum(EMAIL_STATUS_CHOICES),
  attempts: z.number(),
  error: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Email = z.infer<typeof emailSchema>;

export const EMAILS_PAGE_SIZE_MAX = 100;

export const emailListQuery = z.object({
  page: z.coerce.number({ message: 'Must be a number' }).int('Must be a whole number').min(1, 'Must be 1 or more').max(100_000).default(1),
  limit: z.coerce
    .number({ message: 'Must be a number' })
    .int('Must be a whole number')
    .min(1, 'Must be 1 or more')
    .max(EMAILS_PAGE_SIZE_MAX, `Must be at most ${EMAILS_PAGE_SIZE_MAX}`)
    .default(20),
});
export type EmailListQuery = z.input<typeof emailListQuery>;

export const emailListResponse = z.object({
  emails: z.array(emailSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  /** False when SMTP_URL is unset: nothing leaves the site. */
  smtpConfigured: z.boolean(),
  /** Messages given up (`failed`) on any page: what "Retry all failed" would send again. */
  failed: z.number(),
});
export type EmailList = z.infer<typeof emailListResponse>;

/** POST /api/admin/emails/{id}/retry: the failed message, back to `retrying` and queued again. */
export const emailRetryResponse = z.object({ email: emailSchema });
export type EmailRetry = z.infer<typeof emailRetryResponse>;

/** POST /api/admin/emails/retry-failed: how many failed messages were queued again. */
export const emailRetryFailedResponse = z.object({ retried: z.number() });
export type EmailRetryFailed = z.infer<typeof emailRetryFailedResponse>;
