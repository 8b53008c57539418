import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import { createApiClient, type ApiClient } from './api-client';

interface RootData {
  publicApiOrigin: string;
}

/** The API client for components in the browser. */
export function useApi(): ApiClient {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const baseUrl = root?.publicApiOrigin ?? '';
  return useMemo(() => createApiClient({ baseUrl }), [baseUrl]);
}
