import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/** Authenticator data flags (WebAuthn §6.1): user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

const b64url = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest();

function counterBytes(counter: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(counter);
  return out;
}

/** The credential's public key as COSE (EC2, P-256, ES256), from its JWK coordinates. */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  const map = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
    [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
  ]);
  return isoCBOR.encode(map);
}

export interface SoftPasskeyOptions {
  /** The origin the "browser" reports in clientDataJSON. */
  origin?: string;
  /** What the authenticator hashes as the RP ID (normally the options' rp.id). */
  rpId?: string;
}

/** One call's tampering, to check the server refuses it. */
export interface Tamper {
  origin?: string;
  rpId?: string;
  challenge?: string;
  userHandle?: string;
  counter?: number;
  userVerified?: boolean;
}

/**
 * A software passkey for API tests (no browser): a P-256 key made in node's crypto, 'none'
 * attestation, discoverable (it keeps the user handle it was registered with), a signature
 * counter that goes up by one per use. Enough for SimpleWebAuthn's real verify functions.
 */
export function createSoftPasskey({ origin = 'http://localhost:3000', rpId }: SoftPasskeyOptions = {}) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const rawId = randomBytes(16);
  const id = b64url(rawId);
  let userHandle = '';
  let counter = 0;
  let registeredRpId = rpId ?? '';

  const clientData = (type: string, challenge: string, t: Tamper) =>
    Buffer.from(JSON.stringify({ type, challenge: t.challenge ?? challenge, origin: t.origin ?? origin, crossOrigin: false }));
  const flags = (t: Tamper, extra = 0) => (t.userVerified === false ? UP : UP | UV) | extra;

  return {
    id,
    get userHandle() {
      return userHandle;
    },
    get counter() {
      return counter;
    },

    /** navigator.credentials.create() for these options. */
    register(options: PublicKeyCredentialCreationOptionsJSON, t: Tamper = {}): RegistrationResponseJSON {
      registeredRpId = rpId ?? options.rp.id ?? new URL(origin).hostname;
      userHandle = options.user.id;
      const authData = Buffer.concat([
        sha256(t.rpId ?? registeredRpId),
        Buffer.from([flags(t, AT)]),
        counterBytes(counter),
        Buffer.alloc(16), // aaguid: none
        Buffer.from([0, rawId.length]),
        rawId,
        coseKey(publicKey),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData],
        ]),
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, t)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },

    /** navigator.credentials.get() for these options (discoverable: the user handle comes back). */
    authenticate(options: PublicKeyCredentialRequestOptionsJSON, t: Tamper = {}): AuthenticationResponseJSON {
      counter = t.counter ?? counter + 1;
      const authData = Buffer.concat([sha256(t.rpId ?? options.rpId ?? registeredRpId), Buffer.from([flags(t)]), counterBytes(counter)]);
      const cdj = clientData('webauthn.get', options.challenge, t);
      const signature = sign('sha256', Buffer.concat([authData, sha256(cdj)]), privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(cdj),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: t.userHandle ?? userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}
export type SoftPasskey = ReturnType<typeof createSoftPasskey>;
