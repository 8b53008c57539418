import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const SEALED = 'v1:';

/**
 * Seals short secrets (TOTP keys) for storage with AES-256-GCM under a key derived from
 * TWO_FACTOR_KEY. Without a key, values are kept as they are ('plain:'), so the embedded default
 * still starts with nothing configured; a key set later still opens those.
 */
export function createSecretBox(key: string | undefined) {
  const aesKey = key ? Buffer.from(hkdfSync('sha256', key, 'two-factor', 'totp-secret', 32)) : null;
  return {
    seal(value: string): string {
      if (!aesKey) return `plain:${value}`;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
      const data = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
      return SEALED + [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
    },
    /** The value, or null when it was sealed under a key this process does not have. */
    open(stored: string): string | null {
      if (stored.startsWith('plain:')) return stored.slice('plain:'.length);
      if (!aesKey || !stored.startsWith(SEALED)) return null;
      try {
        const [iv, tag, data] = stored
          .slice(SEALED.length)
          .split('.')
          .map((p) => Buffer.from(p, 'base64url'));
        const decipher = createDecipheriv('aes-256-gcm', aesKey, iv!);
        decipher.setAuthTag(tag!);
        return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;
