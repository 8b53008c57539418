import { useCallback } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { ApiClient } from './api-client';

/**
 * The API client for the public forms, fetched on first use: the client and its zod schemas stay
 * out of the JavaScript every visitor downloads, and arrive when someone actually submits.
 */
export function useLazyApi(): () => Promise<ApiClient> {
  const root = useRouteLoaderData('root') as { publicApiOrigin: string } | undefined;
  const baseUrl = root?.publicApiOrigin ?? '';
  return useCallback(async () => (await import('./api-client')).createApiClient({ baseUrl }), [baseUrl]);
}
