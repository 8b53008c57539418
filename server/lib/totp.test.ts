import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpEnrolment, verifyTotp } from './totp';

describe('TOTP helpers', () => {
  it('accepts the current code once its step is newer than the last used one, and refuses malformed input', async () => {
    const secret = newTotpSecret();
    const before = Math.floor(Date.now() / 1000 / 30);
    const code = await generate({ secret });
    const step = await verifyTotp(secret, code, 0);
    expect([before, before + 1]).toContain(step);
    expect(await verifyTotp(secret, code, step!)).toBeNull();
    expect(await verifyTotp(secret, '12345', 0)).toBeNull();
    expect(await verifyTotp(secret, 'abcdef', 0)).toBeNull();
    // Two steps away is too far, whichever way.
    expect(await verifyTotp(secret, await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 90 }), 0)).toBeNull();
  });

  it('answers an otpauth URL and a PNG QR code naming the site and the account', async () => {
    const setup = await totpEnrolment(newTotpSecret(), 'DataLoom Solutions', 'ada@example.com');
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/DataLoom%20Solutions:ada%40example\.com\?/);
    expect(setup.otpauthUrl).toContain('issuer=DataLoom');
    expect(setup.qrDataUrl).toMatch(/^data:image\/png;base64,/);
  });

  it('makes ten distinct recovery codes; the hash ignores case, spaces and dashes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-hjkmnp-z2-9]{5}(-[a-hjkmnp-z2-9]{5}){3}$/);
    expect(hashRecoveryCode(codes[0]!.toUpperCase().replace(/-/g, ' '))).toBe(hashRecoveryCode(codes[0]!));
  });
});
