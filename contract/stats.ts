import './zod-config';
import { z } from 'zod';

/** Each count is null for a role that may not read what it counts (decision 055). */
export const statsResponse = z.object({
  /** SPEC's figure: every lead, spam included. */
  contacts: z.number().nullable(),
  /** Leads that are not spam. */
  leads: z.number().nullable(),
  /** Leads held as suspected spam. */
  spam: z.number().nullable(),
  subscriptions: z.number().nullable(),
  blogs: z.number().nullable(),
});
export type Stats = z.infer<typeof statsResponse>;
