import { z } from 'zod';
import { ROUTING_TOKEN_LENGTH } from '../mail/inbound-address';

/**
 * INBOUND_ADDRESS (decision 129): a plain address (no display name, no `+`), whose local part leaves
 * room for `+<token>` within the 64 characters RFC 5321 allows a local part.
 */
export const inboundAddressSchema = z
  .string()
  .trim()
  .toLowerCase()
  .superRefine((value, ctx) => {
    const match = /^([a-z0-9._-]+)@([a-z0-9-]+(\.[a-z0-9-]+)+)$/.exec(value);
    if (!match) {
      ctx.addIssue({ code: 'custom', message: 'must be a plain address such as replies@example.com (letters, digits, . _ - before the @, no +)' });
      return;
    }
    const room = 64 - 1 - ROUTING_TOKEN_LENGTH;
    if (match[1]!.length > room)
      ctx.addIssue({ code: 'custom', message: `its part before the @ must be at most ${room} characters (the reply token is added to it)` });
  });
