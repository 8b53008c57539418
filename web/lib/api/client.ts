import { apiKeysApi } from './api-keys';
import { analyticsApi } from './analytics';
import { auditApi } from './audit';
import { authApi } from './auth';
import { blogsApi, newsletterApi } from './blogs';
import { bookingApi } from './booking';
import { contentApi } from './content';
import { launchChecklistApi } from './launch-checklist';
import { leadsApi } from './leads';
import { outboxApi } from './outbox';
import { passkeysApi } from './passkeys';
import { peopleApi } from './people';
import { redirectsApi } from './redirects';
import { savedRepliesApi } from './saved-replies';
import { searchApi } from './search';
import { sessionsApi } from './sessions';
import { statsApi } from './stats';
import { subscriptionsApi } from './subscriptions';
import { createTransport, type ApiClientOptions } from './transport';
import { uploadsApi } from './uploads';
import { usersApi } from './users';
import { webhooksApi } from './webhooks';

export { queryString, type ApiClientOptions } from './transport';

/** The one typed client of the HTTP API: every page and form goes through it (one file per resource under api/). */
export function createApiClient(options: ApiClientOptions) {
  const transport = createTransport(options);
  return {
    subscriptions: subscriptionsApi(transport),
    leads: leadsApi(transport),
    people: peopleApi(transport),
    booking: bookingApi(transport),
    blogs: blogsApi(transport),
    newsletter: newsletterApi(transport),
    auth: authApi(transport),
    users: usersApi(transport),
    sessions: sessionsApi(transport),
    uploads: uploadsApi(transport),
    stats: statsApi(transport),
    audit: auditApi(transport),
    emails: outboxApi(transport),
    savedReplies: savedRepliesApi(transport),
    redirects: redirectsApi(transport),
    passkeys: passkeysApi(transport),
    webhooks: webhooksApi(transport),
    apiKeys: apiKeysApi(transport),
    analytics: analyticsApi(transport),
    content: contentApi(transport),
    launchChecklist: launchChecklistApi(transport),
    search: searchApi(transport),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
