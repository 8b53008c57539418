import { isIP } from 'node:net';
import { z } from 'zod';

// A DNS name: dot-separated labels of letters, digits and inner hyphens, not all digits (1.2.3 is no address).
const HOSTNAME = /^(?=.*[a-z-])[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/**
 * The interface the server listens on. Loopback unless told otherwise, so a first `npm start` on a
 * laptop does not offer its fresh admin account to the whole network; containers set 0.0.0.0
 * (decision 026).
 */
export const listenHostSchema = z
  .string()
  .min(1)
  .default('127.0.0.1')
  .refine(
    (v) => isIP(v) !== 0 || HOSTNAME.test(v),
    'must be an IP address to listen on (127.0.0.1 for this machine only, 0.0.0.0 or :: for every interface) or a host name',
  );
