import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which proxies in front of the app may say who the client is (X-Forwarded-For/-Proto/-Host):
 * none, the last `n` hops, or the listed proxy addresses.
 */
export type TrustProxy = false | number | string[];

/** Fastify's `trustProxy` option: what to believe of each address, nearest hop first. */
export type FastifyTrustProxy = false | string[] | ((address: string, hop: number) => boolean);

// proxy-addr's names for private ranges, handy for a proxy on a container network.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const MESSAGE =
  'must be false, a number of proxy hops in front of the app (true means 1), or a comma-separated list of proxy IP addresses or CIDR ranges';

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

export const trustProxySchema = z
  .string()
  .default('false')
  .transform((raw, ctx): TrustProxy => {
    const value = raw.trim().toLowerCase();
    if (['false', 'no', 'off', '0'].includes(value)) return false;
    if (['true', 'yes', 'on'].includes(value)) return 1;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = entries.find((e) => !isAddressOrRange(e));
    if (bad === undefined) return entries;
    ctx.addIssue({ code: 'custom', message: `${MESSAGE}; "${bad}" is none of these` });
    return z.NEVER;
  });

export function toFastifyTrustProxy(trust: TrustProxy): FastifyTrustProxy {
  if (typeof trust !== 'number') return trust;
  // Hop 0 is the socket's peer (the nearest proxy): believe the forwarded chain for `trust` hops,
  // so the client is the address the outermost trusted proxy appended, whatever the client forged before it.
  return (_address, hop) => hop < trust;
}
