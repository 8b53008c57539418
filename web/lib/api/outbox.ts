import { emailListSchema, emailRetryFailedResponse, emailRetryResponse, emailSummarySchema, type EmailListQuery } from '@contract/emails';
import type { Transport } from './transport';

/** The outbox (admins only). */
export const outboxApi = ({ send, get, page, enc }: Transport) => ({
  /** One page of messages, newest first unless sorted, optionally of one status; `total` from X-Total-Count. */
  page: (query: EmailListQuery = {}) => page(emailListSchema, '/api/admin/emails', query),
  /** Whether mail leaves the site, and how many messages failed for good. */
  summary: () => get(emailSummarySchema, '/api/admin/emails/summary'),
  /** A failed message back to `retrying`, queued again. */
  retry: (id: string) => send(emailRetryResponse, 'POST', `/api/admin/emails/${enc(id)}/retry`),
  /** Every failed message queued again; answers how many. */
  retryFailed: () => send(emailRetryFailedResponse, 'POST', '/api/admin/emails/retry-failed'),
});
