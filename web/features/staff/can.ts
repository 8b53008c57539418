import { can, type Permission } from '@contract/roles';
import { useStaffUser } from './staff-user';

/** Whether the signed-in staff member's role may do something (decision 054): screens hide what it may not. */
export function useCan(): (permission: Permission) => boolean {
  const { role } = useStaffUser();
  return (permission) => can(role, permission);
}
