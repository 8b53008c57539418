import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The routing address of a lead (decision 129): `replies+<token>@domain`, where the token is the
 * lead's id and an HMAC of it under the installation's routing key, in lower-case base32 (mail systems
 * may change the case of a local part). Nobody can make the address of another lead without the key.
 */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
/** 16 id bytes are 26 characters, 10 HMAC bytes (80 bits) 16. */
const ID_CHARS = 26;
const MAC_BYTES = 10;
export const ROUTING_TOKEN_LENGTH = ID_CHARS + 16;

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

function unbase32(text: string): Buffer | null {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return null;
    value = (value << 5) | digit;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const mac = (key: Buffer, idBytes: Buffer) => createHmac('sha256', key).update('lead-reply-route').update(idBytes).digest().subarray(0, MAC_BYTES);

/** The token for a lead. */
export function routingToken(key: Buffer, leadId: string): string {
  const id = uuidBytes(leadId);
  return base32(id) + base32(mac(key, id));
}

/** `local+token@domain` of INBOUND_ADDRESS `local@domain`. */
export function routingAddress(inboundAddress: string, key: Buffer, leadId: string): string {
  const at = inboundAddress.lastIndexOf('@');
  return `${inboundAddress.slice(0, at)}+${routingToken(key, leadId)}@${inboundAddress.slice(at + 1)}`;
}

/** The lead a recipient address routes to; null when it is not INBOUND_ADDRESS's, or its token is not one we made. */
export function leadOfRoutingAddress(address: string, inboundAddress: string, key: Buffer): string | null {
  const at = inboundAddress.lastIndexOf('@');
  const [local, domain] = [inboundAddress.slice(0, at), inboundAddress.slice(at + 1)];
  const lower = address.trim().toLowerCase();
  const prefix = `${local}+`;
  const suffix = `@${domain}`;
  if (!lower.startsWith(prefix) || !lower.endsWith(suffix)) return null;
  const token = lower.slice(prefix.length, lower.length - suffix.length);
  if (token.length !== ROUTING_TOKEN_LENGTH) return null;
  const id = unbase32(token.slice(0, ID_CHARS));
  const sent = unbase32(token.slice(ID_CHARS));
  if (!id || id.length !== 16 || !sent || sent.length !== MAC_BYTES) return null;
  if (!timingSafeEqual(sent, mac(key, id))) return null;
  const hex = id.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
