import { emailListResponse, emailRetryFailedResponse, emailRetryResponse, statsResponse, uploadResponse, type EmailListQuery } from '@contract/index';
import { auditListSchema, type AuditListQuery } from '@contract/audit';
import type { Transport } from './transport';

/** Uploads, the dashboard's figures, the audit log and the outbox. */
export const siteDataApis = ({ send, get, page, enc }: Transport) => ({
  uploads: {
    /** Multipart upload of one image; answers { secure_url }. */
    image: (file: File | Blob, filename = 'image') => {
      const form = new FormData();
      form.append('file', file, filename);
      return send(uploadResponse, 'POST', '/api/uploads', form);
    },
  },
  stats: { get: () => get(statsResponse, '/api/stats') },
  audit: {
    /** One page of the audit log, newest first (admins only); `total` from X-Total-Count. */
    page: (query: AuditListQuery = {}) => page(auditListSchema, '/api/audit', query),
  },
  emails: {
    /** The outbox, newest first (admins only). */
    list: ({ page = 1, limit = 20 }: EmailListQuery = {}) =>
      get(emailListResponse, `/api/admin/emails?page=${enc(String(page))}&limit=${enc(String(limit))}`),
    /** A failed message back to `retrying`, queued again. */
    retry: (id: string) => send(emailRetryResponse, 'POST', `/api/admin/emails/${enc(id)}/retry`),
    /** Every failed message queued again; answers how many. */
    retryFailed: () => send(emailRetryFailedResponse, 'POST', '/api/admin/emails/retry-failed'),
  },
});
