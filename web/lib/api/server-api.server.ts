import { data, type RouterContextProvider } from 'react-router';
import { createApiClient, type ApiClient } from './client';
import { retryAfterSeconds } from './errors';
import { webLoadContext } from '../load-context';

/** How long a page waits for one public read before it answers 503 instead. */
export const PUBLIC_READ_TIMEOUT_MS = 10_000;
/** Retry-After of a page whose data is unavailable, when the API named no time itself. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

/** What a page throws when its data cannot be read now: 503 with Retry-After, for the ErrorBoundary. */
export function dataUnavailable(retryAfter = UNAVAILABLE_RETRY_AFTER_SECONDS) {
  return data(null, { status: 503, statusText: 'Service Unavailable', headers: { 'Retry-After': String(retryAfter) } });
}

/**
 * The public pages' reads: an API that fails (5xx), refuses (429), does not answer in time or
 * cannot be reached makes the page a 503 with Retry-After, never a 500. Writes (route actions)
 * keep the API's own answer, which their forms show (a 429's message, say).
 */
function readsOrUnavailable(fetchFn: typeof fetch): typeof fetch {
  return async (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') return fetchFn(input, init);
    let response: Response;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      // Raced as well: the in-process fetch (app.inject) cannot be aborted, only left behind.
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller.abort();
          reject(new Error('API read timed out'));
        }, PUBLIC_READ_TIMEOUT_MS);
      });
      response = await Promise.race([fetchFn(input, { ...init, signal: controller.signal }), timedOut]);
    } catch {
      throw dataUnavailable();
    } finally {
      clearTimeout(timer);
    }
    if (response.status === 429 || response.status >= 500) {
      throw dataUnavailable(retryAfterSeconds(response.headers) ?? UNAVAILABLE_RETRY_AFTER_SECONDS);
    }
    return response;
  };
}

/**
 * The API client for loaders and actions. With `as: request`, the visitor's cookie is
 * forwarded so staff calls run as the signed-in user (staff screens show their own read errors).
 */
export function serverApi(context: Readonly<RouterContextProvider>, opts: { as?: Request } = {}): ApiClient {
  const cookie = opts.as?.headers.get('cookie');
  // Under `react-router dev` the context's default values point at the API running apart (npm run dev).
  const { apiBase, apiFetch } = webLoadContext(context);
  return createApiClient({ baseUrl: apiBase, fetch: opts.as ? apiFetch : readsOrUnavailable(apiFetch), headers: cookie ? { cookie } : {} });
}
