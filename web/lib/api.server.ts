import type { AppLoadContext } from 'react-router';
import { createApiClient, type ApiClient } from './api-client';

/**
 * The API client for loaders and actions. With `as: request`, the visitor's cookie is
 * forwarded so staff calls run as the signed-in user.
 */
export function serverApi(context: AppLoadContext, opts: { as?: Request } = {}): ApiClient {
  const cookie = opts.as?.headers.get('cookie');
  // Under `react-router dev` there is no server context: the API runs apart (npm run dev).
  const baseUrl = context?.apiBase ?? process.env.DEV_API_ORIGIN ?? 'http://localhost:3001';
  return createApiClient({ baseUrl, fetch: context?.apiFetch ?? fetch, headers: cookie ? { cookie } : {} });
}
