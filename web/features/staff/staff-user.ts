import { useRouteLoaderData } from 'react-router';
import type { PublicUser } from '@contract/users';

/** Route id of the staff layout (web/routes.ts): its loader answers the signed-in user. */
export const STAFF_LAYOUT_ID = 'routes/staff/layout';

/** The signed-in staff member, for any screen under the staff layout. */
export function useStaffUser(): PublicUser {
  const data = useRouteLoaderData(STAFF_LAYOUT_ID) as { user: PublicUser } | undefined;
  if (!data) throw new Error('useStaffUser() is only for screens under the staff layout');
  return data.user;
}
