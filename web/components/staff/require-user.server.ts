import { redirect, type AppLoadContext } from 'react-router';
import type { PublicUser } from '../../../contract/users';
import { isSessionEnded } from '../../lib/api-error';
import { serverApi } from '../../lib/api.server';

/** The signed-in user as the server sees the request's cookie; nobody -> /auth/login?next=<this page>. */
export async function requireStaffUser(request: Request, context: AppLoadContext): Promise<PublicUser> {
  try {
    return await serverApi(context, { as: request }).auth.me();
  } catch (err) {
    if (isSessionEnded(err)) {
      const url = new URL(request.url);
      throw redirect(`/auth/login?next=${encodeURIComponent(url.pathname + url.search)}`);
    }
    throw err;
  }
}
