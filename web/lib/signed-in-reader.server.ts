import type { RouterContextProvider } from 'react-router';
import type { PublicUser } from '@contract/users';
import { serverApi } from '~/lib/api/server-api.server';

/** Either session cookie name (sid, or __Host-sid over TLS): the page cache never keeps such a request. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?sid=/;

/**
 * The member of staff reading a public page, or null for everyone else. Only a request with a session
 * cookie asks the API (such a page is rendered for itself); a visitor's page, kept and shared, never does.
 */
export async function signedInReader(request: Request, context: Readonly<RouterContextProvider>): Promise<PublicUser | null> {
  if (!SESSION_COOKIE.test(request.headers.get('cookie') ?? '')) return null;
  return serverApi(context, { as: request })
    .auth.me()
    .catch(() => null);
}
