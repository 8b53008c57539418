import './zod-config';
import { z } from 'zod';

export const statsResponse = z.object({
  /** SPEC's figure: every lead, spam included. */
  contacts: z.number(),
  /** Leads that are not spam. */
  leads: z.number(),
  /** Leads held as suspected spam. */
  spam: z.number(),
  subscriptions: z.number(),
  blogs: z.number(),
});
export type Stats = z.infer<typeof statsResponse>;
