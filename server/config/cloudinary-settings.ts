/** What the Cloudinary driver needs, resolved from the environment by parseEnv. */
export interface CloudinarySettings {
  cloudName: string;
  apiKey: string;
  apiSecret: string;
  /** Folder the images go into, e.g. "website/uploads". */
  folder?: string;
  /** Origin of the Upload API, without a trailing slash. */
  apiBase: string;
}

export interface CloudinaryEnv {
  CLOUDINARY_URL?: string;
  CLOUDINARY_CLOUD_NAME?: string;
  CLOUDINARY_API_KEY?: string;
  CLOUDINARY_API_SECRET?: string;
  CLOUDINARY_FOLDER?: string;
  CLOUDINARY_API_BASE?: string;
}

export const DEFAULT_CLOUDINARY_API_BASE = 'https://api.cloudinary.com';
/** The cloud name goes into the upload URL's path. */
export const CLOUD_NAME_PATTERN = /^[A-Za-z0-9_-]+$/;
export const CLOUDINARY_URL_SHAPE = 'cloudinary://api_key:api_secret@cloud_name';

interface UrlParts {
  cloudName: string;
  apiKey: string;
  apiSecret: string;
  uploadPrefix?: string;
}

/**
 * Reads CLOUDINARY_URL as Cloudinary's console and SDKs write it:
 * cloudinary://api_key:api_secret@cloud_name, optionally ?upload_prefix=https://api-eu.cloudinary.com.
 * Answers null when the value has another shape.
 */
export function parseCloudinaryUrl(value: string): UrlParts | null {
  try {
    const url = new URL(value);
    const apiKey = decodeURIComponent(url.username);
    const apiSecret = decodeURIComponent(url.password);
    const cloudName = url.hostname;
    const uploadPrefix = url.searchParams.get('upload_prefix')?.replace(/\/+$/, '') || undefined;
    if (url.protocol !== 'cloudinary:' || !apiKey || !apiSecret || !CLOUD_NAME_PATTERN.test(cloudName)) return null;
    if (url.pathname !== '' && url.pathname !== '/') return null;
    if (uploadPrefix && !/^https?:\/\/[^/]+$/.test(uploadPrefix)) return null;
    return { cloudName, apiKey, apiSecret, uploadPrefix };
  } catch {
    return null;
  }
}

/**
 * Combines CLOUDINARY_URL with the separate variables; answers null while a credential is missing.
 */
export function resolveCloudinarySettings(env: CloudinaryEnv): CloudinarySettings | null {
  const fromUrl = env.CLOUDINARY_URL ? parseCloudinaryUrl(env.CLOUDINARY_URL) : null;
  // As in Cloudinary's SDKs, a variable set on its own wins over the same part of CLOUDINARY_URL.
  const cloudName = env.CLOUDINARY_CLOUD_NAME ?? fromUrl?.cloudName;
  const apiKey = env.CLOUDINARY_API_KEY ?? fromUrl?.apiKey;
  const apiSecret = env.CLOUDINARY_API_SECRET ?? fromUrl?.apiSecret;
  if (!cloudName || !apiKey || !apiSecret) return null;
  return {
    cloudName,
    apiKey,
    apiSecret,
    ...(env.CLOUDINARY_FOLDER ? { folder: env.CLOUDINARY_FOLDER } : {}),
    apiBase: env.CLOUDINARY_API_BASE ?? fromUrl?.uploadPrefix ?? DEFAULT_CLOUDINARY_API_BASE,
  };
}

/** What stops STORAGE_DRIVER=cloudinary from working, each problem under the variable to set. */
export function cloudinaryCredentialProblems(env: CloudinaryEnv): { variable: string; message: string }[] {
  if (resolveCloudinarySettings(env)) return [];
  // A CLOUDINARY_URL of the wrong shape is reported by its own check; "missing" would only confuse.
  if (env.CLOUDINARY_URL && !parseCloudinaryUrl(env.CLOUDINARY_URL)) return [];
  const separate = {
    CLOUDINARY_CLOUD_NAME: env.CLOUDINARY_CLOUD_NAME,
    CLOUDINARY_API_KEY: env.CLOUDINARY_API_KEY,
    CLOUDINARY_API_SECRET: env.CLOUDINARY_API_SECRET,
  };
  if (Object.values(separate).every((v) => v === undefined)) {
    return [
      {
        variable: 'CLOUDINARY_URL',
        message: `is required when STORAGE_DRIVER=cloudinary (${CLOUDINARY_URL_SHAPE}); or set CLOUDINARY_CLOUD_NAME, CLOUDINARY_API_KEY and CLOUDINARY_API_SECRET`,
      },
    ];
  }
  return Object.entries(separate)
    .filter(([, v]) => v === undefined)
    .map(([variable]) => ({ variable, message: 'is required when STORAGE_DRIVER=cloudinary and CLOUDINARY_URL is not set' }));
}
