import { data } from 'react-router';

// Issue 27: a post's revisions and their comparison, /blogs/edit/:id/revisions (WP-C fills this module; until then the address answers 404).
export function loader() {
  throw data(null, { status: 404, statusText: 'Not found' });
}

export default function NotBuiltYet() {
  return null;
}
