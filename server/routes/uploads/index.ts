import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '../../../contract/choices';
import { errorSchema } from '../../../contract/common';
import { uploadResponse } from '../../../contract/uploads';
import { BadRequestError, HttpError } from '../../lib/errors';
import type { Storage } from '../../storage/types';
import { cleanImage } from './image';

const INVALID = 'Invalid file type. Please upload a PNG or JPEG image.';
const fileError = (message: string, status = 400) => new HttpError(status, message, [{ field: 'file', message }]);

const uploadRoutes: FastifyPluginAsyncZod<{ storage: Storage }> = async (app, { storage }) => {
  app.post(
    '/api/uploads',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['uploads'],
        summary: 'Upload a PNG or JPEG image (multipart field "file", at most 5 MB); answers its URL as secure_url (staff)',
        consumes: ['multipart/form-data'],
        response: { 201: uploadResponse, 400: errorSchema, 401: errorSchema, 403: errorSchema, 413: errorSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new BadRequestError('Send the image as multipart/form-data in the field "file"', [{ field: 'file', message: 'A file is required' }]);
      let file;
      try {
        file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
      } catch {
        throw fileError('The upload could not be read');
      }
      if (!file || file.fieldname !== 'file') throw fileError('A file is required in the field "file"');
      let buffer: Buffer;
      try {
        buffer = await file.toBuffer();
      } catch {
        throw fileError('The image is too large (5 MB at most)', 413);
      }
      if (file.file.truncated) throw fileError('The image is too large (5 MB at most)', 413);
      const image = await cleanImage(buffer);
      if (!image) throw fileError(INVALID);
      const now = new Date();
      const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${image.ext}`;
      const url = await storage.put(key, image.data, image.contentType);
      return reply.code(201).send({ secure_url: url, width: image.width, height: image.height });
    },
  );
};

export default uploadRoutes;
