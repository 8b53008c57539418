import { authApi } from './api/auth';
import { blogsApi, newsletterApi } from './api/blogs';
import { contactsApi } from './api/contacts';
import { auditApi } from './api/audit';
import { outboxApi } from './api/outbox';
import { sessionsApi } from './api/sessions';
import { statsApi } from './api/stats';
import { uploadsApi } from './api/uploads';
import { subscriptionsApi } from './api/subscriptions';
import { createTransport, type ApiClientOptions } from './api/transport';
import { usersApi } from './api/users';

export { queryString, type ApiClientOptions } from './api/transport';

/** The one typed client of the HTTP API: every page and form goes through it (one file per resource under api/). */
export function createApiClient(options: ApiClientOptions) {
  const transport = createTransport(options);
  return {
    subscriptions: subscriptionsApi(transport),
    contacts: contactsApi(transport),
    blogs: blogsApi(transport),
    newsletter: newsletterApi(transport),
    auth: authApi(transport),
    users: usersApi(transport),
    sessions: sessionsApi(transport),
    uploads: uploadsApi(transport),
    stats: statsApi(transport),
    audit: auditApi(transport),
    emails: outboxApi(transport),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
