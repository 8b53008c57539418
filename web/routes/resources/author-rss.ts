import { data } from 'react-router';

// Issue 27: an author's RSS feed, /blogs/author/:slug/rss.xml (WP-F fills this module; until then the address answers 404).
export function loader() {
  throw data(null, { status: 404, statusText: 'Not found' });
}
