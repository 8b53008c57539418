import { describe, expect, it } from 'vitest';
import { instantIn, isTimeZone, localMinuteIn } from './zoned-time';

describe('zoned time', () => {
  it('reads a local time in a zone as the instant it names, both sides of a clock change', () => {
    expect(instantIn('UTC', '2026-12-01T09:00')?.toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(instantIn('Europe/Berlin', '2026-12-01T09:00')?.toISOString()).toBe('2026-12-01T08:00:00.000Z');
    expect(instantIn('Europe/Berlin', '2026-07-01T09:00')?.toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(instantIn('Pacific/Honolulu', '2026-12-01')?.toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(instantIn('America/New_York', '2026-11-01T01:30')?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
    // 02:30 does not exist on 2026-03-29 in Berlin: the instant after the gap.
    expect(instantIn('Europe/Berlin', '2026-03-29T02:30')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('refuses what is not a local time', () => {
    for (const bad of ['', '2026-02-30T09:00', '2026-12-01T24:00', '1 Dec', '2026-12-01T09:00Z']) expect(instantIn('UTC', bad)).toBeNull();
  });

  it('writes an instant as a local minute, and knows zones', () => {
    expect(localMinuteIn('Europe/Berlin', new Date('2026-12-01T08:00:00Z'))).toBe('2026-12-01T09:00');
    expect(localMinuteIn('Pacific/Honolulu', new Date('2026-12-01T05:00:00Z'))).toBe('2026-11-30T19:00');
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
