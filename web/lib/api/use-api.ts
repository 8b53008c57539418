import { useMemo } from 'react';
import { createApiClient, type ApiClient } from './client';
import { useApiOrigin } from './origin';

/** The API client for components in the browser (staff screens, which load it anyway). */
export function useApi(): ApiClient {
  const baseUrl = useApiOrigin();
  return useMemo(() => createApiClient({ baseUrl }), [baseUrl]);
}
