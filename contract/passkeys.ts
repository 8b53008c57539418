import { z } from 'zod';
import { isoDate, text } from './common';

/** A ceremony in progress: the token of its one-time challenge (5 minutes, single use). */
const FLOW_MESSAGE = 'The passkey request has expired. Please try again.';
export const passkeyFlow = z.string({ message: FLOW_MESSAGE }).min(1, FLOW_MESSAGE).max(200, FLOW_MESSAGE);

const RESPONSE_MESSAGE = 'The passkey answer is not valid';
/** Base64url as authenticators' binary fields travel in JSON. */
const b64url = (max: number) =>
  z
    .string({ message: RESPONSE_MESSAGE })
    .max(max, RESPONSE_MESSAGE)
    .regex(/^[A-Za-z0-9_-]*$/, RESPONSE_MESSAGE);
const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
const credentialFields = {
  id: b64url(1400).min(1, RESPONSE_MESSAGE),
  rawId: b64url(1400).min(1, RESPONSE_MESSAGE),
  type: z.literal('public-key', { message: RESPONSE_MESSAGE }),
  // Extensions are not asked for: whatever the browser reports is dropped.
  clientExtensionResults: z.unknown().transform(() => ({})),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional().catch(undefined),
};

/** What @simplewebauthn/browser's startRegistration() answers (fields the server reads; the rest dropped). */
export const registrationCredential = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: b64url(10_000),
    attestationObject: b64url(100_000),
    // Browsers may name transports this list does not know yet: those are dropped, not refused.
    transports: z
      .array(z.string().max(30))
      .max(10)
      .optional()
      .transform((v) => v?.filter((t): t is (typeof TRANSPORTS)[number] => (TRANSPORTS as readonly string[]).includes(t))),
  }),
});

/** What @simplewebauthn/browser's startAuthentication() answers. */
export const authenticationCredential = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: b64url(10_000),
    authenticatorData: b64url(10_000),
    // ML-DSA (post-quantum) signatures are 2,420–4,627 bytes: Chromium 156's authenticator answers with ML-DSA-44 (3,227 characters).
    signature: b64url(10_000),
    userHandle: b64url(200).optional(),
  }),
});

export const PASSKEY_NAME_MESSAGE = 'Give the passkey a name of 1 to 60 characters';
export const passkeyName = text(60).min(1, PASSKEY_NAME_MESSAGE);

/** The options a browser passes to navigator.credentials (SimpleWebAuthn's JSON form, kept whole). */
const ceremonyOptions = z.looseObject({ challenge: z.string() });
export const passkeyOptionsResponse = z.object({ flow: z.string(), options: ceremonyOptions });
export type PasskeyOptions = z.infer<typeof passkeyOptionsResponse>;

export const registrationVerifyBody = z.object({ flow: passkeyFlow, response: registrationCredential, name: passkeyName.optional() });
export type RegistrationVerifyBody = z.input<typeof registrationVerifyBody>;

/**
 * POST /api/auth/passkeys/login/options: no challenge = a discoverable sign-in (no email typed);
 * the password step's challenge = the passkey as the second factor of that account; 'reauth' =
 * confirming it is you, signed in (decision 058).
 */
export const loginOptionsBody = z
  .object({
    challenge: z.string().max(200, 'The sign-in has expired. Please sign in again.').optional(),
    purpose: z.enum(['signin', 'reauth'], { message: "purpose must be 'signin' or 'reauth'" }).optional(),
  })
  .optional();
export type LoginOptionsBody = z.input<typeof loginOptionsBody>;
export const loginVerifyBody = z.object({ flow: passkeyFlow, response: authenticationCredential });
export type LoginVerifyBody = z.input<typeof loginVerifyBody>;

/** One of the account's passkeys as its owner sees it: never the public key or credential id. */
export const passkeySchema = z.object({
  _id: z.string(),
  name: z.string(),
  createdAt: isoDate,
  lastUsedAt: isoDate.nullable(),
  /** Synced to the person's other devices by their password manager ('multiDevice'), or on this device only. */
  deviceType: z.enum(['singleDevice', 'multiDevice']),
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.array(passkeySchema);
export const renamePasskeyBody = z.object({ name: passkeyName });
export type RenamePasskeyBody = z.input<typeof renamePasskeyBody>;

export const PASSKEY_REFUSED_MESSAGE = 'That passkey was not accepted. Try again, or sign in another way.';
export const LAST_SIGN_IN_METHOD_MESSAGE =
  'This is your only way to sign in. Set a password (Forgot password) or add another passkey before removing it.';
