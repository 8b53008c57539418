import { createHash } from 'node:crypto';

/** Never part of the signed string, per Cloudinary's signing rule. */
const UNSIGNED = new Set(['file', 'cloud_name', 'resource_type', 'api_key', 'signature']);

/**
 * Cloudinary's request signature: the parameters sorted by name, joined as name=value with '&',
 * the API secret appended, then the SHA-1 hex digest.
 */
export function signCloudinaryParams(params: Record<string, string>, apiSecret: string): string {
  const toSign = Object.keys(params)
    .filter((name) => !UNSIGNED.has(name))
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
  return createHash('sha1')
    .update(toSign + apiSecret)
    .digest('hex');
}
