import type { CloudinarySettings } from '../config/cloudinary-settings';
import { signCloudinaryParams } from './cloudinary-signature';
import { postToCloudinary } from './cloudinary-upload';
import type { Storage } from './types';

export const CLOUDINARY_TIMEOUT_MS = 30_000;

export interface CloudinaryOptions {
  /** How long one upload may take, answer included. */
  timeoutMs?: number;
}

/** Cloudinary storage: signed uploads to the Upload API; images are served from Cloudinary's CDN. */
export function createCloudinaryStorage(settings: CloudinarySettings, { timeoutMs = CLOUDINARY_TIMEOUT_MS }: CloudinaryOptions = {}): Storage {
  const endpoint = `${settings.apiBase}/v1_1/${encodeURIComponent(settings.cloudName)}/image/upload`;
  return {
    // Cloudinary's delivery URLs for this cloud (its answer's secure_url starts so).
    publicBase: `https://res.cloudinary.com/${settings.cloudName}/image/upload/`,
    async put(key, body, contentType) {
      const params: Record<string, string> = {
        // Cloudinary adds the extension of the format it detects; the key's own would be doubled.
        public_id: key.replace(/\.[^./]+$/, ''),
        timestamp: String(Math.floor(Date.now() / 1000)),
        ...(settings.folder ? { folder: settings.folder } : {}),
      };
      const form = new FormData();
      for (const [name, value] of Object.entries(params)) form.append(name, value);
      form.append('api_key', settings.apiKey);
      form.append('signature', signCloudinaryParams(params, settings.apiSecret));
      form.append('file', new Blob([new Uint8Array(body)], { type: contentType }), key.split('/').pop());
      return postToCloudinary(endpoint, form, timeoutMs);
    },
  };
}
