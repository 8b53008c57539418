const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "March 3, 2026": in UTC, so the server's render and the browser's hydration agree. */
export function formatPostDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** An absolute URL for a site path ("/uploads/…") or an already absolute one. */
export function absoluteUrl(siteUrl: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : siteUrl + (url.startsWith('/') ? url : `/${url}`);
}
