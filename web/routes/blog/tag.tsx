import { data } from 'react-router';

// Issue 27: a tag's page, /blogs/tag/:tag (WP-F fills this module; until then the address answers 404).
export function loader() {
  throw data(null, { status: 404, statusText: 'Not found' });
}

export default function NotBuiltYet() {
  return null;
}
