import { uploadResponse, type ImageFetchBody } from '@contract/index';
import type { Transport } from './transport';

export const uploadsApi = ({ send }: Transport) => ({
  /** Multipart upload of one image; answers { secure_url }. */
  image: (file: File | Blob, filename = 'image') => {
    const form = new FormData();
    form.append('file', file, filename);
    return send(uploadResponse, 'POST', '/api/uploads', form);
  },
  /** The server copies an external image (pasted HTML) and answers it as an upload. */
  fetchRemote: (url: string) => send(uploadResponse, 'POST', '/api/uploads/fetch', { url } satisfies ImageFetchBody),
});
