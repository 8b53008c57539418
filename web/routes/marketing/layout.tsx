import { Outlet } from 'react-router';

// Placeholder: the public site's header and footer come with the marketing issue.
export default function MarketingLayout() {
  return <Outlet />;
}
