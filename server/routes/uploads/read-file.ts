import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@contract/choices';
import { HttpError } from '../../lib/errors';

export const TOO_LARGE = 'The image is too large (5 MB at most)';
export const UNREADABLE = 'The upload could not be read: send the image whole, as multipart/form-data in the field "file"';

export const fileError = (message: string, status = 400) => new HttpError(status, message, [{ field: 'file', message }]);

// @fastify/multipart's own error for a file over `fileSize`; anything else busboy throws is a broken body.
const isSizeLimit = (err: unknown) => typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';

/** The bytes of the multipart field "file": 413 only over the size limit, 400 for a malformed or cut-off body. */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
    if (!file || file.fieldname !== 'file') throw fileError('A file is required in the field "file"');
    const buffer = await file.toBuffer();
    if (file.file.truncated) throw fileError(TOO_LARGE, 413);
    return buffer;
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw isSizeLimit(err) ? fileError(TOO_LARGE, 413) : fileError(UNREADABLE);
  }
}
