import { authApi } from './api/auth';
import { blogsApi, newsletterApi } from './api/blogs';
import { leadsApi } from './api/leads';
import { siteDataApis } from './api/site-data';
import { subscriptionsApi } from './api/subscriptions';
import { createTransport, type ApiClientOptions } from './api/transport';
import { usersApi } from './api/users';

export { queryString, type ApiClientOptions } from './api/transport';

/** The one typed client of the HTTP API: every page and form goes through it (one file per resource under api/). */
export function createApiClient(options: ApiClientOptions) {
  const transport = createTransport(options);
  return {
    subscriptions: subscriptionsApi(transport),
    leads: leadsApi(transport),
    blogs: blogsApi(transport),
    newsletter: newsletterApi(transport),
    auth: authApi(transport),
    users: usersApi(transport),
    ...siteDataApis(transport),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
