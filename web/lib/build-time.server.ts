import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

let changedAt: string | undefined;

/**
 * When the pages' words last changed while they live in code: the time this server bundle was
 * built (its file's modification time), read once. The sitemap's lastmod for those pages.
 */
export function pagesChangedAt(): string {
  changedAt ??= statSync(fileURLToPath(import.meta.url)).mtime.toISOString();
  return changedAt;
}
