/** What stands in for a staff screen while its loader runs: its heading, if any, and SPEC.md's loading text. */
export interface PendingView {
  heading?: string;
  text: string;
}

/** The loading view of the staff screen at `pathname` (one line per screen whose view differs). */
export function pendingView(pathname: string): PendingView {
  if (pathname === '/admin/users') return { heading: 'User Management', text: 'Loading users...' };
  if (pathname === '/blogs') return { heading: 'Blog Posts', text: 'Loading...' };
  if (pathname.startsWith('/blogs/edit/')) return { heading: 'Edit Blog Post', text: 'Loading...' };
  return { text: 'Loading...' };
}
