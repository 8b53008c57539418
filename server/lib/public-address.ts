import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { Agent } from 'undici';

/** DNS resolution of a host name to every address it has; injected by tests. */
export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;
export type ResolvedAddress = { address: string; family: number };

export const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** Only globally routable unicast: loopback, private, link-local (169.254.169.254), CGNAT, multicast, reserved and mapped ranges are refused. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** Every address a URL's host stands for (a literal address is itself); [] when the name is not found. */
export async function addressesOf(url: URL, resolve: Resolve = systemResolve): Promise<ResolvedAddress[]> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(hostname)) return [{ address: hostname, family: hostname.includes(':') ? 6 : 4 }];
  try {
    return await resolve(hostname);
  } catch {
    return [];
  }
}

/**
 * Where `url` leads, for a caller that refuses private targets: the address to connect to (pin it), and
 * the first of the name's addresses that is not public (null when every one is). Null when the name is
 * not found. Each caller words its own refusal (webhooks, the image copier, CalDAV).
 */
export async function resolvedTarget(
  url: URL,
  resolve: Resolve = systemResolve,
): Promise<{ address: ResolvedAddress; blocked: ResolvedAddress | null } | null> {
  const addresses = await addressesOf(url, resolve);
  if (!addresses.length) return null;
  return { address: addresses[0]!, blocked: addresses.find((a) => !isPublicAddress(a.address)) ?? null };
}

/**
 * An undici agent that connects only to the address that was checked, whatever a second DNS answer
 * would say (DNS rebinding). The caller closes it. undici is loaded on the first outgoing call, not at
 * start (decision 105).
 */
export async function pinnedAgent(pinned: ResolvedAddress, options: Omit<Agent.Options, 'connect'> = {}): Promise<Agent> {
  const { Agent } = await import('undici');
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  return new Agent({ ...options, connect: { lookup } });
}
