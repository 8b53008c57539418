import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@contract/common';
import { uploadResponse } from '@contract/uploads';
import { BadRequestError, UpstreamError } from '../../lib/errors';
import type { Storage } from '../../storage/types';
import { cleanImage } from './image';
import { fileError, readUploadedFile } from './read-file';
import { storeImage } from './variants';

const INVALID = 'Invalid file type. Please upload a PNG or JPEG image.';

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

const uploadRoutes: FastifyPluginAsyncZod<{ storage: Storage }> = async (app, { storage }) => {
  app.post(
    '/api/uploads',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['uploads'],
        summary: 'Upload a PNG or JPEG image (multipart field "file", at most 5 MB); answers its URL as secure_url (staff)',
        consumes: ['multipart/form-data'],
        response: { 201: uploadResponse, ...errorResponses(400, 401, 403, 413, 502, 504) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new BadRequestError('Send the image as multipart/form-data in the field "file"', [{ field: 'file', message: 'A file is required' }]);
      const image = await cleanImage(await readUploadedFile(request));
      if (!image) throw fileError(INVALID);
      const now = new Date();
      const base = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}`;
      const url = await storeImage(storage, base, image).catch((err: unknown) => {
        // The error handler keeps HttpErrors out of the log; an image host's failure belongs there.
        if (err instanceof UpstreamError) request.log.error({ upstream: err.upstream, statusCode: err.statusCode }, 'image storage failed');
        throw err;
      });
      await request.audit({
        action: 'upload.created',
        targetType: 'upload',
        targetId: url,
        details: { type: image.contentType, bytes: image.data.length, width: image.width, height: image.height },
      });
      return reply.code(201).send({ secure_url: urlForUploader(url, request), width: image.width, height: image.height });
    },
  );
};

export default uploadRoutes;
