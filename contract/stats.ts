import './zod-config';
import { z } from 'zod';

export const statsResponse = z.object({ contacts: z.number(), subscriptions: z.number(), blogs: z.number() });
export type Stats = z.infer<typeof statsResponse>;
