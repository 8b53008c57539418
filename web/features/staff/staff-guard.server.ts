import type { MiddlewareFunction } from 'react-router';
import { can, type Permission } from '@contract/roles';
import type { PublicUser } from '@contract/users';
import { staffApi } from '~/features/staff/staff-api.server';
import type { LoadContext } from '~/lib/load-context';
import { staffRefusal, staffUserContext } from './staff-context';

/**
 * The staff layout's middleware (decision 032): asks the API once per request who is signed in
 * and keeps the answer for every loader and action below it; nobody -> sign-in, then back here
 * (staffApi). Loaders of the layout and its screens run in parallel, so it cannot be a loader.
 */
export const staffGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(staffUserContext, await staffApi(request, context, (api) => api.auth.me()));
  return next();
};

/** The signed-in staff member (set by staffGuard). */
export function staffUser(context: LoadContext): PublicUser {
  return context.get(staffUserContext);
}

/** The screen needs a permission (decision 054): a role without it gets the screen's 403 page, before any API call of the screen. */
export function requirePermission(context: LoadContext, permission: Permission): PublicUser {
  const user = staffUser(context);
  if (!can(user.role, permission)) throw staffRefusal(permission);
  return user;
}
