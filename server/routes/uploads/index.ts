import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../contract/common';
import { uploadResponse } from '../../../contract/uploads';
import { BadRequestError, UpstreamError } from '../../lib/errors';
import type { Storage } from '../../storage/types';
import { cleanImage } from './image';
import { fileError, readUploadedFile } from './read-file';

const INVALID = 'Invalid file type. Please upload a PNG or JPEG image.';

const uploadRoutes: FastifyPluginAsyncZod<{ storage: Storage }> = async (app, { storage }) => {
  app.post(
    '/api/uploads',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['uploads'],
        summary: 'Upload a PNG or JPEG image (multipart field "file", at most 5 MB); answers its URL as secure_url (staff)',
        consumes: ['multipart/form-data'],
        response: { 201: uploadResponse, 400: errorSchema, 401: errorSchema, 403: errorSchema, 413: errorSchema, 502: errorSchema, 504: errorSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new BadRequestError('Send the image as multipart/form-data in the field "file"', [{ field: 'file', message: 'A file is required' }]);
      const image = await cleanImage(await readUploadedFile(request));
      if (!image) throw fileError(INVALID);
      const now = new Date();
      const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${image.ext}`;
      const url = await storage.put(key, image.data, image.contentType).catch((err: unknown) => {
        // The error handler keeps HttpErrors out of the log; an image host's failure belongs there.
        if (err instanceof UpstreamError) request.log.error({ upstream: err.upstream, statusCode: err.statusCode }, 'image storage failed');
        throw err;
      });
      return reply.code(201).send({ secure_url: url, width: image.width, height: image.height });
    },
  );
};

export default uploadRoutes;
