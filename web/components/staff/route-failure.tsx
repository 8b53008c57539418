import { isRouteErrorResponse } from 'react-router';

/**
 * A staff screen's ErrorBoundary body: SPEC.md's failure message replaces the page. The message is
 * what the loader or action threw (`data(message, …)`), else the screen's fallback.
 */
export function RouteFailure({ error, fallback }: { error: unknown; fallback: string }) {
  const message = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : fallback;
  return (
    <div role="alert" className="rounded-md bg-red-50 p-6">
      <h1 className="text-xl font-semibold text-red-800">{message}</h1>
    </div>
  );
}
