import type { PostViewer } from '@contract/post-rules';
import { useStaffUser } from '~/features/staff/staff-user';

/** The signed-in staff member as the post rules read them (decision 055). */
export function usePostViewer(): PostViewer {
  const { _id, role } = useStaffUser();
  return { id: _id, role };
}
