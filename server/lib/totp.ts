import { randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { hashToken } from './tokens';

/** Codes one step (30 s) either side of now are accepted: a phone's clock is rarely exact. */
const TOLERANCE_SECONDS = 30;

export const RECOVERY_CODE_COUNT = 10;

export function newTotpSecret(): string {
  return generateSecret();
}

export interface TotpEnrolment {
  /** Base32, for typing into an app by hand. */
  secret: string;
  otpauthUrl: string;
  /** The otpauth URL as a QR code image (PNG data URL), made on the server. */
  qrDataUrl: string;
}

export async function totpEnrolment(secret: string, issuer: string, account: string): Promise<TotpEnrolment> {
  const otpauthUrl = generateURI({ issuer, label: account, secret });
  // qrcode is loaded when someone sets up an authenticator, not at start (decision 105).
  const { default: QRCode } = await import('qrcode');
  const qrDataUrl = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { secret, otpauthUrl, qrDataUrl };
}

/**
 * The time step of a valid code newer than `afterTimeStep` (0: none used yet), else null.
 * Storing the answer as the next `afterTimeStep` refuses the same code a second time.
 */
export async function verifyTotp(secret: string, code: string, afterTimeStep: number): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterTimeStep > 0 ? { afterTimeStep } : {}),
  });
  // otplib's answer type also covers HOTP, whose results carry no time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * Ten one-time codes of 20 characters from a 31-letter alphabet without look-alikes (~99 bits
 * each), shown as xxxxx-xxxxx-xxxxx-xxxxx. Stored as SHA-256 of the normalised code.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(40);
    let code = '';
    for (const b of bytes) {
      // Rejection sampling keeps every letter equally likely.
      if (b >= 248) continue;
      code += RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length];
      if (code.length === 20) break;
    }
    return code.match(/.{5}/g)!.join('-');
  });
}

/** What people type: any case, with or without dashes and spaces. */
export function normaliseRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]/g, '');
}

export const hashRecoveryCode = (code: string) => hashToken(normaliseRecoveryCode(code));
