import type { AppLoadContext } from 'react-router';
import { createApiClient, type ApiClient } from './api-client';

/**
 * The API client for loaders and actions. With `as: request`, the visitor's cookie is
 * forwarded so staff calls run as the signed-in user.
 */
export function serverApi(context: AppLoadContext, opts: { as?: Request } = {}): ApiClient {
  const cookie = opts.as?.headers.get('cookie');
  return createApiClient({ baseUrl: context.apiBase, fetch: context.apiFetch, headers: cookie ? { cookie } : {} });
}
