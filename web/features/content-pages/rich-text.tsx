import { demoteHeadings, proseClass } from '../blog/prose';

/**
 * Content rich text as posts are shown: the API sanitises it on every write (allow-listed HTML only),
 * and the page's title stays its one h1. Nothing for an empty text.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  if (!html.trim()) return null;
  return <div className={`${proseClass} ${className}`} dangerouslySetInnerHTML={{ __html: demoteHeadings(html) }} />;
}
