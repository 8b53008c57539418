import { describe, expect, it } from 'vitest';
import { addDays, chosenZone, todayIn, zoneWords } from './time-zones';

describe('the booking page’s zones and days', () => {
  it('names a zone in words, with its city where the name does not say it', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    expect(zoneWords('UTC', winter)).toBe('Coordinated Universal Time');
    expect(zoneWords('Europe/Berlin', winter)).toBe('Central European Time (Berlin)');
    expect(zoneWords('America/New_York', winter)).toBe('Eastern Time (New York)');
    // The generic name stays the same in summer (no "Summer Time" flip in the heading).
    expect(zoneWords('Europe/Berlin', new Date('2026-07-15T12:00:00Z'))).toBe('Central European Time (Berlin)');
  });

  it('keeps only names of zones: anything else is the fallback', () => {
    expect(chosenZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(chosenZone('+01:00')).toBe('UTC');
    expect(chosenZone('Mars/Olympus')).toBe('UTC');
    expect(chosenZone(null)).toBe('UTC');
  });

  it('counts days on the calendar, across a daylight-saving change and a month’s end', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    // 23:30 UTC on 30 November is already 1 December in Tokyo.
    expect(todayIn('Asia/Tokyo', new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
  });
});
