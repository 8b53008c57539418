import './zod-config';
import { z } from 'zod';

/** Same field name as the image host the original product used. */
export const uploadResponse = z.object({ secure_url: z.string(), width: z.number(), height: z.number() });
export type UploadResponse = z.infer<typeof uploadResponse>;

/** POST /api/uploads/fetch: an external image the server copies (pasted HTML; decision 052). */
export const imageFetchBody = z.object({ url: z.url({ protocol: /^https?$/, message: 'url must be an http(s) address' }).max(2000) });
export type ImageFetchBody = z.infer<typeof imageFetchBody>;
