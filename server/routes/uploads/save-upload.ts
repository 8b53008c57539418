import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { UploadResponse } from '@contract/uploads';
import { UpstreamError } from '../../lib/errors';
import type { Storage } from '../../storage/types';
import type { CleanImage } from './image';
import { storeImage } from './variants';

/**
 * A stored image's URL as the uploading page can use it. Local storage answers a path on this
 * server, which a page resolves against its own origin: right when pages and API share one, so
 * the stored URL survives a change of domain; when the page is on another origin (the API on its
 * own host), the path is made absolute on this server's origin.
 */
function urlForUploader(url: string, request: FastifyRequest): string {
  if (!url.startsWith('/') || !request.headers.origin) return url;
  let page: URL;
  try {
    page = new URL(request.headers.origin);
  } catch {
    return url;
  }
  // Hosts, not protocols: behind a TLS proxy this server may see http while the page is https.
  if (page.host === request.host) return url;
  // An https page cannot show an http image; a TLS proxy in front is the likely reason for the gap.
  const protocol = page.protocol === 'https:' ? 'https' : request.protocol;
  return `${protocol}://${request.host}${url}`;
}

/** Stores a cleaned image with its variants, records it in the audit log and answers it as an upload. */
export async function saveUpload(
  request: FastifyRequest,
  storage: Storage,
  image: CleanImage,
  /** The host a copied image came from (POST /api/uploads/fetch), audited as upload.fetched. */
  fetchedFrom?: string,
): Promise<UploadResponse> {
  const now = new Date();
  const base = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}`;
  const url = await storeImage(storage, base, image).catch((err: unknown) => {
    // The error handler keeps HttpErrors out of the log; an image host's failure belongs there.
    if (err instanceof UpstreamError) request.log.error({ upstream: err.upstream, statusCode: err.statusCode }, 'image storage failed');
    throw err;
  });
  await request.audit({
    action: fetchedFrom ? 'upload.fetched' : 'upload.created',
    targetType: 'upload',
    targetId: url,
    details: {
      type: image.contentType,
      bytes: image.data.length,
      width: image.width,
      height: image.height,
      ...(fetchedFrom ? { host: fetchedFrom } : {}),
    },
  });
  return { secure_url: urlForUploader(url, request), width: image.width, height: image.height };
}
