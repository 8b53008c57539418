import { authApi } from './auth';
import { blogsApi, newsletterApi } from './blogs';
import { leadsApi } from './leads';
import { siteDataApis } from './site-data';
import { subscriptionsApi } from './subscriptions';
import { createTransport, type ApiClientOptions } from './transport';
import { usersApi } from './users';

export { queryString, type ApiClientOptions } from './transport';

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
