import { UPLOADS_URL_PREFIX } from './local';
import type { Storage } from './types';

/**
 * Whether an image URL in a post is one of our uploads: a local path, the same path on the site's
 * or API's origin, or the remote storage's public base. Any other host's image is never kept (decision 052).
 */
export function ownImageMatcher(storage: Pick<Storage, 'publicBase'>, origins: readonly (string | undefined)[]): (src: string) => boolean {
  const prefixes = [UPLOADS_URL_PREFIX, ...origins.filter((o): o is string => !!o).map((o) => `${new URL(o).origin}${UPLOADS_URL_PREFIX}`)];
  if (storage.publicBase) prefixes.push(storage.publicBase);
  return (src) => prefixes.some((prefix) => src.startsWith(prefix));
}
