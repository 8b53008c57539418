import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

const KEY = 'a key of at least thirty-two characters!';

describe('secret box (TOTP secrets at rest)', () => {
  it('seals with a key: the stored value does not hold the secret, and opens back', () => {
    const box = createSecretBox(KEY);
    const sealed = box.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('JBSWY3DP');
    expect(box.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).not.toBe(sealed); // a new IV each time
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  });

  it('cannot open under another key, or a tampered value', () => {
    const sealed = createSecretBox(KEY).seal('SECRET');
    expect(createSecretBox(`${KEY}x`).open(sealed)).toBeNull();
    expect(createSecretBox(undefined).open(sealed)).toBeNull();
    const [iv, tag, data] = sealed.slice(3).split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(createSecretBox(KEY).open(`v1:${iv}.${tag}.${flipped.toString('base64url')}`)).toBeNull();
  });

  it('without a key stores the value as it is, and a key set later still opens it', () => {
    const plain = createSecretBox(undefined).seal('SECRET');
    expect(plain).toBe('plain:SECRET');
    expect(createSecretBox(KEY).open(plain)).toBe('SECRET');
  });
});
