import type { ApiClient } from './client';

/**
 * The API client for the public forms, fetched on first use: the client and its zod schemas stay
 * out of the JavaScript every visitor downloads, and arrive when someone actually submits.
 * `baseUrl` is the API's origin ('' = same origin as the page).
 */
export async function loadApiClient(baseUrl: string): Promise<ApiClient> {
  return (await import('./client')).createApiClient({ baseUrl });
}
