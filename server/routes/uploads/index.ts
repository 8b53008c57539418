import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@contract/common';
import { uploadResponse } from '@contract/uploads';
import { BadRequestError } from '../../lib/errors';
import { cleanImage } from './image';
import { fileError, readUploadedFile } from './read-file';
import imageFetchRoutes, { type ImageFetchRouteOptions } from './fetch';
import { saveUpload } from './save-upload';

const INVALID = 'Invalid file type. Please upload a PNG or JPEG image.';

const uploadRoutes: FastifyPluginAsyncZod<ImageFetchRouteOptions> = async (app, options) => {
  const { storage } = options;
  await app.register(imageFetchRoutes, options);
  app.post(
    '/api/uploads',
    {
      config: { permission: 'posts.write' },
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
      return reply.code(201).send(await saveUpload(request, storage, image));
    },
  );
};

export default uploadRoutes;
