import './zod-config';
import { z } from 'zod';
import { isoDate } from './common';
import { listQuery } from './paging';

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

/** GET /api/admin/emails: one page of the outbox, newest first unless sorted, optionally of one status; X-Total-Count holds the total. */
export const EMAIL_SORT_FIELDS = ['createdAt'] as const;
export const emailListQuery = listQuery(
  { status: z.enum(EMAIL_STATUS_CHOICES, { message: `status must be one of: ${EMAIL_STATUS_CHOICES.join(', ')}` }).optional() },
  EMAIL_SORT_FIELDS,
  '-createdAt',
);
export type EmailListQuery = z.input<typeof emailListQuery>;
export const emailListSchema = z.array(emailSchema);

/** GET /api/admin/emails/summary: what the outbox screen shows above the list. */
export const emailSummarySchema = z.object({
  /** False when SMTP_URL is unset: nothing leaves the site. */
  smtpConfigured: z.boolean(),
  /** Messages given up (`failed`) on any page: what "Retry all failed" would send again. */
  failed: z.number(),
  /**
   * How outgoing mail is DKIM-signed, and the TXT record to publish for receivers to check it;
   * null when DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY are unset (mail goes out unsigned).
   */
  dkim: z
    .object({
      domain: z.string(),
      selector: z.string(),
      /** The TXT record's name, `<selector>._domainkey.<domain>`. */
      dnsName: z.string(),
      /** Its value, `v=DKIM1; k=rsa; p=<base64 public key>`. */
      dnsValue: z.string(),
    })
    .nullable(),
});
export type EmailSummary = z.infer<typeof emailSummarySchema>;

/** POST /api/admin/emails/{id}/retry: the failed message, back to `retrying` and queued again. */
export const emailRetryResponse = z.object({ email: emailSchema });
export type EmailRetry = z.infer<typeof emailRetryResponse>;

/** POST /api/admin/emails/retry-failed: how many failed messages were queued again. */
export const emailRetryFailedResponse = z.object({ retried: z.number() });
export type EmailRetryFailed = z.infer<typeof emailRetryFailedResponse>;
