import { useRouteLoaderData } from 'react-router';

/** Where the browser sends API calls, from the root loader ('' = same origin). */
export function useApiOrigin(): string {
  const root = useRouteLoaderData('root') as { publicApiOrigin: string } | undefined;
  return root?.publicApiOrigin ?? '';
}
