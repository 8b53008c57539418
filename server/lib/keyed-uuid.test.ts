import { describe, expect, it } from 'vitest';
import { isUuid } from '@contract/ids';
import { keyedUuid } from './keyed-uuid';

describe('keyedUuid', () => {
  it('is the same for the same parts and a valid v4-shaped uuid', () => {
    const a = keyedUuid('blog-publish', '0b8f6a57-0000-4000-8000-000000000001', '2026-12-09T09:00:00.000Z');
    expect(a).toBe(keyedUuid('blog-publish', '0b8f6a57-0000-4000-8000-000000000001', '2026-12-09T09:00:00.000Z'));
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(isUuid(a)).toBe(true);
  });

  it('differs when any part differs, and parts do not run into each other', () => {
    const base = keyedUuid('blog-publish', 'post', '2026-12-09T09:00:00.000Z');
    expect(keyedUuid('blog-publish', 'post', '2026-12-09T09:00:01.000Z')).not.toBe(base);
    expect(keyedUuid('late', 'post', '2026-12-09T09:00:00.000Z')).not.toBe(base);
    expect(keyedUuid('ab', 'c')).not.toBe(keyedUuid('a', 'bc'));
    expect(keyedUuid('a|b')).not.toBe(keyedUuid('a', 'b'));
  });
});
