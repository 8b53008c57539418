import { z } from 'zod';
import { leadMessageSchema } from './leads';

/** The largest raw message POST /api/inbound/mail takes (decision 129); a larger one is a 413. */
export const INBOUND_MAIL_MAX_BYTES = 10 * 1024 * 1024;

/**
 * What became of a posted message: `stored` on its lead (201), `duplicate` (its Message-ID was stored
 * before: 200, the same entry), `bounce` (a delivery failure, handled as one), `ignored` (an automatic
 * answer that matched no lead, or a bounce of nothing we know).
 */
export const INBOUND_MAIL_OUTCOMES = ['stored', 'duplicate', 'bounce', 'ignored'] as const;
export const inboundMailResult = z.object({
  status: z.enum(INBOUND_MAIL_OUTCOMES),
  leadId: z.string().nullable(),
  /** A lead was made for the sender: the mail matched none. */
  newLead: z.boolean(),
  /** The lead waited on the person and is back to `new`. */
  reopened: z.boolean(),
  message: leadMessageSchema.nullable(),
});
export type InboundMailResult = z.infer<typeof inboundMailResult>;
