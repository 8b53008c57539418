import type { RouterContextProvider } from 'react-router';
import type { PublicUser } from '@contract/users';
import { serverApi } from '~/lib/api/server-api.server';

/** Either session cookie name (sid, or __Host-sid over TLS): the page cache never keeps such a request. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?sid=/;

/** One question per render: the layout's staff bar and the article's Edit link share the answer. */
const asked = new WeakMap<Readonly<RouterContextProvider>, Promise<PublicUser | null>>();

/**
 * The member of staff reading a public page, or null for everyone else. Only a request with a session
 * cookie asks the API (such a page is rendered for itself); a visitor's page, kept and shared, never does.
 */
export function signedInReader(request: Request, context: Readonly<RouterContextProvider>): Promise<PublicUser | null> {
  if (!SESSION_COOKIE.test(request.headers.get('cookie') ?? '')) return Promise.resolve(null);
  let answer = asked.get(context);
  if (!answer) {
    answer = serverApi(context, { as: request })
      .auth.me()
      .catch(() => null);
    asked.set(context, answer);
  }
  return answer;
}
