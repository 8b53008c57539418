import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leadOfRoutingAddress, routingAddress, routingToken, ROUTING_TOKEN_LENGTH } from './inbound-address';

describe('routing addresses (decision 129)', () => {
  const key = randomBytes(32);
  const inbound = 'replies@example.com';

  it('routes back to its lead, whatever the case the mail system gives it', () => {
    const id = randomUUID();
    const address = routingAddress(inbound, key, id);
    expect(address).toMatch(/^replies\+[a-z2-7]{42}@example\.com$/);
    expect(routingToken(key, id)).toHaveLength(ROUTING_TOKEN_LENGTH);
    expect(address.split('@')[0]!.length).toBeLessThanOrEqual(64);
    expect(leadOfRoutingAddress(address, inbound, key)).toBe(id);
    expect(leadOfRoutingAddress(address.toUpperCase(), inbound, key)).toBe(id);
  });

  it('refuses a token made under another key, a changed id, another mailbox or domain', () => {
    const id = randomUUID();
    const address = routingAddress(inbound, key, id);
    expect(leadOfRoutingAddress(routingAddress(inbound, randomBytes(32), id), inbound, key)).toBeNull();
    // The same MAC with another id: the first character of the id changed.
    const token = address.slice('replies+'.length, address.indexOf('@'));
    const forged = `replies+${token[0] === 'a' ? 'b' : 'a'}${token.slice(1)}@example.com`;
    expect(leadOfRoutingAddress(forged, inbound, key)).toBeNull();
    expect(leadOfRoutingAddress(address.replace('replies+', 'sales+'), inbound, key)).toBeNull();
    expect(leadOfRoutingAddress(address.replace('example.com', 'example.org'), inbound, key)).toBeNull();
    expect(leadOfRoutingAddress('replies@example.com', inbound, key)).toBeNull();
    expect(leadOfRoutingAddress('replies+short@example.com', inbound, key)).toBeNull();
  });
});
