import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@contract/common';
import { imageFetchBody, uploadResponse } from '@contract/uploads';
import { BadRequestError } from '../../lib/errors';
import { ImageFetchError, fetchRemoteImage, type ImageFetchOptions } from '../../lib/image-fetch';
import type { Storage } from '../../storage/types';
import { cleanImage } from './image';
import { saveUpload } from './save-upload';

export interface ImageFetchRouteOptions {
  storage: Storage;
  fetch: Pick<ImageFetchOptions, 'timeoutMs' | 'privateHosts' | 'resolve'>;
  /** false in tests that hammer it; 60 a minute per session otherwise. */
  rateLimitEnabled: boolean;
}

const refused = (reason: string) => {
  const message = `That image could not be copied: ${reason}`;
  return new BadRequestError(message, [{ field: 'url', message }]);
};

/** The editor's copier for images in pasted HTML (decision 052): fetched with SSRF checks, then treated as an upload. */
const imageFetchRoutes: FastifyPluginAsyncZod<ImageFetchRouteOptions> = async (app, { storage, fetch, rateLimitEnabled }) => {
  app.post(
    '/api/uploads/fetch',
    {
      config: {
        permission: 'posts.write',
        rateLimit: rateLimitEnabled ? { max: 60, timeWindow: 60_000, keyGenerator: (request) => request.session?.sessionId ?? request.ip } : false,
      },
      schema: {
        tags: ['uploads'],
        summary: 'Copy an image from another site into the uploads (PNG, JPEG, WebP or GIF, at most 5 MB); answers it as an upload (staff)',
        body: imageFetchBody,
        response: { 201: uploadResponse, ...errorResponses(400, 401, 403, 429, 502, 504) },
      },
    },
    async (request, reply) => {
      const { url } = request.body;
      let bytes: Buffer;
      try {
        bytes = await fetchRemoteImage(url, fetch);
      } catch (err) {
        if (err instanceof ImageFetchError) throw refused(err.message);
        throw err;
      }
      const image = await cleanImage(bytes, { otherFormats: true });
      if (!image) throw refused('not an image');
      const answer = await saveUpload(request, storage, image, new URL(url).host);
      return reply.code(201).send(answer);
    },
  );
};

export default imageFetchRoutes;
