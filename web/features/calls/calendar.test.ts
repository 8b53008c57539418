import { describe, expect, it } from 'vitest';
import { addDays, dayInWords, timeInWords, timeZoneChoices, todayIn } from './calendar';

describe('calendar days for the call hours screen', () => {
  it("reads today's date in a zone, not the machine's", () => {
    const lateUtc = new Date('2026-03-14T23:30:00Z');
    expect(todayIn('UTC', lateUtc)).toBe('2026-03-14');
    expect(todayIn('Europe/Berlin', lateUtc)).toBe('2026-03-15');
    expect(todayIn('America/New_York', lateUtc)).toBe('2026-03-14');
  });

  it('adds days across a month end and a clock change', () => {
    expect(addDays('2026-03-28', 3)).toBe('2026-03-31');
    expect(addDays('2026-12-29', 6)).toBe('2027-01-04');
  });

  it('writes a date in words and keeps the saved zone among the choices', () => {
    expect(dayInWords('2026-12-24')).toBe('Thursday 24 December 2026');
    expect(dayInWords('2026-12-24', { year: false })).toBe('Thursday 24 December');
    expect(timeZoneChoices('Europe/Berlin')).toContain('Europe/Berlin');
    expect(timeZoneChoices('Mars/Olympus_Mons')).toContain('Mars/Olympus_Mons');
  });

  it('writes an instant in words in a zone, on either side of a clock change', () => {
    expect(timeInWords('2027-03-26T08:00:00Z', 'Europe/Berlin')).toBe('Friday 26 March 2027, 09:00');
    expect(timeInWords('2027-03-29T07:00:00Z', 'Europe/Berlin')).toBe('Monday 29 March 2027, 09:00');
    expect(timeInWords('2027-03-29T07:00:00Z', 'America/New_York')).toBe('Monday 29 March 2027, 03:00');
    expect(timeInWords('2027-03-28T23:30:00Z', 'UTC')).toBe('Sunday 28 March 2027, 23:30');
  });
});
