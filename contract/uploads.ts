import './zod-config';
import { z } from 'zod';

/** Same field name as the image host the original product used. */
export const uploadResponse = z.object({ secure_url: z.string(), width: z.number(), height: z.number() });
export type UploadResponse = z.infer<typeof uploadResponse>;
