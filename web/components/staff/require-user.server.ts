import type { AppLoadContext } from 'react-router';
import type { PublicUser } from '@contract/users';
import { staffApi } from '~/features/staff/staff-api.server';

/** The signed-in user as the server sees the request's cookie; nobody -> /auth/login?next=<this page>. */
export function requireStaffUser(request: Request, context: AppLoadContext): Promise<PublicUser> {
  return staffApi(request, context, (api) => api.auth.me());
}
