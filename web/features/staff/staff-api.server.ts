import { data, redirect, type RouterContextProvider } from 'react-router';
import type { ApiClient } from '~/lib/api/client';
import { ApiRequestError, isSessionEnded } from '~/lib/api/errors';
import { serverApi } from '~/lib/api/server-api.server';
import { staffRefusal } from './staff-context';

/** Sign-in, then back to the page the request came from. */
export function signInAgain(request: Request): Response {
  const url = new URL(request.url);
  return redirect(`/auth/login?next=${encodeURIComponent(url.pathname + url.search)}`);
}

/**
 * The API's CSRF rule (decisions 003, 007) for the page's own actions, which call the API from the
 * server without the browser's Origin: an unsafe request must come from this site.
 */
function refuseCrossSite(request: Request): void {
  if (request.method === 'GET' || request.method === 'HEAD') return;
  const origin = request.headers.get('origin');
  const crossSite = origin ? origin !== new URL(request.url).origin : request.headers.get('sec-fetch-site') === 'cross-site';
  if (crossSite) throw data('Cross-site request refused', { status: 403 });
}

/**
 * What every staff call answers instead of its error: an ended session (401) is the redirect to
 * sign-in; a page read the API refuses (403) is the screen's 403 page, the same as requirePermission
 * gives (decision 032). Forms keep the API's refusal, which they show.
 */
function throwStaffAnswer(request: Request, err: unknown): void {
  if (isSessionEnded(err)) throw signInAgain(request);
  const pageRead = request.method === 'GET' || request.method === 'HEAD';
  if (pageRead && err instanceof ApiRequestError && err.status === 403) throw staffRefusal({ what: 'do this' });
}

/**
 * One API call of a staff loader or action, as the signed-in visitor (cookie forwarded).
 * When the session has ended (401) it throws the redirect to sign-in instead of an error.
 */
export async function staffApi<T>(request: Request, context: Readonly<RouterContextProvider>, call: (api: ApiClient) => Promise<T>): Promise<T> {
  refuseCrossSite(request);
  try {
    return await call(serverApi(context, { as: request }));
  } catch (err) {
    throwStaffAnswer(request, err);
    throw err;
  }
}

/**
 * A staff read whose failure SPEC.md shows in place of the page: any failure but an ended session
 * or a refusal becomes `message`, thrown for the route's ErrorBoundary (with the API's status, 502 without one).
 */
export async function staffRead<T>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  call: (api: ApiClient) => Promise<T>,
  message: string,
): Promise<T> {
  refuseCrossSite(request);
  try {
    return await call(serverApi(context, { as: request }));
  } catch (err) {
    throwStaffAnswer(request, err);
    console.warn(message, err);
    throw data(message, { status: err instanceof ApiRequestError ? err.status : 502 });
  }
}
