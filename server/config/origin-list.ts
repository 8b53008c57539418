import { z } from 'zod';

/** The origin a browser would send for this entry, or null when it is not a bare http(s) origin. */
function asOrigin(entry: string): string | null {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') return null;
  // Browsers send the origin lower-cased and without a default port: compare in that form.
  return url.origin;
}

/** A comma-separated list of web origins (CORS_ORIGINS): each must be scheme://host[:port], nothing more. */
export const originListSchema = z.string().transform((value, ctx): string[] => {
  const entries = value
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const origins: string[] = [];
  for (const entry of entries) {
    const origin = asOrigin(entry);
    if (origin) origins.push(origin);
    else
      ctx.addIssue({
        code: 'custom',
        message: `"${entry}" is not an http(s) origin: give scheme and host (and port), no path, e.g. https://www.example.com`,
      });
  }
  return origins;
});
