import { useCan } from '~/features/staff/can';
import { useStaffUser } from '~/features/staff/staff-user';

/** Whom the signed-in person may give a lead to: anyone with leads.all, else only themselves (decision 055). */
export function useAssignableOwners<T extends { _id: string }>(owners: T[]): T[] {
  const me = useStaffUser();
  return useCan()('leads.all') ? owners : owners.filter((o) => o._id === me._id);
}
