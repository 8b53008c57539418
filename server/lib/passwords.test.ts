import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id, salted: two hashes of one password differ', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('correct horse');
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('s3cret-ünïcode-🔑');
    expect(await verifyPassword(hash, 's3cret-ünïcode-🔑')).toBe(true);
    expect(await verifyPassword(hash, 's3cret-unicode-🔑')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it('answers false (never throws) for a malformed hash', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
    expect(await verifyPassword('', 'x')).toBe(false);
  });

  it('keeps one dummy hash that matches no real password', async () => {
    const dummy = await dummyPasswordHash();
    expect(await dummyPasswordHash()).toBe(dummy);
    expect(dummy).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(dummy, 'not-a-real-password-')).toBe(false);
  });
});
