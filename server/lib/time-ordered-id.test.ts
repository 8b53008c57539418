import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isUuid } from '@contract/ids';
import { timeOrderedUuid } from './time-ordered-id';

describe('timeOrderedUuid', () => {
  it('is a version-7, RFC 9562 variant uuid that carries its millisecond', () => {
    const ms = Date.UTC(2030, 0, 2, 3, 4, 5, 678);
    const id = timeOrderedUuid(ms);
    expect(isUuid(id)).toBe(true);
    expect(z.uuid().safeParse(id).success).toBe(true);
    expect(id[14]).toBe('7');
    expect('89ab').toContain(id[19]);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(ms);
  });

  it('sorts in the order made, even within one millisecond and past 4096 of them', () => {
    const ms = Date.UTC(2031, 5, 6);
    const ids = Array.from({ length: 5000 }, () => timeOrderedUuid(ms));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('stays in order when the clock steps back', () => {
    const first = timeOrderedUuid(Date.UTC(2032, 0, 1, 0, 0, 1));
    const second = timeOrderedUuid(Date.UTC(2032, 0, 1, 0, 0, 0));
    expect(second > first).toBe(true);
  });
});
