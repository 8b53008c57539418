import { Outlet } from 'react-router';

// Placeholder: the guard and admin navigation come with the staff issue.
export default function StaffLayout() {
  return <Outlet />;
}
