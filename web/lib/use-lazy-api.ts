import { useCallback } from 'react';
import type { ApiClient } from './api-client';
import { useApiOrigin } from './api-origin';

/**
 * The API client for the public forms, fetched on first use: the client and its zod schemas stay
 * out of the JavaScript every visitor downloads, and arrive when someone actually submits.
 */
export function useLazyApi(): () => Promise<ApiClient> {
  const baseUrl = useApiOrigin();
  return useCallback(async () => (await import('./api-client')).createApiClient({ baseUrl }), [baseUrl]);
}
