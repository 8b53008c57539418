/** Where uploaded images live. Local disk by default; S3-compatible storage or Cloudinary for several app processes. */
export interface Storage {
  /** Stores the bytes under key (e.g. "2026/11/uuid.png") and answers the public URL. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Local storage serves its files from the app itself (prefix /uploads/); remote drivers do not. */
  readonly localRoot?: string;
  /** Where remote drivers' stored images start (their URLs are absolute): how a post's images are known as ours. */
  readonly publicBase?: string;
}
