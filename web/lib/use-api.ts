import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import { createApiClient, type ApiClient } from './api-client';

interface RootData {
  publicApiOrigin: string;
}

function useApiOrigin(): string {
  const root = useRouteLoaderData('root') as RootData | undefined;
  return root?.publicApiOrigin ?? '';
}

/** The API client for components in the browser (staff screens, which load it anyway). */
export function useApi(): ApiClient {
  const baseUrl = useApiOrigin();
  return useMemo(() => createApiClient({ baseUrl }), [baseUrl]);
}
