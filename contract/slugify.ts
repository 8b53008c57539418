/**
 * URL slug from a title or a tag: lower-case ASCII words joined by hyphens ("Zoë & Co" → zoe-and-co).
 * One rule for the server (post, tag and author slugs) and the pages (links to tag pages).
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'post';
}
