import { data } from 'react-router';

// Issue 27: an author's page, /blogs/author/:slug (WP-F fills this module; until then the address answers 404).
export function loader() {
  throw data(null, { status: 404, statusText: 'Not found' });
}

export default function NotBuiltYet() {
  return null;
}
